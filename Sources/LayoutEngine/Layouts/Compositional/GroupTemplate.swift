/// The geometry of one repetition of a section's group, resolved once per prepare and stamped
/// at every repetition (a large grid resolves its group once, not once per group).
///
/// Frames are in left-to-right coordinates relative to the group's box origin, unrounded.
struct GroupTemplate: Sendable, Hashable {
    /// One supplementary item anchored to a cell of the group, or to the group itself or a
    /// nested group (numbered with the group's first cell).
    struct Badge: Sendable, Hashable {
        /// The frame, relative to the group's origin.
        var frame: Rect
        /// The cell (its position in the group) the badge belongs to: for a group's own
        /// supplementary item, the group's first cell.
        var cell: Int
        /// The kind.
        var kind: ElementKind
        /// The stacking order.
        var zIndex: Int
    }

    /// The group's box size.
    var size: Size
    /// Each cell's frame, depth-first (the cells' order in the section).
    var cells: [Rect]
    /// Each cell's zIndex (non-zero only for custom groups).
    var cellZIndex: [Int]
    /// The badges, ordered by cell (a cell's own first, then those of the groups it starts,
    /// innermost first).
    var badges: [Badge]
    /// `badgePrefix[m]`: the number of badges of the first `m` cells (so a last group holding
    /// `m` cells stamps the first `badgePrefix[m]` badges).
    var badgePrefix: [Int]
    /// How far the cells and badges reach outside the group's box horizontally (measured once,
    /// so that a section sharing the template does not visit its cells).
    private(set) var horizontalOverhang = 0.0
    /// How far they reach outside it vertically.
    private(set) var verticalOverhang = 0.0

    init(size: Size, cells: [Rect], cellZIndex: [Int], badges: [Badge], badgePrefix: [Int]) {
        self.size = size
        self.cells = cells
        self.cellZIndex = cellZIndex
        self.badges = badges
        self.badgePrefix = badgePrefix
        self.horizontalOverhang = measureOverhang(along: .horizontal)
        self.verticalOverhang = measureOverhang(along: .vertical)
    }
}

extension GroupTemplate {
    /// How far the group's cells and badges reach outside its box along `axis` (infinite when
    /// a frame is not finite).
    ///
    /// - Complexity: O(1).
    func overhang(along axis: Axis) -> Double {
        axis == .horizontal ? horizontalOverhang : verticalOverhang
    }

    /// The number of elements (cells and badges) a section of `itemCount` items stamps.
    ///
    /// - Complexity: O(1).
    func elementCount(forItems itemCount: Int) -> Int {
        guard itemCount > 0, !cells.isEmpty else { return 0 }
        let fullGroups = itemCount / cells.count
        let rest = itemCount - fullGroups * cells.count
        return fullGroups * (cells.count + badges.count) + rest + badgePrefix[rest]
    }

    /// The reach that ``overhang(along:)`` reads, measured over every cell and badge.
    private func measureOverhang(along axis: Axis) -> Double {
        let end = size.length(along: axis)
        var result = 0.0
        for frame in cells {
            result = max(result, CompositionalLayout.overhang(of: frame, from: 0, to: end, axis))
        }
        for badge in badges {
            result = max(result, CompositionalLayout.overhang(of: badge.frame, from: 0, to: end, axis))
        }
        return result
    }
}

