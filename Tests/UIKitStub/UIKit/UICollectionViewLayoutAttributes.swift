/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// `@MainActor class UICollectionViewLayoutAttributes`
///
/// Stand-in: keeps its values. The frame is the centre and the size (UIKit documents the frame
/// as what the view's frame is set to, and applies the transforms to the view about its centre).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    private var category = UICollectionView.ElementCategory.cell
    private var kind: String?

    /// `init()` (from `NSObject`). Stand-in: `required`, so that `copy(with:)` can create an
    /// instance of the receiver's class as UIKit does.
    public required override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    /// `convenience init(forCellWith indexPath: IndexPath)`
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)
    /// `convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)`
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)
    /// `convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath)`
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        kind = decorationViewKind
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    /// `var frame: CGRect { get set }`
    open var frame: CGRect {
        get {
            CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                height: size.height)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
    /// `var center: CGPoint { get set }`
    open var center = CGPoint.zero

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size
    /// `var size: CGSize { get set }`
    open var size = CGSize.zero

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform3d
    /// `var transform3D: CATransform3D { get set }`
    open var transform3D = CATransform3DIdentity

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
    /// `var alpha: CGFloat { get set }`
    open var alpha: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex
    /// `var zIndex: Int { get set }`
    open var zIndex = 0

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden
    /// `var isHidden: Bool { get set }`
    open var isHidden = false

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    /// `var indexPath: IndexPath { get set }`
    open var indexPath = IndexPath(item: 0, section: 0)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
    /// `var representedElementCategory: UICollectionView.ElementCategory { get }`
    open var representedElementCategory: UICollectionView.ElementCategory { category }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind
    /// `var representedElementKind: String? { get }`
    open var representedElementKind: String? { kind }

    /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    /// `func copy(with zone: NSZone? = nil) -> Any` (UIKit copies attributes before it hands
    /// them to a view; subclasses override it to copy their own properties).
    ///
    /// Stand-in: the copy is an instance of the receiver's class, as Objective-C's copy of
    /// UIKit's attributes is, so that a subclass's override can start from `super`'s copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.category = category
        copy.kind = kind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        return copy
    }
}
