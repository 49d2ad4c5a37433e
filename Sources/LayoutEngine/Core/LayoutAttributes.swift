/// Where one element goes and how it looks (UIKit's `UICollectionViewLayoutAttributes`).
///
/// `frame` is the untransformed frame; the transform is applied about ``anchorPoint`` (unit
/// coordinates of the frame, the centre by default). UIKit keeps a 2-D `transform` and a
/// `transform3D` that are two views of one value; so does this type: ``transform3D`` is stored
/// and ``transform`` reads and writes its affine part.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's path.
    public var path: ItemPath
    /// Cell, supplementary or decoration.
    public var kind: ElementKind
    /// The untransformed frame, in content coordinates.
    public var frame: Rect
    /// The transform, applied about ``anchorPoint``.
    public var transform3D: Transform3D
    /// The point about which the transform applies, in unit coordinates of the frame
    /// ((0.5, 0.5), the centre, by default; it may lie outside the frame).
    public var anchorPoint: Point
    /// Opacity, from 0 (invisible) to 1.
    public var alpha: Double
    /// Stacking order: higher values are drawn above lower ones.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// The radius of the element's rounded corners, in points (0: square corners), for a host
    /// to draw with, such as an inset-grouped list's section background (UIKit's views carry it
    /// in their layers, not in their attributes).
    public var cornerRadius: Double = 0
    /// Whether the element is pinned to an edge of the visible area at the offset of the query:
    /// a header, footer or boundary item that pins (the flow's and waterfall's
    /// `sectionHeadersPinToVisibleBounds`, a compositional boundary item's
    /// `pinToVisibleBounds`) and that the offset has moved off its place in the content, so that
    /// it floats over the content there. False for every other element (the default), and for
    /// a pinning element that sits at its own place.
    public var isPinned = false

    /// Creates attributes with an identity transform, full opacity and a zIndex of 0 (or 10 for
    /// supplementary elements, which UIKit draws above cells).
    public init(
        path: ItemPath, kind: ElementKind = .cell, frame: Rect,
        transform3D: Transform3D = .identity, anchorPoint: Point = Point(x: 0.5, y: 0.5),
        alpha: Double = 1, zIndex: Int? = nil, isHidden: Bool = false
    ) {
        self.path = path
        self.kind = kind
        self.frame = frame
        self.transform3D = transform3D
        self.anchorPoint = anchorPoint
        self.alpha = alpha
        if let zIndex {
            self.zIndex = zIndex
        } else if case .supplementary = kind {
            self.zIndex = 10
        } else if case .decoration = kind {
            self.zIndex = -1
        } else {
            self.zIndex = 0
        }
        self.isHidden = isHidden
    }
}

extension LayoutAttributes {
    /// The 2-D affine view of ``transform3D``; setting it replaces the 3-D transform.
    public var transform: Transform {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }

    /// The frame's size.
    public var size: Size { frame.size }

    /// The untransformed frame's centre.
    public var center: Point { frame.center }

    /// The anchor point in content coordinates.
    public var anchorPosition: Point {
        Point(
            x: frame.minX + anchorPoint.x * frame.width,
            y: frame.minY + anchorPoint.y * frame.height)
    }

    /// The four corners of the element as drawn: top-left, top-right, bottom-right, bottom-left
    /// of the frame, transformed about the anchor and projected.
    public var visualQuad: [Point] {
        let corners = [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
            Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
        ]
        if transform3D.isIdentity { return corners }
        let anchor = anchorPosition
        return corners.map { corner in
            let local = transform3D.project(Point(x: corner.x - anchor.x, y: corner.y - anchor.y))
            return Point(x: local.x + anchor.x, y: local.y + anchor.y)
        }
    }

    /// The bounds of the element as drawn: the frame itself without a transform, otherwise the
    /// bounding box of ``visualQuad``. Rect queries of layouts with transforms use these bounds.
    public var visualBounds: Rect {
        // Computed without allocating (it runs for every candidate of a transformed layout's
        // query).
        if transform3D.isIdentity { return frame }
        let anchor = anchorPosition
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for (x, y) in [
            (frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.maxX, frame.maxY),
            (frame.minX, frame.maxY),
        ] {
            let local = transform3D.project(Point(x: x - anchor.x, y: y - anchor.y))
            minX = Swift.min(minX, local.x)
            maxX = Swift.max(maxX, local.x)
            minY = Swift.min(minY, local.y)
            maxY = Swift.max(maxY, local.y)
        }
        return Rect(x: minX + anchor.x, y: minY + anchor.y, width: maxX - minX, height: maxY - minY)
    }
}

extension LayoutAttributes {
    /// The number of attributes a query's result is first given room for: a screenful of
    /// cells, so that most queries allocate their result once instead of growing it several
    /// times (each growth copies every attribute so far).
    static var typicalQueryCount: Int { 32 }
}