extension GroupTemplate {
    /// Resolves `group` in a container of `container` size.
    ///
    /// `measuredSupplementaries` holds real sizes of badges and groups' supplementary items by
    /// kind and cell number (the item of the path; a group's items under its first cell): each
    /// takes the measured length on each axis where it is estimated, and moves nothing else.
    /// `measured` holds real sizes by cell number (self-sizing), applied by the rules of
    /// ``GroupResolver``: a cell takes the measured length on each axis where its item is
    /// estimated (along a repeating group's axis the count rule keeps its share), and a group
    /// with a measured cell (the section's, or a nested one, outward) takes, on each axis where
    /// its own size is estimated, the extent of its cells.
    ///
    /// - Complexity: O(c) for the c cells of one group (at most `LayoutGroup.maximumCellCount`);
    ///   with measured sizes, O(c · d) for groups nested d deep.
    static func resolve(
        _ group: LayoutGroup, in container: Size, environment: LayoutEnvironment, measured: [Int: Size] = [:],
        measuredSupplementaries: [CompositionalLayout.SupplementaryPath: Size] = [:]
    ) -> GroupTemplate {
        let item = LayoutItem(group)
        let size = item.layoutSize.resolved(in: container)
        var resolver = GroupResolver(
            environment: environment, measured: measured, measuredSupplementaries: measuredSupplementaries)
        var fitted = resolver.placeOutermost(item, in: size)
        // An estimated extent lands on the pixel grid, as a measured view's fitting size does:
        // the groups after it then move by whole pixels when it changes, and each frame below
        // keeps its place on the grid relative to the others.
        let grid = PixelGrid(scale: environment.displayScale)
        if item.layoutSize.widthDimension.isEstimated { fitted.width = grid.align(fitted.width) }
        if item.layoutSize.heightDimension.isEstimated { fitted.height = grid.align(fitted.height) }
        return GroupTemplate(
            size: fitted, cells: resolver.cells, cellZIndex: resolver.zIndices, badges: resolver.badges,
            badgePrefix: resolver.badgePrefix)
    }
}

/// Walks a group tree and collects its cells: the steps of ``LayoutGroup``'s rules.
///
/// Self-sizing (UIKit's `NSCollectionLayoutDimension.estimated`: "the final size of the
/// dimension is determined when the content is rendered"; and, in the documentation of
/// `uniformAcrossSiblings(estimate:)`, a parent group estimated on an axis "can grow to fit the
/// items"; Apple's WWDC 2019 talk "Advances in Collection View Layout" presents estimated items
/// inside estimated groups as the way to self-size), in this order:
/// 1. Which subitems a group holds, and so every cell's number, follows the estimates: a
///    measurement never changes the fill.
/// 2. A measured cell takes the measured length on each axis where its item is estimated;
///    along a repeating group's axis the count rule keeps the copies equal (UIKit's
///    `repeatingSubitem:count:` groups size their copies equally along the axis).
/// 3. A nested group holding a measured cell is resolved first in the box its estimate gives
///    it, then takes, on each axis where it is estimated, the extent of its cells; its
///    siblings after it move by the change, and the rule applies again to its parent, outward
///    to the section's group. Fractions inside it resolve against the estimated box.
/// 4. Custom groups keep their closure's frames.
struct GroupResolver {
    /// One subitem placed along a group's axis.
    private struct Slot {
        var item: LayoutItem
        var main: Double
        var cross: Double
        var before: LayoutSpacing?
        var after: LayoutSpacing?
        /// A nested group resolved with measured sizes at the origin (self-sizing rule 3),
        /// placed by moving its frames.
        var fitted: GroupResolver?
    }

    let environment: LayoutEnvironment
    var cells: [Rect] = []
    var zIndices: [Int] = []
    var badges: [GroupTemplate.Badge] = []
    var badgePrefix: [Int] = [0]
    /// Supplementary items anchored to groups, in the order their groups were finished (inner
    /// groups first), merged into ``badges`` by ``mergeGroupBadges()``.
    private var groupBadges: [GroupTemplate.Badge] = []
    /// Measured sizes by cell number in the outermost group (self-sizing).
    let measured: [Int: Size]
    /// Measured sizes of supplementary items by kind and cell number in the outermost group.
    let measuredSupplementaries: [CompositionalLayout.SupplementaryPath: Size]
    /// The largest measured cell number (-1 when none): later cells need no numbering.
    let lastMeasuredCell: Int
    /// The number, in the outermost group, of this resolver's first cell (non-zero in one that
    /// fits a nested group).
    let firstCell: Int
    /// Whether a measured size was used.
    var appliedMeasurement = false

    init(
        environment: LayoutEnvironment, measured: [Int: Size] = [:],
        measuredSupplementaries: [CompositionalLayout.SupplementaryPath: Size] = [:]
    ) {
        self.environment = environment
        self.measured = measured
        self.measuredSupplementaries = measuredSupplementaries
        self.lastMeasuredCell = max(
            measured.keys.max() ?? -1, measuredSupplementaries.keys.lazy.map { $0.path.item }.max() ?? -1)
        self.firstCell = 0
    }

