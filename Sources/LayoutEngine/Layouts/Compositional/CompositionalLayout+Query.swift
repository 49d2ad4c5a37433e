// MARK: - Queries

extension CompositionalLayout {
    /// Every cell, badge, boundary and decoration item (list separators included) whose frame
    /// intersects `rect`; pinned items at their pinned place for the prepared viewport; an
    /// orthogonal section's items moved by its offset and only those visible through its
    /// window. The cells, badges and boundary items of a section with a visible-items handler
    /// pass through it together and are kept when their visual bounds meet `rect`.
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
            // A section with a handler hands it its cells and badges (from the store's hook) and
            // its boundary items (which the store returns after them) together, once.
            var handled = HandledSection()
            // Boundary items a handler may move into the rect are looked for as far as its
            // outset; everything else is kept only where its frame meets the rect, as the store
            // tests it.
            let outset = state.handlerOutset
            let searched = outset > 0 ? Self.searchArea(for: rect, grownBy: outset) : rect
            state.store.forEachAttributes(
                in: searched, cell: { cells.cell(section: $0, id: $1, frame: $2) },
                adjust: { section, items in
                    handled.start(section, flushingInto: &result, layout: self, rect: rect)
                    handled.items.append(contentsOf: items)
                    items = []
                },
                { element in
                    if outset > 0, !element.frame.intersects(rect), !isHandledBoundaryItem(element) { return }
                    let section = element.path.section
                    if section != handled.section {
                        handled.finish(into: &result, layout: self, rect: rect)
                        if isHandledBoundaryItem(element) {
                            handled.start(section, flushingInto: &result, layout: self, rect: rect)
                            handled.items.append(element)
                        } else {
                            result.append(element)
                        }
                    } else if isHandledBoundaryItem(element) {
                        handled.items.append(element)
                    } else {
                        handled.after.append(element)
                    }
                })
            handled.finish(into: &result, layout: self, rect: rect)
        } else {
            state.store.forEachAttributes(
                in: rect, cell: { cells.cell(section: $0, id: $1, frame: $2) }, { result.append($0) })
        }
        if state.definitions.hasListElements { finishListElements(in: rect, &result) }
        return result
    }

    /// `rect` grown by `outset` on every side, for a search that keeps its answers by their own
    /// test: its edges (read as ``Rect/intersects(_:)`` reads them) first cut to the box that
    /// holds every stored frame (±`SectionedStore.searchLimit`), so that a huge or infinite
    /// rect keeps its far edges when it is built again from an origin and a size (an infinite
    /// edge would make its width infinite and its other edge NaN; a huge one would round it
    /// away). The null rect, or one with a NaN edge (which meets nothing), stays as it is.
    static func searchArea(for rect: Rect, grownBy outset: Double) -> Rect {
        guard !rect.isNull, !rect.minX.isNaN, !rect.maxX.isNaN, !rect.minY.isNaN, !rect.maxY.isNaN else {
            return rect
        }
        let limit = SectionedStore.searchLimit
        func cut(_ value: Double) -> Double { min(max(value, -limit), limit) }
        let (minX, maxX, minY, maxY) = (cut(rect.minX), cut(rect.maxX), cut(rect.minY), cut(rect.maxY))
        // Plus a margin far above the rounding of the sums below (a few units in the last place).
        let magnitude = max(abs(minX), abs(maxX), abs(minY), abs(maxY))
        let margin = outset + magnitude * 0x1p-40
        let (x0, y0) = (minX - margin, minY - margin)
        return Rect(x: x0, y: y0, width: maxX + margin - x0, height: maxY + margin - y0)
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
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`), at its pinned place when it pins
    /// (and passed alone through the section's visible-items handler, when it has one); the
    /// layout's own boundary items answer in section 0. The first one when several share the
    /// kind; nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e boundary and decoration items.
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        guard let attributes = state.store.supplementaryAttributes(ofKind: kind, inSection: section) else {
            return nil
        }
        guard state.hasHandlers, isHandledBoundaryItem(attributes) else { return attributes }
        var items = [attributes]
        applyHandler(inSection: section, to: &items)
        return items[0]
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
    /// The elements of the section whose handler runs next in a rect query: its cells, badges
    /// and boundary items (handed to the handler together), and its other elements returned
    /// after them (decorations; in section 0, the layout's own boundary items).
    struct HandledSection {
        /// The section (−1: none).
        var section = -1
        var items: [LayoutAttributes] = []
        var after: [LayoutAttributes] = []

        /// Finishes the section held, if any, and holds `section` instead.
        mutating func start(
            _ section: Int, flushingInto result: inout [LayoutAttributes], layout: CompositionalLayout,
            rect: Rect
        ) {
            guard section != self.section else { return }
            finish(into: &result, layout: layout, rect: rect)
            self.section = section
        }

        /// Passes the held items through their section's handler, appends those whose visual
        /// bounds meet `rect` to `result`, then the other elements; holds none.
        mutating func finish(into result: inout [LayoutAttributes], layout: CompositionalLayout, rect: Rect) {
            guard section >= 0 else { return }
            layout.applyHandler(inSection: section, to: &items)
            for item in items where item.visualBounds.intersects(rect) { result.append(item) }
            result.append(contentsOf: after)
            items.removeAll(keepingCapacity: true)
            after.removeAll(keepingCapacity: true)
            section = -1
        }
    }

    /// Whether `element` is a boundary item of a section with a handler (not one of the
    /// layout's own, which section 0 reports after its own): the handler receives it with the
    /// section's cells, as UIKit's does.
    ///
    /// UIKit hands `visibleItemsInvalidationHandler` items of every category: its
    /// `NSCollectionLayoutVisibleItem` has a `representedElementCategory` ("a category that
    /// identifies the item, such as decoration or supplementary view"), and apps filter the
    /// handler's items with `representedElementCategory == .cell` to leave supplementary views
    /// out.
    func isHandledBoundaryItem(_ element: LayoutAttributes) -> Bool {
        guard case .supplementary(let kind) = element.kind,
            state.definitions[element.path.section]?.visibleItemsInvalidationHandler != nil
        else { return false }
        guard element.path.section == 0, !configuration.boundarySupplementaryItems.isEmpty else {
            return true
        }
        return element.path.item < sectionZeroBoundaryCount(of: kind)
    }

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
