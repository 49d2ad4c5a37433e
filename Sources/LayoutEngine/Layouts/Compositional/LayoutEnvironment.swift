/// What a section provider or a custom group is told about where it is laid out (UIKit's
/// `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The size of the container: the viewport for a section provider, the group's content box
    /// for a custom group.
    public var containerSize: Size
    /// The container's content insets (the collection's insets for a section provider; zero
    /// for a custom group).
    public var contentInsets: EdgeInsets
    /// Pixels per point.
    public var displayScale: Double
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection

    /// Creates an environment.
    public init(
        containerSize: Size, contentInsets: EdgeInsets = .zero, displayScale: Double = 1,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.containerSize = containerSize
        self.contentInsets = contentInsets
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}

extension LayoutEnvironment {
    /// The container's size less its content insets, never negative (UIKit's
    /// `effectiveContentSize`). Negative, NaN or infinite extents and insets read as 0, longer
    /// ones than ``LayoutContext/maximumLength`` as that length.
    public var contentSize: Size {
        let size = containerSize.bounded
        let insets = contentInsets.bounded
        return Size(
            width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    }
}