    /// A resolver for a nested group whose first cell is `firstCell` of `parent`'s outermost
    /// group.
    private init(nestedIn parent: GroupResolver, firstCell: Int) {
        self.environment = parent.environment
        self.measured = parent.measured
        self.measuredSupplementaries = parent.measuredSupplementaries
        self.lastMeasuredCell = parent.lastMeasuredCell
        self.firstCell = firstCell
    }

    /// Cells that may still be added before the outermost group reaches its maximum.
    var remaining: Int { LayoutGroup.maximumCellCount - firstCell - cells.count }

    /// The number, in the outermost group, of the next cell added.
    private var nextCell: Int { firstCell + cells.count }

    /// Places `item` in `box`, the space its size gave it: a cell shrunk by its content insets,
    /// or a nested group's subitems inside its inset box and its supplementary items anchored
    /// to `box` (rule 9 of ``LayoutGroup``), unless `anchorsGroup` is false (the caller anchors
    /// them to the group's fitted frame).
    mutating func place(_ item: LayoutItem, in box: Rect, anchorsGroup: Bool = true) {
        guard remaining > 0 else { return }
        let inner = Self.shrink(box, by: item.contentInsets, size: item.layoutSize)
        if let group = item.group?.group {
            let firstCell = cells.count
            arrange(group, in: inner)
            if anchorsGroup { anchorToGroup(item.supplementaryItems, frame: box, firstCell: firstCell) }
        } else {
            addCell(inner, zIndex: 0, supplementaryItems: item.supplementaryItems)
        }
    }

    /// Places the outermost group `item` (the section's, or a nested group fitted on its own)
    /// at the origin in a box of `estimate` size, with one cell at least (when the cell limit
    /// leaves room), anchors its
    /// supplementary items to its fitted frame and orders the badges by cell. Returns the
    /// fitted size (``fittedSize(of:estimate:)``).
    mutating func placeOutermost(_ item: LayoutItem, in estimate: Size) -> Size {
        place(item, in: Rect(origin: .zero, size: estimate), anchorsGroup: false)
        if cells.isEmpty, remaining > 0 {
            addCell(Rect(origin: .zero, size: estimate), zIndex: 0, supplementaryItems: [])
        }
        let fitted = fittedSize(of: item, estimate: estimate)
        anchorToGroup(item.supplementaryItems, frame: Rect(origin: .zero, size: fitted), firstCell: 0)
        mergeGroupBadges()
        return fitted
    }

    /// Adds a cell and the supplementary items anchored to it.
    mutating func addCell(_ frame: Rect, zIndex: Int, supplementaryItems: [LayoutSupplementaryItem]) {
        let cell = cells.count
        cells.append(frame)
        zIndices.append(zIndex)
        for supplementary in supplementaryItems {
            badges.append(badge(supplementary, on: frame, cell: cell))
        }
        badgePrefix.append(badges.count)
    }

    /// Rule 9 of ``LayoutGroup``: a group's supplementary items anchored to its `frame`,
    /// numbered with its first cell, `firstCell` (none when the group holds no cell: the
    /// outermost group's cell limit was reached before it).
    private mutating func anchorToGroup(
        _ supplementaryItems: [LayoutSupplementaryItem], frame: Rect, firstCell: Int
    ) {
        guard firstCell < cells.count else { return }
        for supplementary in supplementaryItems {
            groupBadges.append(badge(supplementary, on: frame, cell: firstCell))
        }
    }

    /// `supplementary` anchored to `frame`, its size resolved against the frame's (or measured,
    /// on its estimated axes): the one placement of badges on cells and of supplementary items
    /// on groups. `cell` is the cell it is numbered with, in this resolver.
    private func badge(_ supplementary: LayoutSupplementaryItem, on frame: Rect, cell: Int)
        -> GroupTemplate.Badge
    {
        var size = supplementary.layoutSize.resolved(in: frame.size)
        if !measuredSupplementaries.isEmpty, supplementary.layoutSize.isEstimatedOnEitherAxis,
            let real = measuredSupplementaries[
                CompositionalLayout.SupplementaryPath(
                    kind: supplementary.elementKind, path: ItemPath(item: firstCell + cell, section: 0))]
        {
            size = supplementary.layoutSize.measured(real).resolved(in: frame.size)
        }
        return GroupTemplate.Badge(
            frame: supplementary.containerAnchor.frame(of: size, in: frame), cell: cell,
            kind: .supplementary(supplementary.elementKind), zIndex: supplementary.zIndex)
    }

