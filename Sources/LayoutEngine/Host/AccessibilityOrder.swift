/// The order a screen reader reads a layout's elements in, as a function of the layout: what
/// ``CollectionHost/accessibilityOrder(in:)`` answers, for a renderer that holds its layout
/// itself (a UIKit adapter, say).
public enum AccessibilityOrder {
    /// The elements of `layout` intersecting `rect` (content coordinates) in reading order:
    /// section by section, each section's header first, then its items in path order (with the
    /// supplementary views other than headers and footers, such as badges, after the item they
    /// share a path with), then its footer. Decoration views and hidden elements are not read.
    ///
    /// - Complexity: the layout's query of `rect`, plus O(k log k) for the k elements found.
    public static func elements<Layout: CollectionLayout>(in rect: Rect, of layout: Layout) -> [ElementID] {
        sorted(layout.attributes(in: rect))
    }

    /// The elements `attributes` describe in reading order, without decoration views and
    /// hidden elements (the rule of ``elements(in:of:)``).
    ///
    /// - Complexity: O(k log k) for the k elements.
    public static func sorted(_ attributes: [LayoutAttributes]) -> [ElementID] {
        attributes
            .filter { element in
                if case .decoration = element.kind { return false }
                return !element.isHidden
            }
            .map(ElementID.init)
            .sorted { $0.readingKey < $1.readingKey }
    }
}

extension ElementID {
    /// Where the element comes in reading order: section, then header, body, footer, then item,
    /// then cells before other supplementary views.
    fileprivate var readingKey: ReadingKey {
        let part: Int
        let kindRank: Int
        switch kind {
        case .cell: (part, kindRank) = (1, 0)
        case .supplementary(let name):
            if name == ElementKind.sectionHeaderKind {
                (part, kindRank) = (0, 0)
            } else if name == ElementKind.sectionFooterKind {
                (part, kindRank) = (2, 0)
            } else {
                (part, kindRank) = (1, 1 + Int(name.id))
            }
        case .decoration(let name): (part, kindRank) = (3, Int(name.id))
        }
        return ReadingKey(section: path.section, part: part, item: path.item, kindRank: kindRank)
    }
}

/// The sort key of ``AccessibilityOrder``.
private struct ReadingKey: Comparable {
    var section: Int
    var part: Int
    var item: Int
    var kindRank: Int

    static func < (lhs: ReadingKey, rhs: ReadingKey) -> Bool {
        (lhs.section, lhs.part, lhs.item, lhs.kindRank) < (rhs.section, rhs.part, rhs.item, rhs.kindRank)
    }
}
