/// The width and height of an element in a compositional layout, each a ``LayoutDimension``
/// (UIKit's `NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

extension LayoutSize {
    /// The size in points inside a container of `container` size (see ``LayoutDimension``
    /// for the clamping rules).
    ///
    /// - Complexity: O(1).
    package func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along `axis`.
    func dimension(along axis: Axis) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// Throws unless both dimensions are usable as given.
    package func validate(_ field: String) throws(LayoutConfigurationError) {
        try widthDimension.validate(field + ".widthDimension")
        try heightDimension.validate(field + ".heightDimension")
    }
}
