import LayoutEngine
import XCTest

/// `invalidate()`: the next `prepare` of the same context recomputes every section, which a
/// layout otherwise skips.
final class InvalidateTests: XCTestCase {
    /// Counts the calls of a size closure (tests run it on one thread).
    private final class CallCounter: @unchecked Sendable {
        var count = 0
    }

    private let context = LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [7, 5])

    func testFlow_Invalidate_NextPrepareAsksForEverySizeAgain() {
        let counter = CallCounter()
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { _ in
                    counter.count += 1
                    return Size(width: 50, height: 50)
                }))
        layout.prepare(context)
        XCTAssertEqual(counter.count, 12)
        layout.prepare(context)
        XCTAssertEqual(counter.count, 12, "an unchanged context recomputes nothing")
        layout.invalidate()
        layout.prepare(context)
        XCTAssertEqual(counter.count, 24)
    }

    func testWaterfall_Invalidate_NextPrepareAsksForEveryHeightAgain() {
        let counter = CallCounter()
        var layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                itemHeight: .computed { _, _ in
                    counter.count += 1
                    return 40
                }))
        layout.prepare(context)
        XCTAssertEqual(counter.count, 12)
        layout.prepare(context)
        XCTAssertEqual(counter.count, 12, "an unchanged context recomputes nothing")
        layout.invalidate()
        layout.prepare(context)
        XCTAssertEqual(counter.count, 24)
    }

    func testCompositional_Invalidate_NextPrepareCallsTheProviderAgain() {
        let counter = CallCounter()
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        var layout = CompositionalLayout { _, _ in
            counter.count += 1
            return LayoutSection(
                group: .vertical(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item]))
        }
        layout.prepare(context)
        XCTAssertEqual(counter.count, 2)
        layout.prepare(context)
        XCTAssertEqual(counter.count, 2, "an unchanged context recomputes nothing")
        layout.invalidate()
        layout.prepare(context)
        XCTAssertEqual(counter.count, 4)
    }
}
