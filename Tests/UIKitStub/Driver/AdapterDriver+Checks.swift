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

    /// A right-to-left collection view: the adapter asks UIKit to flip it, and what UIKit
    /// shows is the layout's own right-to-left layout (its mirroring is the oracle of UIKit's
    /// flip), with item 0 at the right; a horizontal layout shows item 0 where a scroll view
    /// starts (offset 0), not its last items (rdar 25698641, the symptom of a layout that
    /// mirrors itself).
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
        checks.expect(adapter.flipsHorizontallyInOppositeLayoutDirection, "UIKit flips the layout")
        let (_, elements) = collectionView.layoutPass()
        engine.prepare(context(collectionView))
        let mirrored = Dictionary(
            engine.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).map { ($0.path.item, $0.frame) },
            uniquingKeysWith: { first, _ in first })
        checks.expect(!elements.isEmpty, "right-to-left flow: the first pass shows cells")
        for attributes in elements {
            let shown = collectionView.shown(attributes)
            checks.equal(
                mirrored[attributes.indexPath.item].map { $0.minX }, Double(shown.minX),
                "right-to-left flow: item \(attributes.indexPath.item) shown where the mirrored layout puts it"
            )
        }
        let first = elements.first { $0.indexPath.item == 0 }.map(collectionView.shown)
        checks.equal(
            first.map { Double($0.maxX) }, 375, "right-to-left flow: item 0 starts at the right edge")

        let carousel = CollectionViewLayoutAdapter(
            FlowLayout(
                configuration: .init(
                    itemSizing: .fixed(Size(width: 150, height: 200)), scrollDirection: .horizontal)))
        let strip = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 220), collectionViewLayout: carousel)
        strip.counts = [20]
        strip.direction = .rightToLeft
        let shown = strip.layoutPass().elements.filter { $0.representedElementCategory == .cell }
        let rightmost = shown.max { strip.shown($0).maxX < strip.shown($1).maxX }
        checks.equal(
            rightmost?.indexPath.item, 0,
            "a right-to-left horizontal layout of 20 shows item 0 at the right at offset 0")
        checks.expect(
            !shown.contains { $0.indexPath.item >= 18 }, "and not its last items (18 and 19)")
        let order = shown.sorted { strip.shown($0).minX > strip.shown($1).minX }.map { $0.indexPath.item }
        checks.equal(order, Array(0..<order.count), "items follow each other from right to left")
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
