/// One of the two directions of the plane; a layout's scroll direction is an axis.
///
/// Layout code is written once in terms of the *main* axis (the scroll direction) and the
/// *cross* axis (across it), with helpers such as `Rect.min(along:)` and
/// `Size.length(along:)`, so that rows and columns share one code path.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Left to right (x).
    case horizontal
    /// Top to bottom (y).
    case vertical

    /// The other axis.
    @inline(__always)
    public var cross: Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}

/// The direction in which a collection scrolls (UIKit's `UICollectionView.ScrollDirection`).
public typealias ScrollDirection = Axis

/// The reading direction of the user interface (UIKit's `UIUserInterfaceLayoutDirection`).
///
/// In right-to-left layouts, layouts mirror horizontal positions: "leading" is the right edge.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}
