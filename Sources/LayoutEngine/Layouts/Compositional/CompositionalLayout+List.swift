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

    /// The separator of the item at `path` (rule 1 of ``ListSeparators``), or nil when its
    /// section has no separators, scrolls orthogonally, or hides this one, or when there is no
    /// such item.
    ///
    /// - Complexity: O(1) (plus the item separator handler's cost).
    public func separatorAttributes(at path: ItemPath) -> LayoutAttributes? {
        guard let cell = attributes(at: path), let definition = state.definitions[path.section],
            definition.orthogonalScrollingBehavior == .none, let separators = definition.separators
        else {
            return nil
        }
        return separator(of: cell, separators, itemCount: state.plans[path.section].itemCount)
    }

    /// The separator of `cell` under `separators`, or nil when it is hidden.
    private func separator(of cell: LayoutAttributes, _ separators: ListSeparators, itemCount: Int)
        -> LayoutAttributes?
    {
        guard
            let insets = separators.insets(
                forItem: cell.path.item, of: itemCount, section: cell.path.section)
        else { return nil }
        let frame = ListSeparators.frame(
            inCell: cell.frame, insets: insets, thickness: separators.thickness,
            direction: state.environment.layoutDirection, scale: state.grid.scale)
        return LayoutAttributes(path: cell.path, kind: .separator, frame: frame, zIndex: separators.zIndex)
    }

    /// Completes a query's `result` for `rect` in sections with list elements: appends the
    /// separator of each returned cell that meets `rect` (a separator lies inside its cell, so
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
                guard definition.orthogonalScrollingBehavior == .none, let separators = definition.separators,
                    let separator = separator(of: element, separators, itemCount: itemCount),
                    separator.frame.intersects(rect)
                else { continue }
                result.append(separator)
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
