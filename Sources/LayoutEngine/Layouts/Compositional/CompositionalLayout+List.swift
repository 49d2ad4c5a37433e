// MARK: - Lists

extension CompositionalLayout {
    /// A layout whose every section is a list following `listConfiguration` (UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`; see ``ListConfiguration``).
    ///
    /// - Complexity: O(1); each prepare makes one section per section index.
    public static func list(
        using listConfiguration: ListConfiguration, configuration: Configuration = .init()
    ) -> CompositionalLayout {
        CompositionalLayout(configuration: configuration) { _, environment in
            LayoutSection.list(using: listConfiguration, environment: environment)
        }
    }

    /// The bottom separator of the item at `path` (rule 1 of ``ListSeparators``), or nil when
    /// its section has no separators, scrolls orthogonally, or hides this one, or when there is
    /// no such item.
    ///
    /// - Complexity: O(1) (plus the item separator handler's cost).
    public func separatorAttributes(at path: ItemPath) -> LayoutAttributes? {
        separators(at: path).bottom
    }

    /// The top separator of the item at `path` (rule 1 of ``ListSeparators``), or nil as for
    /// ``separatorAttributes(at:)``.
    ///
    /// - Complexity: O(1) (plus the item separator handler's cost).
    public func topSeparatorAttributes(at path: ItemPath) -> LayoutAttributes? {
        separators(at: path).top
    }

    /// The top and bottom separators of the item at `path`.
    private func separators(at path: ItemPath) -> (top: LayoutAttributes?, bottom: LayoutAttributes?) {
        guard let cell = attributes(at: path), let definition = state.definitions[path.section],
            definition.orthogonalScrollingBehavior == .none, let separators = definition.separators
        else {
            return (nil, nil)
        }
        return self.separators(of: cell, separators, itemCount: state.plans[path.section].itemCount)
    }

    /// The top and bottom separators of `cell` under `separators`, each nil when hidden.
    private func separators(of cell: LayoutAttributes, _ separators: ListSeparators, itemCount: Int) -> (
        top: LayoutAttributes?, bottom: LayoutAttributes?
    ) {
        let insets = separators.insets(forItem: cell.path.item, of: itemCount, section: cell.path.section)
        func separator(_ insets: DirectionalEdgeInsets?, atTop: Bool) -> LayoutAttributes? {
            guard let insets else { return nil }
            let frame = ListSeparators.frame(
                inCell: cell.frame, atTop: atTop, insets: insets, thickness: separators.thickness,
                direction: state.environment.layoutDirection, scale: state.grid.scale)
            return LayoutAttributes(
                path: cell.path, kind: atTop ? .topSeparator : .separator, frame: frame,
                zIndex: separators.zIndex)
        }
        return (separator(insets.top, atTop: true), separator(insets.bottom, atTop: false))
    }

    /// Completes a query's `result` for `rect` in sections with list elements: appends the
    /// separators of each returned cell that meet `rect` (a separator lies inside its cell, so
    /// only returned cells can have one that does), and gives decorations their corner radius.
    ///
    /// - Complexity: O(k) for the k results (plus the handlers' cost).
    func finishListElements(in rect: Rect, _ result: inout [LayoutAttributes]) {
        var section = -1
        var definition: LayoutSection?
        var itemCount = 0
        for position in result.indices {
            let element = result[position]
            if element.path.section != section {
                section = element.path.section
                definition = state.definitions[section]
                itemCount = state.plans.indices.contains(section) ? state.plans[section].itemCount : 0
            }
            guard let definition else { continue }
            switch element.kind {
            case .cell:
                guard definition.orthogonalScrollingBehavior == .none, let separators = definition.separators
                else { continue }
                let (top, bottom) = self.separators(of: element, separators, itemCount: itemCount)
                if let top, top.frame.intersects(rect) { result.append(top) }
                if let bottom, bottom.frame.intersects(rect) { result.append(bottom) }
            case .decoration(let kind):
                result[position].cornerRadius = Self.cornerRadius(
                    of: kind, item: element.path.item, in: definition)
            case .supplementary:
                continue
            }
        }
    }

    /// The corner radius of the `item`-th decoration of `kind` in `section` (0 when there is
    /// none).
    static func cornerRadius(of kind: ElementKind.Name, item: Int, in section: LayoutSection) -> Double {
        var seen = 0
        for decoration in section.decorationItems where decoration.elementKind == kind {
            if seen == item { return decoration.cornerRadius.boundedLength }
            seen += 1
        }
        return 0
    }

    /// A section's boundary padding as it is laid out (rule 8 of ``LayoutSection``).
    static func boundaryPadding(_ padding: Double) -> Double {
        padding.boundedLength
    }
}
