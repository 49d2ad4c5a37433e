import LayoutEngine

/// What a brute force needs to know of a compositional layout that the layout does not tell:
/// the definitions it was made from, the badges its cells carry and the sizes reported to it.
///
/// Its ``inventory(for:context:includesCells:)`` lists every element the layout must return:
/// - cells from `attributes(at:)` for every item path (in an orthogonal section only those
///   whose frames meet its window, rule 6 of ``LayoutSection``);
/// - boundary items from `supplementaryAttributes(ofKind:inSection:)` for every kind every
///   section defines (the layout-wide ones in section 0, numbered after section 0's own); a
///   second item of a kind, which no point query reaches, as existing;
/// - badges from the anchor rule of ``LayoutAnchor`` applied to their cells' frames;
/// - list separators from the rules of ``ListSeparators`` applied to their cells' frames;
/// - decorations from the documented rule of ``LayoutDecorationItem`` (the content area
///   between the section's boundary items, across the container, shrunk by the decoration's
///   insets), with the content area's ends read from zero-length boundary markers that a
///   twin layout, made from the same definitions and reports, places there.
public struct CompositionalModel: Sendable {
    /// The layout's configuration.
    public var configuration: CompositionalLayout.Configuration
    /// The section definition for a section index (nil: an empty section).
    public var section: @Sendable (Int) -> LayoutSection?
    /// The badges every cell of a section carries.
    public var badges: @Sendable (Int) -> [LayoutSupplementaryItem]
    /// The sizes reported to the layout (``CompositionalLayout/reportSize(_:forItemAt:)``), by
    /// the paths they apply to now.
    public var reportedSizes: [ItemPath: Size]

    /// A model of a layout whose section `index` is `section(index)`.
    ///
    /// - Parameter badges: The badges every cell of a section carries; by default those of the
    ///   first subitem of the section's group that is not a group itself (the model cannot see
    ///   inside nested groups, so give them when the top level holds only groups).
    public init(
        configuration: CompositionalLayout.Configuration = .init(), reportedSizes: [ItemPath: Size] = [:],
        badges: (@Sendable (Int) -> [LayoutSupplementaryItem])? = nil,
        section: @escaping @Sendable (Int) -> LayoutSection?
    ) {
        self.configuration = configuration
        self.section = section
        self.reportedSizes = reportedSizes
        self.badges = badges ?? { index in section(index).map(Self.topLevelBadges) ?? [] }
    }

    /// A model of a layout whose every section is `section`.
    public init(
        section: LayoutSection, configuration: CompositionalLayout.Configuration = .init(),
        reportedSizes: [ItemPath: Size] = [:]
    ) {
        self.init(configuration: configuration, reportedSizes: reportedSizes) { _ in section }
    }

    /// The badges of the first subitem of `section`'s group that is a cell, none when there is
    /// no such subitem (a custom group, or only nested groups).
    public static func topLevelBadges(of section: LayoutSection) -> [LayoutSupplementaryItem] {
        section.group.subitems.first { !$0.isGroup }?.supplementaryItems ?? []
    }
}

// MARK: - The inventory

