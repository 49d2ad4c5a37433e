import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Zero-size items keep their zero size (UIKit's flow layout lays an item out at the size its
/// delegate returns), so with no spacing they all fit one line, and a query that meets that line
/// returns every one of them.
final class FlowZeroLengthTests: XCTestCase {
    func testFlow_ZeroSizeItems_StayZeroAndAQueryReturnsThemAll() {
        let metrics = FlowLayout.SectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(itemSizing: .sizes([[]]), metrics: .all(metrics)))
        let itemCount = 50_000
        layout.prepare(LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [itemCount]))
        let sizes = Set(
            (0..<itemCount).compactMap { layout.attributes(at: ItemPath(item: $0, section: 0))?.frame.size })
        XCTAssertEqual(sizes, [Size.zero])
        let viewport = Rect(x: -10, y: -10, width: 320, height: 620)
        let visible = layout.attributes(in: viewport)
        XCTAssertEqual(visible.count, itemCount)
        let baseline = LayoutConformance.baseline(layout, itemCounts: [itemCount])
        XCTAssertEqual(
            Set(visible.map(ElementKey.init)),
            Set(baseline?.attributes(in: viewport).map(ElementKey.init) ?? []))
    }
}
