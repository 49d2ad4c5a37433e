/// Edges of a rectangle named by reading direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set of edges from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its item's cell (UIKit's `NSCollectionLayoutAnchor`).
///
/// Along each axis the item lines up with the named edge, inside the cell (`.top`: its top on
/// the cell's top); with neither or both edges of an axis named, it is centred on that axis.
/// The offset then moves it: x towards trailing, y downwards, in points or in fractions of
/// the supplementary item's own size. Non-finite offsets read as 0.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the item lines up with.
    public var edges: DirectionalRectEdge
    /// The offset, in points or in fractions of the item's size.
    public var offset: Point
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool

    /// An anchor at `edges` moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// An anchor at `edges` moved by `fractionalOffset` times the item's size (Apple's badge
    /// example uses `(0.3, -0.3)` at the top trailing corner).
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }
}

extension LayoutAnchor {
    /// The frame of an item of `size` anchored to `container` (left-to-right coordinates).
    func frame(of size: Size, in container: Rect) -> Rect {
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
        var dx = offset.x.sanitizedOffset
        var dy = offset.y.sanitizedOffset
        if isFractionalOffset {
            dx *= size.width
            dy *= size.height
        }
        dx = min(max(dx, -limit), limit)
        dy = min(max(dy, -limit), limit)
        return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view anchored to an item's cell, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`).
///
/// Its size resolves against the cell's size (`fractionalWidth(0.5)` is half the cell); the
/// anchor places it. It carries the item's path and kind `.supplementary(elementKind)`.
///
/// - Note: Give each supplementary item of one item a distinct kind; two of the same kind
///   would share a (kind, path) key.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The item's size, resolved against the cell's size.
    public var layoutSize: LayoutSize
    /// The element kind.
    public var elementKind: ElementKind.Name
    /// Where the item sits on the cell.
    public var containerAnchor: LayoutAnchor
    /// The stacking order (10 by default, above cells, like every supplementary view).
    public var zIndex: Int = 10

    /// Creates a supplementary item anchored to its cell.
    public init(layoutSize: LayoutSize, elementKind: ElementKind.Name, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}

/// A header, footer or other view at the boundary of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Rules:
/// 1. An alignment at the start of the scroll axis (`top…` when scrolling vertically,
///    `…leading` horizontally) puts the item before the section's content, one at the end
///    after it; with ``extendsBoundary`` (the default) the section grows by the item's length
///    (by the longest such item on each end), otherwise the item overlaps the content's start
///    or end. Other alignments (`leading`/`trailing` scrolling vertically, `top`/`bottom`
///    horizontally) place the item at the content's start, on that side, never extending.
/// 2. Across the scroll axis the item lines up with the named side, or is centred when none is
///    named; its size resolves against the section's content size when the section's
///    `supplementariesFollowContentInsets` is true (the default), otherwise the container's.
/// 3. ``offset`` then moves it (x towards trailing, y downwards).
/// 4. ``pinToVisibleBounds`` keeps it in view while its section is (the pinning rule every
///    layout shares: items before the content pin like headers, all others like footers).
/// 5. Its path is item 0 of its section (section 0 for layout-wide items); a second item of
///    the same kind in one list gets item 1, and so on.
///
/// Bad input: non-finite offsets read as 0.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// Where a boundary item sits (UIKit's `NSRectAlignment`).
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Top, centred horizontally.
        case top
        /// Top leading corner.
        case topLeading
        /// Leading side, centred vertically.
        case leading
        /// Bottom leading corner.
        case bottomLeading
        /// Bottom, centred horizontally.
        case bottom
        /// Bottom trailing corner.
        case bottomTrailing
        /// Trailing side, centred vertically.
        case trailing
        /// Top trailing corner.
        case topTrailing
    }

    /// The item's size.
    public var layoutSize: LayoutSize
    /// The element kind (``ElementKind/sectionHeaderKind`` for a header).
    public var elementKind: ElementKind.Name
    /// Where the item sits.
    public var alignment: Alignment
    /// A final offset in points (x towards trailing, y downwards).
    public var offset: Point
    /// Whether the item stays in view while its section is visible.
    public var pinToVisibleBounds: Bool = false
    /// Whether the section grows to make room for the item.
    public var extendsBoundary: Bool = true
    /// The stacking order (10 by default, above cells).
    public var zIndex: Int = 10

    /// Creates a boundary item.
    public init(
        layoutSize: LayoutSize, elementKind: ElementKind.Name, alignment: Alignment,
        absoluteOffset: Point = .zero
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}

extension LayoutBoundarySupplementaryItem.Alignment {
    /// The edges the alignment names.
    var edges: DirectionalRectEdge {
        switch self {
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// A decoration view behind a section, such as its background (UIKit's
/// `NSCollectionLayoutDecorationItem`).
///
/// A background covers the section's content area (between its header and footer, content
/// insets included) across the whole container, shrunk by its own ``contentInsets``. Its path
/// is item 0 of its section (item 1 for a second decoration of the same kind, and so on).
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The element kind.
    public var elementKind: ElementKind.Name
    /// Insets that shrink the decoration inside the section (negative values read as 0).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The stacking order (-1 by default, below cells).
    public var zIndex: Int = -1
    /// The radius of the decoration's rounded corners, copied into its attributes'
    /// ``LayoutAttributes/cornerRadius`` (0 by default: square corners). Negative, NaN or
    /// infinite reads as 0.
    public var cornerRadius: Double = 0

    /// A section background of `elementKind`.
    public static func background(elementKind: ElementKind.Name) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    private init(elementKind: ElementKind.Name) {
        self.elementKind = elementKind
    }
}

// MARK: - Validation

extension LayoutSupplementaryItem {
    /// Throws unless the size is usable and the anchor's offset is finite and at most
    /// ``LayoutDimension/maximumLength`` in magnitude (a fractional offset too, before it is
    /// multiplied by the size).
    func validate(_ field: String) throws(LayoutConfigurationError) {
        try layoutSize.validate(field + ".layoutSize")
        try LayoutConfigurationError.requireOffset(
            containerAnchor.offset.x, field + ".containerAnchor.offset.x")
        try LayoutConfigurationError.requireOffset(
            containerAnchor.offset.y, field + ".containerAnchor.offset.y")
    }
}

extension LayoutBoundarySupplementaryItem {
    /// Throws unless the size is usable and the offset is finite and at most
    /// ``LayoutDimension/maximumLength`` in magnitude.
    func validate(_ field: String) throws(LayoutConfigurationError) {
        try layoutSize.validate(field + ".layoutSize")
        try LayoutConfigurationError.requireOffset(offset.x, field + ".offset.x")
        try LayoutConfigurationError.requireOffset(offset.y, field + ".offset.y")
    }
}