extension CompositionalModel {
    /// Every element `layout`, prepared for `context` from this model's definitions, must
    /// return; without cells and badges (only the boundary and decoration items, for layouts
    /// too large to list) when `includesCells` is false.
    ///
    /// - Complexity: O(n + s · b) for n items, s sections and b boundary items per section,
    ///   plus a prepare of a twin layout when a section has decorations.
    public func inventory(
        for layout: CompositionalLayout, context: LayoutContext, includesCells: Bool = true
    ) -> ElementInventory {
        var inventory = ElementInventory()
        let counts = context.laidOutItemCounts
        let scale = Self.pixelScale(context.displayScale)
        let mirrorWidth =
            context.layoutDirection == .rightToLeft ? Self.align(layout.contentSize.width, scale) : nil
        let definitions = (0..<context.sectionCount).map(section)
        var renamedTwin: CompositionalLayout?
        func renamedTwinOnce() -> CompositionalLayout {
            if let renamedTwin { return renamedTwin }
            let made = self.renamedTwin(context)
            renamedTwin = made
            return made
        }
        for (index, definition) in definitions.enumerated() {
            guard let definition else {
                if includesCells,
                    (0..<counts[index]).contains(where: {
                        layout.attributes(at: ItemPath(item: $0, section: index)) != nil
                    })
                {
                    inventory.report("section \(index) is nil, but attributes(at:) answers one of its items")
                }
                continue
            }
            if !includesCells {
                for badge in badges(index) {
                    inventory.unlistedKinds.insert(.supplementary(badge.elementKind))
                }
                if definition.separators != nil {
                    inventory.unlistedKinds.formUnion([.separator, .topSeparator])
                }
            } else {
                expectCellsAndBadges(
                    of: layout, section: index, count: counts[index], definition: definition,
                    context: context,
                    mirrorWidth: mirrorWidth, into: &inventory)
            }
            expectBoundaryItems(
                definition.boundarySupplementaryItems, of: layout, section: index, numberedAfter: [:],
                renamed: renamedTwinOnce, into: &inventory)
        }
        var sectionZeroCounts: [ElementKind.Name: Int] = [:]
        for item in definitions.first.flatMap({ $0 })?.boundarySupplementaryItems ?? [] {
            sectionZeroCounts[item.elementKind, default: 0] += 1
        }
        expectBoundaryItems(
            configuration.boundarySupplementaryItems, of: layout, section: 0,
            numberedAfter: sectionZeroCounts, renamed: renamedTwinOnce,
            into: &inventory)
        if definitions.contains(where: { !($0?.decorationItems.isEmpty ?? true) }) {
            expectDecorations(
                definitions, context: context, mirrorWidth: mirrorWidth, scale: scale, into: &inventory)
        }
        return inventory
    }

    /// Whether the layout shows `cell` (from `attributes(at:)`): a cell of an orthogonal section
    /// only when its frame meets the section's window, the container's extent across the axis
    /// (rule 6 of ``LayoutSection``).
    public func isShown(_ cell: LayoutAttributes, context: LayoutContext) -> Bool {
        guard let definition = section(cell.path.section), definition.orthogonalScrollingBehavior != .none
        else {
            return true
        }
        return cell.frame.intersects(window(context))
    }

    /// An orthogonal section's window: infinite along the scroll axis, the container across it.
    func window(_ context: LayoutContext) -> Rect {
        let axis = configuration.scrollDirection
        return Rect(
            along: axis, main: Rect.infinite.min(along: axis), cross: 0,
            mainLength: Rect.infinite.length(along: axis),
            crossLength: Self.container(context).length(along: axis.cross))
    }

    /// The container: the viewport less the collection's content insets (negative, NaN or
    /// infinite insets read as 0, longer ones than `LayoutContext.maximumLength` as that length).
    static func container(_ context: LayoutContext) -> Size {
        let insets = context.contentInsets
        func length(_ value: Double) -> Double {
            value.isFinite && value > 0 ? min(value, LayoutContext.maximumLength) : 0
        }
        let viewport = context.viewportSize
        return Size(
            width: max(0, viewport.width - length(insets.left) - length(insets.right)),
            height: max(0, viewport.height - length(insets.top) - length(insets.bottom)))
    }