    /// Moves the groups' supplementary items into ``badges``, each after the badges of the cell
    /// it is numbered with (a cell's own first, then its groups', innermost first), and counts
    /// them in ``badgePrefix``.
    ///
    /// - Complexity: O(b + g log g) for b badges and g supplementary items of groups.
    private mutating func mergeGroupBadges() {
        guard !groupBadges.isEmpty else { return }
        let pending = groupBadges.enumerated().sorted {
            ($0.element.cell, $0.offset) < ($1.element.cell, $1.offset)
        }
        .map { $0.element }
        groupBadges = []
        var merged: [GroupTemplate.Badge] = []
        merged.reserveCapacity(badges.count + pending.count)
        let ownPrefix = badgePrefix
        var next = 0
        for cell in cells.indices {
            merged.append(contentsOf: badges[ownPrefix[cell]..<ownPrefix[cell + 1]])
            while next < pending.count, pending[next].cell == cell {
                merged.append(pending[next])
                next += 1
            }
            badgePrefix[cell + 1] = merged.count
        }
        badges = merged
    }

    /// Self-sizing rule 3: `item` (a nested group whose first cell is `firstCell`) resolved at
    /// the origin in a box of `estimate` size.
    private func fit(_ item: LayoutItem, in estimate: Size, firstCell: Int) -> GroupResolver {
        var resolver = GroupResolver(nestedIn: self, firstCell: firstCell)
        _ = resolver.placeOutermost(item, in: estimate)
        return resolver
    }

    /// The size of `item`, resolved by this resolver at the origin in a box of `estimate` size:
    /// when a measurement was used, each estimated axis takes the extent of the cells.
    func fittedSize(of item: LayoutItem, estimate: Size) -> Size {
        guard appliedMeasurement else { return estimate }
        var size = estimate
        let limit = LayoutDimension.maximumLength
        if item.layoutSize.widthDimension.isEstimated {
            size.width = min(limit, cells.reduce(0) { max($0, $1.maxX.sanitizedLength) })
        }
        if item.layoutSize.heightDimension.isEstimated {
            size.height = min(limit, cells.reduce(0) { max($0, $1.maxY.sanitizedLength) })
        }
        return size
    }

    /// Adds the cells and badges of `fitted` moved by `offset`.
    private mutating func append(_ fitted: GroupResolver, movedBy offset: Point) {
        for (cell, frame) in fitted.cells.enumerated() {
            let number = cells.count
            cells.append(frame.offsetBy(dx: offset.x, dy: offset.y))
            zIndices.append(fitted.zIndices[cell])
            for var badge in fitted.badges[fitted.badgePrefix[cell]..<fitted.badgePrefix[cell + 1]] {
                badge.frame = badge.frame.offsetBy(dx: offset.x, dy: offset.y)
                badge.cell = number
                badges.append(badge)
            }
            badgePrefix.append(badges.count)
        }
        appliedMeasurement = true
    }

