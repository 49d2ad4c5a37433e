/// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// `struct UIEdgeInsets` (a C struct: `init()`, `init(top:left:bottom:right:)`, `zero`).
public struct UIEdgeInsets: @unchecked Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Zero insets (a C struct's `init()`).
    public init() {
        (top, left, bottom, right) = (0, 0, 0, 0)
    }

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
/// `enum UIUserInterfaceLayoutDirection` (an `NS_ENUM` of `Int`).
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
/// `enum UISemanticContentAttribute` (an `NS_ENUM` of `Int`).
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
