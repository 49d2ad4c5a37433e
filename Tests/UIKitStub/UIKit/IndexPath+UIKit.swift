// UIKit's additions to Foundation's `IndexPath`: the item and section of a collection view.

extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    /// `init(item: Int, section: Int)` (UIKit)
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// https://developer.apple.com/documentation/foundation/indexpath/item
    /// `var item: Int { get set }` (UIKit)
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// https://developer.apple.com/documentation/foundation/indexpath/section
    /// `var section: Int { get set }` (UIKit)
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
