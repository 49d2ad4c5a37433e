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
    /// The viewport's safe area (``LayoutContext/safeAreaInsets``; zero for a custom group).
    public var safeAreaInsets: EdgeInsets
    /// The viewport's layout margins (``LayoutContext/layoutMargins``; zero for a custom group).
    public var layoutMargins: EdgeInsets
    /// The readable width (``LayoutContext/readableContentWidth``; infinite for a custom group).
    public var readableContentWidth: Double

    /// Creates an environment.
    public init(
        containerSize: Size, contentInsets: EdgeInsets = .zero, displayScale: Double = 1,
        layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero, readableContentWidth: Double = .infinity
    ) {
        self.containerSize = containerSize
        self.contentInsets = contentInsets
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
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