    /// The display scale as the layout reads it: not finite or not above zero reads as 1,
    /// above 1000 as 1000.
    static func pixelScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? min(scale, 1000) : 1
    }

    /// `value` on the pixel grid of `scale` (halves away from zero).
    static func align(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `frame` mirrored across `width` when there is one.
    static func mirrored(_ frame: Rect, across width: Double?) -> Rect {
        guard let width else { return frame }
        return Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

// MARK: - Cells and badges

extension CompositionalModel {
    private func expectCellsAndBadges(
        of layout: CompositionalLayout, section: Int, count: Int, definition: LayoutSection,
        context: LayoutContext, mirrorWidth: Double?, into inventory: inout ElementInventory
    ) {
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        let window = window(context)
        let badges = badges(section)
        let scale = Self.pixelScale(context.displayScale)
        for item in 0..<count {
            let path = ItemPath(item: item, section: section)
            guard let cell = layout.attributes(at: path) else {
                inventory.report("attributes(at: \(path)) is nil for an item of a defined section")
                continue
            }
            if !orthogonal || cell.frame.intersects(window) {
                inventory.expect(cell)
                if !orthogonal, let separators = definition.separators {
                    Self.expectSeparators(
                        of: cell, itemCount: count, separators: separators, context: context, into: &inventory
                    )
                }
            } else {
                inventory.expectAbsent(
                    ElementKey(cell),
                    because: "its frame lies outside its orthogonal section's window \(window)")
            }
            for badge in badges {
                let (frame, tolerance) = Self.badgeFrame(
                    badge, cell: cell.frame, mirrorWidth: mirrorWidth, scale: scale)
                let key = ElementKey(kind: .supplementary(badge.elementKind), path: path)
                guard orthogonal else {
                    inventory.expect(key, frame: frame, tolerance: tolerance)
                    continue
                }
                // Shown when its frame meets the window; within the tolerance of the window's
                // edge, the model cannot tell.
                let meets = frame.meets(window, tolerance: tolerance)
                if meets.possibly {
                    inventory.expect(key, frame: frame, tolerance: tolerance, isOptional: !meets.certainly)
                }
            }
        }
    }

    /// Rule of ``LayoutAnchor``, on the left-to-right reading of the cell's returned frame:
    /// sized against the cell, lined up with the named edges (centred on an axis with neither
    /// or both), moved by the offset (a fraction of the badge's size when fractional), then
    /// mirrored back. The tolerance covers the pixel rounding of the cell and of the badge.
    static func badgeFrame(
        _ badge: LayoutSupplementaryItem, cell: Rect, mirrorWidth: Double?, scale: Double
    ) -> (frame: Rect, tolerance: Double) {
        let container = mirrored(cell, across: mirrorWidth)
        let size = badge.layoutSize.resolved(in: container.size)
        let anchor = badge.containerAnchor
        let edges = anchor.edges
        let x: Double
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = container.minX
        case (false, true): x = container.maxX - size.width
        default: x = container.midX - size.width / 2
        }
        let y: Double
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = container.minY
        case (false, true): y = container.maxY - size.height
        default: y = container.midY - size.height / 2
        }
        let limit = LayoutDimension.maximumLength
        var dx = anchor.offset.x.isFinite ? anchor.offset.x : 0
        var dy = anchor.offset.y.isFinite ? anchor.offset.y : 0
        if anchor.isFractionalOffset {
            dx *= size.width
            dy *= size.height
        }
        dx = min(max(dx, -limit), limit)
        dy = min(max(dy, -limit), limit)
        let frame = Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
        // A cell edge is off by at most half a pixel, its size by a pixel; a fractional size
        // (and a fractional offset of it) scales that pixel.
        func fraction(_ dimension: LayoutDimension) -> Double {
            dimension.isFractionalWidth || dimension.isFractionalHeight
                ? min(
                    max(dimension.dimension.isFinite ? dimension.dimension : 0, 0),
                    LayoutDimension.maximumFraction)
                : 0
        }
        let scaled = max(
            fraction(badge.layoutSize.widthDimension), fraction(badge.layoutSize.heightDimension))
        let offsetFactor =
            anchor.isFractionalOffset ? max(abs(dx), abs(dy)) / max(1, min(size.width, size.height)) : 0
        let tolerance = (1.5 + scaled * (1 + offsetFactor)) / scale
        return (mirrored(frame, across: mirrorWidth), tolerance)
    }
}

