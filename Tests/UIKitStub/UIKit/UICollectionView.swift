/// https://developer.apple.com/documentation/uikit/uicollectionview
/// `@MainActor class UICollectionView` (a subclass of `UIScrollView`).
@MainActor
open class UICollectionView: UIScrollView {
    private var layout: UICollectionViewLayout
    /// The item being moved: where it started, where it is, and the last position.
    var interactiveMovement: (original: IndexPath, current: IndexPath, position: CGPoint)?
    /// The item counts a data source gave (NOT UIKIT, see `StubScripting.swift`).
    var scriptDataCounts: [Int] = []
    /// How a data source commits an interactive move (NOT UIKIT).
    var scriptMoveItem: ((IndexPath, IndexPath) -> Bool)?

    /// NOT UIKIT: a data source's new counts, as `reloadData()` takes them: the layout is
    /// invalidated entirely.
    func scriptReloadData(counts: [Int]) {
        scriptDataCounts = counts
        layout.invalidateLayout()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    /// `init?(coder: NSCoder)`, required by `NSCoding`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// `var collectionViewLayout: UICollectionViewLayout { get set }`
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set {
            layout.attachedCollectionView = nil
            layout = newValue
            newValue.attachedCollectionView = self
        }
    }

    /// NOT UIKIT (see `StubScripting.swift`): called by the stand-in
    /// `UICollectionViewLayout.invalidateLayout(with:)`, as UIKit marks the collection view as
    /// needing layout, so that its next layout pass calls `prepare()`.
    open func scriptLayoutWasInvalidated() {}

    /// NOT UIKIT (see `StubScripting.swift`): whether the stand-in `invalidateLayout(with:)`
    /// leaves the content offset alone, as UIKit does while a batch update is in progress
    /// (`MagazineLayout.swift`, `invalidationContext(forPreferredLayoutAttributes:…)`: "Doing it
    /// here in the middle of a batch update gets ignored for some reason", rdar 35717256).
    open var scriptIgnoresContentOffsetAdjustments: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    /// `var numberOfSections: Int { get }` (stand-in: the data source's sections).
    open var numberOfSections: Int { scriptDataCounts.count }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// `func numberOfItems(inSection section: Int) -> Int` (stand-in: the data source's items).
    open func numberOfItems(inSection section: Int) -> Int {
        scriptDataCounts.indices.contains(section) ? scriptDataCounts[section] : 0
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    /// `class let elementKindSectionHeader: String` (a C constant UIKit names so; Swift
    /// source can only declare a stored type property as `static`, which reads the same).
    public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    /// `class let elementKindSectionFooter: String` (see `elementKindSectionHeader`).
    public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    /// `@MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using
    /// registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    /// item: Item?) -> Cell where Cell : UICollectionViewCell`
    ///
    /// Stand-in: nothing on this machine displays cells; the scripted collection view never
    /// asks for one.
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
        item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        fatalError("UIKit stand-in: cells are not displayed on this machine")
    }
}

extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    /// `enum ElementCategory` (an `NS_ENUM` of `UInt`).
    public enum ElementCategory: UInt, @unchecked Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    /// `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell`
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
        /// `typealias Handler = (Cell, IndexPath, Item) -> Void`
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        /// `init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.handler = handler
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// `@MainActor class UICollectionReusableView` (a subclass of `UIView`).
@MainActor
open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    /// `func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    /// -> UICollectionViewLayoutAttributes` (stand-in: the attributes unchanged, as UIKit's
    /// default does for a layout other than its flow layout with estimated sizes).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { layoutAttributes }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// `@MainActor class UICollectionViewCell` (a subclass of `UICollectionReusableView`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView = UIView(frame: .zero)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    /// `var contentView: UIView { get }`
    open var contentView: UIView { storedContentView }
}

// MARK: - Moving items interactively

extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
    /// `func indexPathForItem(at point: CGPoint) -> IndexPath?` (stand-in: the cell the layout
    /// puts under the point).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
            $0.representedElementCategory == .cell && $0.frame.contains(point)
        }?.indexPath
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)
    /// `func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool`
    ///
    /// Stand-in: the layout is asked as Apple's documentation of the movement methods
    /// describes (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, then the
    /// invalidation context of the step), without animations or a data source.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            return false
        }
        interactiveMovement = (indexPath, indexPath, attributes.center)
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/updateinteractivemovementtargetposition(_:)
    /// `func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint)`
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let (original, current, position) = interactiveMovement else { return }
        let layout = collectionViewLayout
        let target = layout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
            previousIndexPaths: [current],
            previousPosition: position)
        layout.invalidateLayout(with: context)
        interactiveMovement = (original, target, targetPosition)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()
    /// `func endInteractiveMovement()`
    public func endInteractiveMovement() {
        guard let (original, current, _) = interactiveMovement else { return }
        guard original == current || scriptMoveItem?(original, current) == true else {
            return cancelInteractiveMovement()
        }
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [current], previousIndexPaths: [current], movementCancelled: false))
        interactiveMovement = nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()
    /// `func cancelInteractiveMovement()`
    public func cancelInteractiveMovement() {
        guard let (original, current, _) = interactiveMovement else { return }
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [original], previousIndexPaths: [current], movementCancelled: true))
        interactiveMovement = nil
    }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// `@MainActor class UIGestureRecognizer` (stand-in: a state and a location, set by a script).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// NOT UIKIT: the location a script sets.
    public var scriptLocation = CGPoint.zero

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// `var state: UIGestureRecognizer.State { get set }`
    open var state = State.possible

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    /// `func location(in view: UIView?) -> CGPoint`
    open func location(in view: UIView?) -> CGPoint { scriptLocation }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    /// `enum State` (an `NS_ENUM` of `Int`).
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
}

/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
/// `@MainActor class UILongPressGestureRecognizer` (a subclass of `UIGestureRecognizer`).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}
