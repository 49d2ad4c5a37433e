// MARK: - Queries

extension CompositionalLayout {
    /// Every cell, badge, boundary and decoration item (list separators included) whose frame
    /// intersects `rect`; pinned items at their pinned place for the prepared viewport; an
    /// orthogonal section's items moved by its offset and only those visible through its
    /// window. Items of a section with a visible-items handler pass through it and are kept
    /// when their visual bounds meet `rect`.
    ///
    /// - Complexity: O(log s + m · log n + k) for s sections, m of them spanning the rect, n
    ///   elements per section and k returned (plus the handlers' cost).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(LayoutAttributes.typicalQueryCount)
        // The closures capture these locals, not `self`: capturing the layout copied all of it
        // on every query.
        var cells = CellLookup(plans: state.plans)
        if state.hasHandlers {
            state.store.forEachAttributes(
                in: rect, cell: { cells.cell(section: $0, id: $1, frame: $2) },
                adjust: { section, items in applyHandler(inSection: section, to: &items) },
                { result.append($0) })
        } else {
            state.store.forEachAttributes(
                in: rect, cell: { cells.cell(section: $0, id: $1, frame: $2) }, { result.append($0) })
        }
        if state.definitions.hasListElements { finishListElements(in: rect, &result) }
        return result
    }

    /// Makes the attributes of stored elements, keeping the last section's template at hand so
    /// that the results of one section look their plan up once.
    struct CellLookup {
        /// Every section's plan.
        let plans: [SectionPlan]
        /// The section of the kept template (−1 before the first).
        private var section = -1
        /// The kept section's template, shared (one reference, not a copy of its arrays).
        private var template: SharedGroupTemplate?
        /// The kept section's item count.
        private var itemCount = 0

        /// A lookup over `plans`.
        init(plans: [SectionPlan]) {
            self.plans = plans
        }

        /// The attributes of the element `id` of `section` at `frame`.
        @inline(__always)
        mutating func cell(section: Int, id: Int, frame: Rect) -> LayoutAttributes {
            if section != self.section {
                self.section = section
                // Read in place: a plan copied out retains everything it holds.
                (template, itemCount) = plans.withUnsafeBufferPointer { plans in
                    (plans[section].sharedTemplate, plans[section].itemCount)
                }
            }
            guard let template else {
                return LayoutAttributes(path: ItemPath(item: id, section: section), frame: frame)
            }
            return CompositionalLayout.element(
                section: section, itemCount: itemCount, template: template.template, offset: id, frame: frame)
        }
    }

    /// The cell at `path`, or nil when the path is out of range or its section is empty; an
    /// orthogonal section's cell moved by the section's offset (visible or not), and a section
    /// with a handler's cell passed through it alone.
    ///
    /// - Complexity: O(1) (plus the handler's cost).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard state.plans.indices.contains(path.section) else { return nil }
        let plan = state.plans[path.section]
        guard let template = plan.template, path.item >= 0, path.item < plan.itemCount else { return nil }
        let cellsPerGroup = template.cells.count
        let group = path.item / cellsPerGroup
        let cell = path.item - group * cellsPerGroup
        return state.store.itemAttributes(
            section: path.section, id: plan.firstID(ofGroup: group) + cell,
            cell: { LayoutAttributes(path: path, kind: .cell, frame: $0, zIndex: template.cellZIndex[cell]) },
            adjust: { applyHandler(inSection: path.section, to: &$0) })
    }

    /// The boundary item of `kind` in `section` (UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`), at its pinned place when it pins;
    /// the layout's own boundary items answer in section 0. The first one when several share
    /// the kind; nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e boundary and decoration items.
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        state.store.supplementaryAttributes(ofKind: kind, inSection: section)
    }

    /// The cell or badge at `offset` among a section's stamped elements (group by group: the
    /// group's cells, then their badges), with `frame`.
    static func element(section: Int, itemCount: Int, template: GroupTemplate, offset: Int, frame: Rect)
        -> LayoutAttributes
    {
        let cellsPerGroup = template.cells.count
        let stride = cellsPerGroup + template.badges.count
        let group = offset / stride
        let place = offset - group * stride
        let cellsInGroup = min(cellsPerGroup, itemCount - group * cellsPerGroup)
        if place < cellsInGroup {
            return LayoutAttributes(
                path: ItemPath(item: group * cellsPerGroup + place, section: section), kind: .cell,
                frame: frame, zIndex: template.cellZIndex[place])
        }
        let badge = template.badges[place - cellsInGroup]
        return LayoutAttributes(
            path: ItemPath(item: group * cellsPerGroup + badge.cell, section: section), kind: badge.kind,
            frame: frame, zIndex: badge.zIndex)
    }
}

// MARK: - Visible-items handlers

extension CompositionalLayout {
    /// Calls the handler of `section` with `items` and the section's scroll offset (an
    /// orthogonal section's own offset across the axis, otherwise the content offset), and keeps
    /// only the transform, alpha and zIndex it set (and only when it kept the items' number).
    func applyHandler(inSection section: Int, to items: inout [LayoutAttributes]) {
        guard !items.isEmpty, let handler = state.definitions[section]?.visibleItemsInvalidationHandler else {
            return
        }
        let offset =
            state.plans[section].orthogonal != nil
            ? Point(along: state.axis, main: 0, cross: orthogonalOffset(forSection: section))
            : state.preparedContext?.contentOffset ?? .zero
        var edited = items
        handler(&edited, offset, state.environment)
        guard edited.count == items.count else { return }
        for position in items.indices {
            items[position].transform3D = edited[position].transform3D
            items[position].alpha = edited[position].alpha
            items[position].zIndex = edited[position].zIndex
        }
    }
}