// MARK: - Boundary items

extension CompositionalModel {
    /// Rule 5 of ``LayoutBoundarySupplementaryItem``: the items of `items` of one kind are
    /// items 0, 1, … of `section` (after `numberedAfter[kind]` earlier ones); the first of each
    /// kind is what `supplementaryAttributes(ofKind:inSection:)` answers when no earlier one
    /// shares its kind; each later one is where that point query puts it in a twin layout
    /// (`renamed`, made once when needed) in which every item of a shared kind has a kind of
    /// its own (a kind names an item and moves nothing).
    private func expectBoundaryItems(
        _ items: [LayoutBoundarySupplementaryItem], of layout: CompositionalLayout, section: Int,
        numberedAfter: [ElementKind.Name: Int], renamed: () -> CompositionalLayout,
        into inventory: inout ElementInventory
    ) {
        var seen: [ElementKind.Name: Int] = [:]
        for item in items {
            let kind = item.elementKind
            let number = numberedAfter[kind, default: 0] + seen[kind, default: 0]
            seen[kind, default: 0] += 1
            if number == 0 {
                inventory.expectSupplementary(
                    layout.supplementaryAttributes(ofKind: kind, inSection: section), kind: kind,
                    section: section,
                    defined: true)
            } else {
                let key = ElementKey(
                    kind: .supplementary(kind), path: ItemPath(item: number, section: section))
                guard
                    let twin = renamed().supplementaryAttributes(
                        ofKind: Self.renamed(kind, number), inSection: section)
                else {
                    inventory.report("\(key): the twin layout places no item of its own kind")
                    continue
                }
                inventory.expect(key, frame: twin.frame, tolerance: 0)
            }
        }
    }
}

// MARK: - Decorations

extension CompositionalModel {
    /// The kind of its own that the twin of ``expectBoundaryItems`` gives the boundary item
    /// numbered `number` among those of `kind` (0 keeps the kind).
    static func renamed(_ kind: ElementKind.Name, _ number: Int) -> ElementKind.Name {
        number == 0 ? kind : ElementKind.Name("\(kind.string) (LayoutEngineTestSupport \(number))")
    }

    /// `items` with each one of a kind that an earlier one (or `numberedAfter[kind]` earlier
    /// ones) has renamed by ``renamed(_:_:)``.
    static func renamingSharedKinds(
        _ items: [LayoutBoundarySupplementaryItem], numberedAfter: [ElementKind.Name: Int] = [:]
    ) -> [LayoutBoundarySupplementaryItem] {
        var seen = numberedAfter
        return items.map { item in
            let number = seen[item.elementKind, default: 0]
            seen[item.elementKind, default: 0] += 1
            var copy = item
            copy.elementKind = renamed(item.elementKind, number)
            return copy
        }
    }

