// MARK: - The place an element hands on

extension UpdatePlan {
    /// Where, after the batch, the element at `path` (numbered before it) is, or the place it
    /// leaves to the element that takes it: what a layout keeps in view across an update.
    ///
    /// 1. An element that survives (moved, or shifted by other changes): its new path, as
    ///    ``newPath(forOld:)`` gives it.
    /// 2. A deleted or reloaded element of a section that survives: the index at which the
    ///    first element arriving in its gap lands (a reload's replacement, or an element
    ///    inserted where it was), or else the next surviving element of its section.
    /// 3. An element of a reloaded section: the same index in the section that replaces it.
    /// 4. An element of a deleted section: the first index of the next old section that
    ///    survives or is reloaded, or the end of the collection when none does.
    ///
    /// The item of the result may equal its section's count after the batch, or its section
    /// the number of sections after the batch (with item 0): the place then belongs to the
    /// element that comes next in the running order of all sections, if any. Nil when `path`
    /// names no section before the batch.
    ///
    /// - Complexity: O(log c) for c changes in the section in cases 1 and 2; O(s) for s
    ///   sections in cases 3 and 4.
    func place(forOld path: ItemPath) -> ItemPath? {
        guard path.section >= 0, path.section < destinations.count else { return nil }
        if let survivor = newPath(forOld: path) { return survivor }
        if let section = destinations[path.section] {
            // The survivors before the element, then the arrivals placed before them: the first
            // arrival whose gap is the element's own lands at the element's place.
            let itemChanges = changes[section]
            // A path asked by the user may be anything: a negative item stays where it is, one
            // that would pass `Int.max` stops there.
            guard path.item >= 0 else { return ItemPath(item: path.item, section: section) }
            let kept = path.item - itemChanges.removed.partitioningIndex { $0 >= path.item }
            let (item, overflows) = kept.addingReportingOverflow(
                itemChanges.addedGaps.partitioningIndex { $0 >= kept })
            return ItemPath(item: overflows ? Int.max : item, section: section)
        }
        var replacements: [Int: Int] = [:]
        for (section, source) in sources.enumerated() {
            if case .reloaded(let old) = source { replacements[old] = section }
        }
        if let section = replacements[path.section] {
            return ItemPath(item: path.item, section: section)
        }
        for old in (path.section + 1)..<destinations.count {
            if let section = destinations[old] ?? replacements[old] {
                return ItemPath(item: 0, section: section)
            }
        }
        return ItemPath(item: 0, section: sources.count)
    }
}
