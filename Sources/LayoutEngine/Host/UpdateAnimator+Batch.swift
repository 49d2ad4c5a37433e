// MARK: - Starting the animations of a batch

extension UpdateAnimator {
    /// Starts the animations of a batch: `shown` pairs each element the last frame showed
    /// (its identity before and after the batch) with its presentation before it.
    ///
    /// `layout` is prepared for the batch's result; the elements it reports in `area` (the
    /// grown viewport) animate, and each starts at `startTime` (nil: at the next time the host
    /// is given). Coordinates from before the batch are moved by `delta`, the offset's change.
    ///
    /// - Complexity: the layout's query of `area`, plus O(k) for the k elements.
    mutating func start<Layout: CollectionLayout>(
        from shown: [(before: ElementID, after: ElementID, presentation: LayoutAttributes)], plan: UpdatePlan,
        delta: Point, in layout: Layout, area: Rect, startTime: Double?
    ) {
        let duration = effectiveDuration
        var now: [ElementID: LayoutAttributes] = [:]
        for attributes in layout.attributes(in: area) {
            now[ElementID(attributes)] = attributes
        }
        var survivors = Set<ElementID>()
        for (before, after, presentation) in shown {
            let target: LayoutAttributes?
            if after.isDeparting {
                target = Self.disappearingTarget(of: before, in: layout)?.offset(by: delta)
            } else {
                survivors.insert(after)
                if let current = now[after] {
                    target = current
                } else if case .cell = after.kind {
                    target = layout.attributes(at: after.path)
                } else {
                    target = Self.disappearingTarget(of: before, in: layout).map { attributes in
                        var moved = attributes
                        moved.path = after.path
                        return moved
                    }
                }
            }
            guard let target else { continue }
            animations[after] = ElementAnimation(
                from: presentation.offset(by: delta), target: target, startTime: startTime, duration: duration
            )
        }
        for (id, attributes) in now where !survivors.contains(id) {
            guard let (initial, isOld) = Self.appearingStart(of: id, plan: plan, in: layout) else { continue }
            animations[id] = ElementAnimation(
                from: isOld ? initial.offset(by: delta) : initial, target: attributes, startTime: startTime,
                duration: duration)
        }
    }

    /// Where the element the last frame showed as `id` (numbered before the batch) ends its
    /// animation, as the layout says; nil for decoration views and elements the layout has
    /// nothing for.
    private static func disappearingTarget<Layout: CollectionLayout>(of id: ElementID, in layout: Layout)
        -> LayoutAttributes?
    {
        // The layout has nothing for an element that departed in an earlier batch: its path
        // names another element now.
        guard !id.isDeparting else { return nil }
        switch id.kind {
        case .cell: return layout.finalAttributes(forDisappearingItemAt: id.path)
        case .supplementary(let name):
            return layout.finalAttributes(forDisappearingSupplementaryOfKind: name, at: id.path)
        case .decoration: return nil
        }
    }

    /// Where the element `id` (numbered after the batch), not shown before it, starts its
    /// animation, and whether those attributes are in the coordinates before the batch (it
    /// survived the batch, and the layout gives where it was); nil when it does not animate.
    private static func appearingStart<Layout: CollectionLayout>(
        of id: ElementID, plan: UpdatePlan, in layout: Layout
    )
        -> (LayoutAttributes, isOld: Bool)?
    {
        switch id.kind {
        case .cell:
            guard let start = layout.initialAttributes(forAppearingItemAt: id.path) else { return nil }
            return (start, plan.oldPath(forNew: id.path) != nil)
        case .supplementary(let name):
            guard let start = layout.initialAttributes(forAppearingSupplementaryOfKind: name, at: id.path)
            else {
                return nil
            }
            return (start, plan.oldSection(forNew: id.path.section) != nil)
        case .decoration:
            return nil
        }
    }
}
