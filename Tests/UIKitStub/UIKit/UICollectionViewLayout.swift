/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// `@MainActor class UICollectionViewLayout`
///
/// Stand-in: UIKit's documented defaults (no content, no attributes, the proposed offset, no
/// invalidation on a bounds change), and an invalidation that applies the context's
/// `contentOffsetAdjustment` to the collection view, as that property's page documents.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout is assigned to (UIKit keeps it weakly).
    weak var attachedCollectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    /// `init?(coder: NSCoder)`, required by `NSCoding`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    /// `var collectionView: UICollectionView? { get }`
    open var collectionView: UICollectionView? { attachedCollectionView }

    // MARK: Invalidating the layout

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    /// `func invalidateLayout()`: an invalidation whose context says `invalidateEverything`.
    ///
    /// UIKit creates that context from `invalidationContextClass`; Swift can only create an
    /// object from a class value through a `required` initializer, which UIKit's declaration
    /// does not have, so this stand-in passes a base context.
    open func invalidateLayout() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidatesEverythingFlag = true
        context.invalidatesDataSourceCountsFlag = true
        invalidateLayout(with: context)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)
    /// `func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)`
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        attachedCollectionView?.scriptLayoutWasInvalidated()
        let adjustment = context.contentOffsetAdjustment
        guard adjustment != .zero, let collectionView = attachedCollectionView,
            !collectionView.scriptIgnoresContentOffsetAdjustments
        else { return }
        collectionView.contentOffset = CGPoint(
            x: collectionView.contentOffset.x + adjustment.x, y: collectionView.contentOffset.y + adjustment.y
        )
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass
    /// `class var invalidationContextClass: AnyClass { get }`
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
    /// `class var layoutAttributesClass: AnyClass { get }`
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-9gm0v
    /// `func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String)`
    /// (stand-in: remembers the class by kind; nothing displays decoration views here).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
    }

    /// The decoration kinds registered on this layout (stand-in bookkeeping, not UIKit).
    public internal(set) var registeredDecorationKinds: Set<String> = []

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    /// `func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool`
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)
    /// `func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext`
    open func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        UICollectionViewLayoutInvalidationContext()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)
    /// `func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes:
    /// UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes:
    /// UICollectionViewLayoutAttributes) -> Bool`
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)
    /// `func invalidationContext(forPreferredLayoutAttributes preferredAttributes:
    /// UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes:
    /// UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext`
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [preferredAttributes.indexPath])
        return context
    }

    // MARK: Providing layout attributes

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    /// `func prepare()`
    open func prepare() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    /// `var collectionViewContentSize: CGSize { get }`
    open var collectionViewContentSize: CGSize { .zero }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    /// `func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?`
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    /// `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
    /// `func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath:
    /// IndexPath) -> UICollectionViewLayoutAttributes?`
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
    /// `func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath:
    /// IndexPath) -> UICollectionViewLayoutAttributes?`
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
    /// `func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
    /// withScrollingVelocity velocity: CGPoint) -> CGPoint`
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
    /// `func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint`
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Responding to collection view updates

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)
    /// `func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem])`
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()
    /// `func finalizeCollectionViewUpdates()`
    open func finalizeCollectionViewUpdates() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:)
    /// `func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath]`
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeleteforsupplementaryview(ofkind:)
    /// `func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath]`
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:)
    /// `func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath]`
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeletefordecorationview(ofkind:)
    /// `func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath]`
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:)
    /// `func prepare(forAnimatedBoundsChange oldBounds: CGRect)`
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange()
    /// `func finalizeAnimatedBoundsChange()`
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Moving items interactively

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetindexpath(forinteractivelymovingitem:withposition:)
    /// `func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
    /// withPosition position: CGPoint) -> IndexPath` (stand-in: the previous index path).
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    { previousIndexPath }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforinteractivelymovingitem(at:withtargetposition:)
    /// `func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
    /// withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes`
    /// (stand-in: the item's attributes centred on the position).
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        return attributes
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forinteractivelymovingitems:withtargetposition:previousindexpaths:previousposition:)
    /// `func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    /// withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    /// previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext`
    /// (stand-in: a context of `invalidationContextClass`'s base type that carries the paths
    /// and the target, as UIKit's does).
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
        context.movingTargets = targetIndexPaths
        context.movingPrevious = previousIndexPaths
        context.movementTarget = targetPosition
        return context
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextforendinginteractivemovementofitems(tofinalindexpaths:previousindexpaths:movementcancelled:)
    /// `func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths:
    /// [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool) ->
    /// UICollectionViewLayoutInvalidationContext`
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
        context.movingTargets = indexPaths
        context.movingPrevious = previousIndexPaths
        return context
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)
    /// `func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) ->
    /// UICollectionViewLayoutAttributes?`
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)
    /// `func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) ->
    /// UICollectionViewLayoutAttributes?`
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingsupplementaryelement(ofkind:at:)
    /// `func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
    /// at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingsupplementaryelement(ofkind:at:)
    /// `func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
    /// at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Supporting right-to-left layouts

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    /// `var flipsHorizontallyInOppositeLayoutDirection: Bool { get }`
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext
/// `@MainActor class UICollectionViewLayoutInvalidationContext`
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var invalidatesEverythingFlag = false
    var invalidatesDataSourceCountsFlag = false
    var movingTargets: [IndexPath]?
    var movingPrevious: [IndexPath]?
    var movementTarget = CGPoint.zero
    private var itemIndexPaths: [IndexPath]?
    private var supplementaryIndexPaths: [String: [IndexPath]]?

    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything
    /// `var invalidateEverything: Bool { get }`
    open var invalidateEverything: Bool { invalidatesEverythingFlag }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts
    /// `var invalidateDataSourceCounts: Bool { get }`
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCountsFlag }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)
    /// `func invalidateItems(at indexPaths: [IndexPath])`
    open func invalidateItems(at indexPaths: [IndexPath]) {
        itemIndexPaths = (itemIndexPaths ?? []) + indexPaths
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateditemindexpaths
    /// `var invalidatedItemIndexPaths: [IndexPath]? { get }`
    open var invalidatedItemIndexPaths: [IndexPath]? { itemIndexPaths }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatesupplementaryelements(ofkind:at:)
    /// `func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])`
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaryIndexPaths = supplementaryIndexPaths ?? [:]
        supplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedsupplementaryindexpaths
    /// `var invalidatedSupplementaryIndexPaths: [String : [IndexPath]]? { get }`
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryIndexPaths }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/previousindexpathsforinteractivelymovingitems
    /// `var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { get }`
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { movingPrevious }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/targetindexpathsforinteractivelymovingitems
    /// `var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { get }`
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { movingTargets }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/interactivemovementtarget
    /// `var interactiveMovementTarget: CGPoint { get }`
    open var interactiveMovementTarget: CGPoint { movementTarget }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment
    /// `var contentOffsetAdjustment: CGPoint { get set }`
    open var contentOffsetAdjustment = CGPoint.zero

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment
    /// `var contentSizeAdjustment: CGSize { get set }`
    open var contentSizeAdjustment = CGSize.zero
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem
/// `@MainActor class UICollectionViewUpdateItem`
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    var before: IndexPath?
    var after: IndexPath?
    var action = Action.none

    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate
    /// `var indexPathBeforeUpdate: IndexPath? { get }`
    open var indexPathBeforeUpdate: IndexPath? { before }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate
    /// `var indexPathAfterUpdate: IndexPath? { get }`
    open var indexPathAfterUpdate: IndexPath? { after }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction
    /// `var updateAction: UICollectionViewUpdateItem.Action { get }`
    open var updateAction: UICollectionViewUpdateItem.Action { action }
}

extension UICollectionViewUpdateItem {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action
    /// `enum Action` (an `NS_ENUM` of `Int`: insert 0, delete 1, reload 2, move 3, none 4).
    public enum Action: Int, @unchecked Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }
}
