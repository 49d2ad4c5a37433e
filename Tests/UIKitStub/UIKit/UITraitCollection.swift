/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// `class UITraitCollection` (not main-actor isolated).
open class UITraitCollection: NSObject {
    private var storedDisplayScale: CGFloat = 0

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    /// `init(displayScale scale: CGFloat)`
    public convenience init(displayScale scale: CGFloat) {
        self.init()
        storedDisplayScale = scale
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    /// `var displayScale: CGFloat { get }` (0, unspecified, by default).
    open var displayScale: CGFloat { storedDisplayScale }
}