    /// Content insets shrink the box (rule 2 of ``LayoutItem``), except on estimated axes.
    static func shrink(_ box: Rect, by insets: DirectionalEdgeInsets, size: LayoutSize) -> Rect {
        let insets = insets.bounded.leftToRight
        var x = box.minX
        var width = box.width
        if !size.widthDimension.isEstimated {
            x += min(insets.left, width)
            width = max(0, width - insets.left - insets.right)
        }
        var y = box.minY
        var height = box.height
        if !size.heightDimension.isEstimated {
            y += min(insets.top, height)
            height = max(0, height - insets.top - insets.bottom)
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Lays out a group's subitems inside its content box.
    mutating func arrange(_ group: LayoutGroup, in content: Rect) {
        switch group.arrangement {
        case .custom(let provider):
            arrangeCustom(provider, in: content)
        case .stack(let axis, let subitems, let count):
            guard let first = subitems.first else {
                addCell(content, zIndex: 0, supplementaryItems: [])
                return
            }
            let spacing = group.interItemSpacing ?? .fixed(0)
            if let count {
                repeatSubitem(
                    first, count: min(max(1, count), LayoutGroup.maximumCellCount), axis: axis,
                    spacing: spacing,
                    in: content)
            } else {
                fillWithSubitems(subitems, axis: axis, spacing: spacing, in: content)
            }
        }
    }

    /// Rule 6: the closure's frames, clamped into the content box.
    private mutating func arrangeCustom(_ provider: LayoutGroup.CustomItemProvider, in content: Rect) {
        var groupEnvironment = environment
        groupEnvironment.containerSize = content.size
        groupEnvironment.contentInsets = .zero
        let items = provider.itemProvider(groupEnvironment)
        guard !items.isEmpty else {
            addCell(content, zIndex: 0, supplementaryItems: [])
            return
        }
        for item in items.prefix(remaining) {
            addCell(Self.clamp(item.frame, into: content), zIndex: item.zIndex, supplementaryItems: [])
        }
    }

    /// `frame` (relative to `content`'s origin) clamped into `content`.
    static func clamp(_ frame: Rect, into content: Rect) -> Rect {
        let frame = frame.isFinite ? frame.standardized : .zero
        let x0 = min(max(frame.minX, 0), content.width)
        let x1 = min(max(frame.maxX, 0), content.width)
        let y0 = min(max(frame.minY, 0), content.height)
        let y1 = min(max(frame.maxY, 0), content.height)
        return Rect(x: content.minX + x0, y: content.minY + y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rule 3: `count` copies filling the content box along `axis`.
    private mutating func repeatSubitem(
        _ item: LayoutItem, count: Int, axis: Axis, spacing: LayoutSpacing, in content: Rect
    ) {
        let length = content.length(along: axis)
        let gaps = Double(count - 1)
        // Spacing that leaves no room is reduced so that the copies fit.
        let gap = count > 1 ? min(spacing.minimum, length / gaps) : 0
        let before = item.edgeSpacing?.before(along: axis)
        let after = item.edgeSpacing?.after(along: axis)
        let share = max(0, (length - gaps * gap) / Double(count))
        let main = max(0, share - (before?.minimum ?? 0) - (after?.minimum ?? 0))
        let cross = item.layoutSize.resolved(in: content.size).length(along: axis.cross)
        let slot = Slot(item: item, main: main, cross: cross, before: before, after: after)
        var slots = [Slot](repeating: slot, count: count)
        if nextCell <= lastMeasuredCell { measureCopies(&slots, axis: axis) }
        distribute(
            slots, axis: axis, spacing: .fixed(gap), used: gaps * gap + Double(count) * share, in: content)
    }

    /// Self-sizing rules 2 and 3 for a repeating group's copies: each takes its measured length
    /// across the axis where its item is estimated there; along the axis it keeps its share.
    private mutating func measureCopies(_ slots: inout [Slot], axis: Axis) {
        var number = nextCell
        for index in slots.indices {
            guard number <= lastMeasuredCell else { return }
            let item = slots[index].item
            if item.group != nil {
                let estimate = Size(along: axis, main: slots[index].main, cross: slots[index].cross)
                let fitted = fit(item, in: estimate, firstCell: number)
                number += max(1, fitted.cells.count)
                if fitted.appliedMeasurement {
                    slots[index].cross = fitted.fittedSize(of: item, estimate: estimate).length(
                        along: axis.cross)
                    slots[index].fitted = fitted
                }
            } else {
                // Only a length that replaces an estimate counts as applied: a cell whose size
                // is fixed keeps its template frame, bit for bit.
                if let real = measured[number], item.layoutSize.dimension(along: axis.cross).isEstimated {
                    slots[index].cross = real.length(along: axis.cross)
                    appliedMeasurement = true
                }
                number += 1
            }
        }
    }

    /// Rule 2: subitems in order, cycling, while the next one fits.
    private mutating func fillWithSubitems(
        _ subitems: [LayoutItem], axis: Axis, spacing: LayoutSpacing, in content: Rect
    ) {
        let length = content.length(along: axis)
        let tolerance = 1e-9 * max(1, length)
        var slots: [Slot] = []
        var used = 0.0
        var position = 0
        var usedAtCycleStart = 0.0
        // The number the next slot's first cell will get, while a measured cell may follow
        // (past the last measured cell, numbers are no longer needed).
        var number = nextCell
        // The fill decisions follow the estimates (self-sizing rule 1); measured lengths only
        // change the slots.
        var usedEstimate = 0.0
        while slots.count < remaining {
            let item = subitems[position % subitems.count]
            var size = item.layoutSize.resolved(in: content.size)
            var estimatedMain = size.length(along: axis)
            // A measured size counts only for an item with an estimated axis (one of fixed size
            // keeps its template frame, bit for bit).
            let real =
                item.group == nil && number <= lastMeasuredCell && item.layoutSize.isEstimatedOnEitherAxis
                ? measured[number] : nil
            if let real {
                if item.layoutSize.widthDimension.isEstimated { size.width = real.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = real.height }
            }
            let measuredMain = real != nil && item.layoutSize.dimension(along: axis).isEstimated
            let before = item.edgeSpacing?.before(along: axis)
            let after = item.edgeSpacing?.after(along: axis)
            let edges = (before?.minimum ?? 0) + (after?.minimum ?? 0)
            var main = size.length(along: axis)
            let gap = slots.isEmpty ? 0 : spacing.minimum
            if usedEstimate + gap + edges + estimatedMain > length + tolerance {
                guard slots.isEmpty else { break }
                estimatedMain = max(0, length - edges)  // a group always holds its first subitem
                if !measuredMain { main = estimatedMain }
            }
            var slot = Slot(
                item: item, main: main, cross: size.length(along: axis.cross), before: before, after: after)
            if item.group != nil, number <= lastMeasuredCell {
                let estimate = Size(along: axis, main: main, cross: slot.cross)
                let fitted = fit(item, in: estimate, firstCell: number)
                number += max(1, fitted.cells.count)
                if fitted.appliedMeasurement {
                    let fittedSize = fitted.fittedSize(of: item, estimate: estimate)
                    slot.main = fittedSize.length(along: axis)
                    slot.cross = fittedSize.length(along: axis.cross)
                    slot.fitted = fitted
                }
            } else {
                number += 1
            }
            slots.append(slot)
            used += gap + edges + slot.main
            usedEstimate += gap + edges + estimatedMain
            position += 1
            if real != nil { appliedMeasurement = true }
            if position % subitems.count == 0 {
                // A cycle that adds no length ends the fill.
                if usedEstimate <= usedAtCycleStart { break }
                usedAtCycleStart = usedEstimate
            }
        }
        distribute(slots, axis: axis, spacing: spacing, used: used, in: content)
    }

    /// Rules 4 and 5: positions along the axis (flexible spacing shares the leftover), then
    /// across it; places each slot.
    private mutating func distribute(
        _ slots: [Slot], axis: Axis, spacing: LayoutSpacing, used: Double, in content: Rect
    ) {
        let leftover = max(0, content.length(along: axis) - used)
        var flexibleCount = spacing.isFlexible ? max(0, slots.count - 1) : 0
        for slot in slots {
            if slot.before?.isFlexible == true { flexibleCount += 1 }
            if slot.after?.isFlexible == true { flexibleCount += 1 }
        }
        let extra = flexibleCount > 0 ? leftover / Double(flexibleCount) : 0
        let cross = axis.cross
        var position = content.min(along: axis)
        for (number, slot) in slots.enumerated() {
            if number > 0 { position += spacing.minimum + (spacing.isFlexible ? extra : 0) }
            position += (slot.before?.minimum ?? 0) + (slot.before?.isFlexible == true ? extra : 0)
            let crossBefore = slot.item.edgeSpacing?.before(along: cross)
            let crossAfter = slot.item.edgeSpacing?.after(along: cross)
            let lead = crossBefore?.minimum ?? 0
            let free = max(0, content.length(along: cross) - slot.cross - lead - (crossAfter?.minimum ?? 0))
            var crossPosition = content.min(along: cross) + lead
            switch (crossBefore?.isFlexible == true, crossAfter?.isFlexible == true) {
            case (true, true): crossPosition += free / 2
            case (true, false): crossPosition += free
            default: break
            }
            let box = Rect(
                along: axis, main: position, cross: crossPosition, mainLength: slot.main,
                crossLength: slot.cross)
            if let fitted = slot.fitted {
                append(fitted, movedBy: box.origin)
            } else {
                place(slot.item, in: box)
            }
            position += slot.main + (slot.after?.minimum ?? 0) + (slot.after?.isFlexible == true ? extra : 0)
        }
    }
}
