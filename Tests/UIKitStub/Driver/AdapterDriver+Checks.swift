import LayoutEngine
import LayoutEngineUIKit
import UIKit

// MARK: - Checks beside the five layouts

/// A layout whose resting offset is the velocity it was given: what the adapter hands over,
/// read back.
struct VelocityProbe: CollectionLayout {
    mutating func prepare(_ context: LayoutContext) {}
    var contentSize: Size { .zero }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at path: ItemPath) -> LayoutAttributes? { nil }
    func targetContentOffset(proposed: Point, velocity: Point) -> Point { velocity }
}

extension AdapterDriver {
    /// UIKit's velocity, in points per millisecond, reaches the layout in points per second.
    static func checkVelocityUnit() {
        checks.scenario = "velocity unit"
        let adapter = CollectionViewLayoutAdapter(VelocityProbe())
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.layoutPass()
        let rest = adapter.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 10, y: 20), withScrollingVelocity: CGPoint(x: 0.5, y: -2.25))
        checks.equal(
            point(rest), Point(x: 500, y: -2250), "0.5 and -2.25 points per millisecond, in points per second"
        )
    }

    /// A right-to-left collection view: the layout mirrors itself, and UIKit is told not to.
    static func checkRightToLeft() {
        checks.scenario = "right to left"
        var engine = FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 100, height: 60)),
                metrics: .all(.init(lineAlignment: LineAlignment(cross: .bottom, along: .leading)))))
        let adapter = CollectionViewLayoutAdapter(engine)
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [17]
        collectionView.direction = .rightToLeft
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "right-to-left flow")
        checks.expect(!adapter.flipsHorizontallyInOppositeLayoutDirection, "UIKit does not mirror it again")
        let first = adapter.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        checks.expect((first?.center.x ?? 0) > 187.5, "item 0 starts at the right")
    }

    /// The article's view controller loads its view: it builds its collection view with the
    /// adapter and applies its first snapshot, and appends a page.
    static func checkExample() {
        checks.scenario = "the article's view controller"
        let controller = PhotoFeedViewController(nibName: nil, bundle: nil)
        checks.expect(controller.view != nil, "the view loads")
        controller.appendPage()

        checks.scenario = "the article's one-line setup"
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewLayout()
        )
        collectionView.counts = [12]
        useWaterfall(in: collectionView)
        guard
            let adapter = collectionView.collectionViewLayout as? CollectionViewLayoutAdapter<WaterfallLayout>
        else {
            return checks.expect(false, "the collection view is laid out by the adapter")
        }
        var engine = WaterfallLayout()
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "a waterfall in one line")
        showThreeColumns(adapter)
        engine.configuration.columnCount = 3
        engine.prepare(context(collectionView))
        let (_, elements) = collectionView.layoutPass()
        checks.elements(
            elements, engine.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)), "three columns")
        checks.equal(Set(elements.map { $0.center.x }).count, 3, "three columns after the change in place")
    }
}
