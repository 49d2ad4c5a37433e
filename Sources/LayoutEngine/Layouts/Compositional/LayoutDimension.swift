/// One extent of an element in a compositional layout (UIKit's `NSCollectionLayoutDimension`).
///
/// Fractions resolve against the *container*: for an item, the content box of the group that
/// holds it (the group's size less its content insets); for a section's group, the section's
/// content size (the viewport less the collection's and the section's content insets).
///
/// ```swift
/// let half = LayoutDimension.fractionalWidth(0.5)   // half the container's width
/// let row = LayoutDimension.absolute(44)            // 44 points
/// ```
///
/// Bad input: a negative, NaN or infinite absolute or estimated length resolves to 0; a length
/// above ``maximumLength`` to ``maximumLength``. A fraction that is not finite or not above
/// zero resolves to 0, one above ``maximumFraction`` to ``maximumFraction`` of the container.
public enum LayoutDimension: Hashable, Sendable {
    /// A fixed length in points.
    case absolute(Double)
    /// A length that self-sizing may change later (``CompositionalLayout/reportSize(_:forItemAt:)``);
    /// until then it is used as a fixed length, and an item's content insets along this axis
    /// are ignored, as UIKit does. A group estimated along an axis has an extent there (its
    /// estimate, or the extent of its measured cells) rounded to the pixel grid of the display
    /// scale, as a measured view's fitting size is: a size change then moves what follows by
    /// whole pixels, and elements with nothing changed between them keep their distance.
    case estimated(Double)
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
}

extension LayoutDimension {
    /// The largest length a dimension resolves to (one million points).
    public static let maximumLength = 1_000_000.0

    /// The largest fraction of its container a dimension resolves to.
    ///
    /// Fractions above 1 are legal (a group wider than the screen in a later orthogonal
    /// section); absurd ones are clamped so that every frame stays finite.
    public static let maximumFraction = 100.0

    /// The number the dimension was made with (points or a fraction).
    public var dimension: Double {
        switch self {
        case .absolute(let value), .estimated(let value), .fractionalWidth(let value),
            .fractionalHeight(let value):
            value
        }
    }

    /// Whether the dimension is an absolute length.
    public var isAbsolute: Bool {
        if case .absolute = self { return true }
        return false
    }

    /// Whether the dimension is an estimate.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = self { return true }
        return false
    }

    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }

    /// The length in points inside a container of `container` size, following the clamping
    /// rules in the type's documentation.
    ///
    /// - Complexity: O(1).
    package func resolved(in container: Size) -> Double {
        switch self {
        case .absolute(let value), .estimated(let value):
            return value.boundedLength
        case .fractionalWidth(let fraction):
            return Swift.min(
                Self.clampedFraction(fraction) * container.width.sanitizedLength, Self.maximumLength)
        case .fractionalHeight(let fraction):
            return Swift.min(
                Self.clampedFraction(fraction) * container.height.sanitizedLength, Self.maximumLength)
        }
    }

    /// Throws unless the dimension is usable as given: lengths finite, not negative and at
    /// most ``maximumLength``, fractions above zero and at most ``maximumFraction``.
    package func validate(_ field: String) throws(LayoutConfigurationError) {
        switch self {
        case .absolute(let value), .estimated(let value):
            try LayoutConfigurationError.requireLength(value, field)
        case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
            try LayoutConfigurationError.requirePositive(fraction, field)
            try LayoutConfigurationError.require(fraction, in: 0...Self.maximumFraction, field)
        }
    }

    private static func clampedFraction(_ fraction: Double) -> Double {
        guard fraction.isFinite, fraction > 0 else { return 0 }
        return Swift.min(fraction, maximumFraction)
    }
}