    /// This model's layout, prepared for `context`, with every boundary item of a shared kind
    /// renamed (``renamingSharedKinds(_:numberedAfter:)``), the layout's own after section 0's.
    func renamedTwin(_ context: LayoutContext) -> CompositionalLayout {
        let section = self.section
        let sectionZero = section(0)?.boundarySupplementaryItems ?? []
        var sectionZeroCounts: [ElementKind.Name: Int] = [:]
        for item in sectionZero { sectionZeroCounts[item.elementKind, default: 0] += 1 }
        var configuration = configuration
        configuration.boundarySupplementaryItems = Self.renamingSharedKinds(
            configuration.boundarySupplementaryItems, numberedAfter: sectionZeroCounts)
        var twin = CompositionalLayout(configuration: configuration) { index, _ in
            section(index).map { definition in
                var definition = definition
                definition.boundarySupplementaryItems = Self.renamingSharedKinds(
                    definition.boundarySupplementaryItems)
                return definition
            }
        }
        for (path, size) in reportedSizes.sorted(by: {
            ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item)
        }) {
            twin.reportSize(size, forItemAt: path)
        }
        twin.prepare(context)
        return twin
    }

    /// The kinds of the zero-length boundary markers at the start and the end of a section's
    /// content area.
    static let contentStartMarker = ElementKind.Name("LayoutEngineTestSupport.contentStart")
    static let contentEndMarker = ElementKind.Name("LayoutEngineTestSupport.contentEnd")

    /// `section` with a zero-length boundary item at the start and one at the end of its
    /// content area: extending items of no length, which move nothing (rule 1 of
    /// ``LayoutBoundarySupplementaryItem``).
    static func marked(_ section: LayoutSection) -> LayoutSection {
        var section = section
        let none = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        section.boundarySupplementaryItems += [
            LayoutBoundarySupplementaryItem(
                layoutSize: none, elementKind: contentStartMarker, alignment: .topLeading),
            LayoutBoundarySupplementaryItem(
                layoutSize: none, elementKind: contentEndMarker, alignment: .bottomTrailing),
        ]
        return section
    }

    /// Rule of ``LayoutDecorationItem``: each decoration covers its section's content area
    /// (from the markers of a twin layout) across the container, shrunk by its insets (negative,
    /// NaN or infinite ones read as 0, longer ones than `LayoutContext.maximumLength` as that
    /// length; insets longer than the area leave it zero-length at the inset), mirrored in right-to-left layouts; item `n` for the `n`-th of its kind.
    private func expectDecorations(
        _ definitions: [LayoutSection?], context: LayoutContext, mirrorWidth: Double?, scale: Double,
        into inventory: inout ElementInventory
    ) {
        let section = self.section
        var twin = CompositionalLayout(configuration: configuration) { index, _ in
            section(index).map(Self.marked)
        }
        for (path, size) in reportedSizes.sorted(by: {
            ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item)
        }) {
            twin.reportSize(size, forItemAt: path)
        }
        twin.prepare(context)
        let axis = configuration.scrollDirection
        let twinMirror =
            context.layoutDirection == .rightToLeft ? Self.align(twin.contentSize.width, scale) : nil
        let crossLength = Self.container(context).length(along: axis.cross)
        for (index, definition) in definitions.enumerated() {
            guard let definition, !definition.decorationItems.isEmpty else { continue }
            guard let start = twin.supplementaryAttributes(ofKind: Self.contentStartMarker, inSection: index),
                let end = twin.supplementaryAttributes(ofKind: Self.contentEndMarker, inSection: index)
            else {
                inventory.report("section \(index): the twin layout places no content-area marker")
                continue
            }
            let startMain = Self.mirrored(start.frame, across: twinMirror).min(along: axis)
            let endMain = Self.mirrored(end.frame, across: twinMirror).min(along: axis)
            let area = Rect(
                along: axis, main: startMain, cross: 0, mainLength: endMain - startMain,
                crossLength: crossLength)
            var seen: [ElementKind.Name: Int] = [:]
            for decoration in definition.decorationItems {
                let number = seen[decoration.elementKind, default: 0]
                seen[decoration.elementKind, default: 0] += 1
                func length(_ value: Double) -> Double {
                    value.isFinite && value > 0 ? min(value, LayoutContext.maximumLength) : 0
                }
                let insets = decoration.contentInsets.leftToRight
                let (top, left, bottom, right) = (
                    length(insets.top), length(insets.left), length(insets.bottom), length(insets.right)
                )
                let frame = Rect(
                    x: area.minX + min(left, area.width), y: area.minY + min(top, area.height),
                    width: max(0, area.width - left - right), height: max(0, area.height - top - bottom))
                inventory.expect(
                    ElementKey(
                        kind: .decoration(decoration.elementKind),
                        path: ItemPath(item: number, section: index)),
                    frame: Self.mirrored(frame, across: mirrorWidth), tolerance: 1 / scale)
            }
        }
    }
}
