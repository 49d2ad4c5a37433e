// MARK: - The focus through a batch

extension FocusFinder {
    /// The item the focus is on after a batch described by `plan`, when it was on `focused`
    /// before it: `layout` is prepared for the batch's result, whose item counts are `counts`.
    ///
    /// A surviving item keeps the focus wherever the batch moves it. When the batch deletes
    /// the focused item (or reloads it), the focus goes to the item that now stands at its
    /// place, or, when none does (it was the last), to the item before that place in reading
    /// order; nil when no item is left. UIKit documents only that the focus engine then resets
    /// the focus (`setNeedsFocusUpdate()`: "focus is reset to the preferred focused view") and
    /// a collection view prefers its first cell; Android's `RecyclerView` moves the focus of a
    /// removed item as this does (`findNextViewToFocus()`: the first focusable item from the
    /// removed item's position on, then the nearest one before it), which keeps the user
    /// where they were.
    static func focus<Layout: CollectionLayout>(
        following focused: ItemPath, through plan: UpdatePlan, in layout: Layout, itemCounts counts: [Int]
    ) -> ItemPath? {
        if let survivor = plan.newPath(forOld: focused) {
            return layout.attributes(at: survivor) != nil ? survivor : nil
        }
        guard let place = plan.place(forOld: focused) else { return nil }
        let candidate = itemAtOrAfter(place, counts: counts) ?? itemBefore(place, counts: counts)
        return candidate.flatMap { layout.attributes(at: $0) != nil ? $0 : nil }
    }

    /// The first item at `place` or after it in reading order, or nil when there is none.
    private static func itemAtOrAfter(_ place: ItemPath, counts: [Int]) -> ItemPath? {
        guard place.section >= 0 else { return nil }
        if place.section < counts.count, place.item >= 0, place.item < counts[place.section] {
            return place
        }
        var section = place.section + 1
        while section < counts.count {
            if counts[section] > 0 { return ItemPath(item: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The last item before `place` in reading order, or nil when there is none.
    private static func itemBefore(_ place: ItemPath, counts: [Int]) -> ItemPath? {
        if place.section >= 0, place.section < counts.count, place.item > 0, counts[place.section] > 0 {
            return ItemPath(item: min(place.item, counts[place.section]) - 1, section: place.section)
        }
        var section = min(place.section, counts.count) - 1
        while section >= 0 {
            if counts[section] > 0 { return ItemPath(item: counts[section] - 1, section: section) }
            section -= 1
        }
        return nil
    }
}
