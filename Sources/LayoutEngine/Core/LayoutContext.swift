/// What a collection view tells its layout: the viewport, the data's shape and the environment.
///
/// A layout compares the context it is given with the last one to decide how much work
/// `prepare` must redo: a change of `bounds.origin` alone is a scroll, items added to the last
/// section are a page appended, a new `bounds.size` is a resize.
public struct LayoutContext: Hashable, Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// The number of items in each section; its count is the number of sections.
    ///
    /// Negative counts are read as zero.
    public var itemCounts: [Int]
    /// Space the collection view keeps around the content (UIKit's adjusted content inset);
    /// a vertical layout's content is `bounds.width - contentInsets.horizontal` wide.
    public var contentInsets: EdgeInsets
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// Pixels per point, for layouts that round frames to pixel boundaries.
    public var displayScale: Double

    /// Creates a context.
    public init(
        bounds: Rect, itemCounts: [Int], contentInsets: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1
    ) {
        self.bounds = bounds
        self.itemCounts = itemCounts
        self.contentInsets = contentInsets
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// A context with a viewport of `size` at offset zero.
    public init(
        viewportSize: Size, itemCounts: [Int], contentInsets: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1
    ) {
        self.init(
            bounds: Rect(origin: .zero, size: viewportSize), itemCounts: itemCounts,
            contentInsets: contentInsets, layoutDirection: layoutDirection, displayScale: displayScale)
    }
}

extension LayoutContext {
    /// The number of sections.
    public var sectionCount: Int { itemCounts.count }

    /// The number of items in `section`: zero for a negative count or a section out of range.
    public func itemCount(inSection section: Int) -> Int {
        guard section >= 0, section < itemCounts.count else { return 0 }
        return max(0, itemCounts[section])
    }

    /// The viewport's size with negative, NaN or infinite extents read as zero.
    public var viewportSize: Size { bounds.size.sanitized }

    /// The content offset (the viewport's origin), with non-finite coordinates read as zero.
    public var contentOffset: Point {
        Point(x: bounds.origin.x.sanitizedOffset, y: bounds.origin.y.sanitizedOffset)
    }
}
