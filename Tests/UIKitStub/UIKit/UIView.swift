/// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder`
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView` (a subclass of `UIResponder`).
@MainActor
open class UIView: UIResponder {
    private var storedBounds = CGRect.zero
    private var storedCenter = CGPoint.zero
    private var subviews: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// `init(frame: CGRect)`
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// `init?(coder: NSCoder)`, required by `NSCoding`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// `var bounds: CGRect { get set }`
    open var bounds: CGRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    /// `var frame: CGRect { get set }` (stand-in: no transform, so the centre and the bounds'
    /// size describe it).
    open var frame: CGRect {
        get {
            CGRect(
                x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
                width: storedBounds.width, height: storedBounds.height)
        }
        set {
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            storedBounds.size = newValue.size
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// `var traitCollection: UITraitCollection { get }` (from `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: 1) }

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`
    ///
    /// Stand-in: right to left when `semanticContentAttribute` forces it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    /// `var semanticContentAttribute: UISemanticContentAttribute { get set }`
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    /// `var safeAreaInsets: UIEdgeInsets { get }`
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    /// `var layoutMargins: UIEdgeInsets { get set }`
    open var layoutMargins = UIEdgeInsets.zero

    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    /// `var readableContentGuide: UILayoutGuide { get }` (stand-in: as wide as the bounds).
    open var readableContentGuide: UILayoutGuide { UILayoutGuide(layoutFrame: bounds) }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    /// `var autoresizingMask: UIView.AutoresizingMask { get set }`
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {
        subviews.append(view)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// `func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority
    /// horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority)
    /// -> CGSize` (stand-in: no Auto Layout here; the target size).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
/// `struct UILayoutPriority` (a `Float` raw value).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(rawValue: 1000)

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    /// `struct AutoresizingMask` (an `NS_OPTIONS` of `UInt`).
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// The options of `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// `@MainActor class UIScrollView` (a subclass of `UIView`).
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// `var contentOffset: CGPoint { get set }`, the origin of the bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// `var adjustedContentInset: UIEdgeInsets { get }`
    open var adjustedContentInset: UIEdgeInsets { .zero }
}

/// https://developer.apple.com/documentation/uikit/uilabel
/// `@MainActor class UILabel` (a subclass of `UIView`).
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    /// `var text: String? { get set }`
    open var text: String?
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController` (a subclass of `UIResponder`).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// `init?(coder: NSCoder)`, required by `NSCoding`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// `var view: UIView! { get set }` (stand-in: loads an empty view, then `viewDidLoad()`).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = UIView(frame: .zero)
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// `func viewDidLoad()`
    open func viewDidLoad() {}
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
/// `@MainActor class UILayoutGuide` (a subclass of `NSObject`).
@MainActor
open class UILayoutGuide: NSObject {
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    /// `var layoutFrame: CGRect { get }`
    public let layoutFrame: CGRect

    /// Stand-in only: a guide with the given frame.
    init(layoutFrame: CGRect) {
        self.layoutFrame = layoutFrame
        super.init()
    }
}
