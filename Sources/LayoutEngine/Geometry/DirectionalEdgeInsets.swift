/// Insets for each edge of a rectangle, named by reading direction (UIKit's
/// `NSDirectionalEdgeInsets`): `leading` is the left edge in left-to-right layouts and the right
/// edge in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the leading edge.
    public var leading: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the trailing edge.
    public var trailing: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension DirectionalEdgeInsets {
    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// These insets with every negative, NaN or infinite value replaced by zero.
    package var sanitized: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top.sanitizedLength, leading: leading.sanitizedLength,
            bottom: bottom.sanitizedLength, trailing: trailing.sanitizedLength)
    }

    /// The left-to-right reading of these insets: leading becomes left, trailing right.
    ///
    /// Layouts that compute in left-to-right coordinates and mirror the result for
    /// right-to-left interfaces use this form.
    public var leftToRight: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The insets for `direction`: leading is left in left-to-right layouts, right otherwise.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: leftToRight
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}
