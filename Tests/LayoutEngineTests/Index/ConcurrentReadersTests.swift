import Dispatch
import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A prepared layout is a value: several threads may query one shared instance at once, and a
/// copy prepared on one thread leaves the others' view untouched (copy-on-write). `.ci/run`
/// runs this suite under the thread sanitizer.
final class ConcurrentReadersTests: XCTestCase {
    private static let context = LayoutContext(
        bounds: Rect(x: 0, y: 300, width: 390, height: 844), itemCounts: [120, 0, 300],
        layoutDirection: .rightToLeft, displayScale: 3)

    /// Queries `layout` from four threads at once, each also preparing its own copy for another
    /// context, and checks every answer against the one computed before.
    private func assertConcurrentReadersAgree<L: CollectionLayout & Sendable>(
        _ layout: L, file: StaticString = #filePath, line: UInt = #line
    ) {
        var generator = SeededGenerator(seed: 11)
        let contentSize = layout.contentSize
        let rects = (0..<40).map { _ in generator.queryRect(in: contentSize) }
        let expected = rects.map { rect in Set(layout.attributes(in: rect).map(ElementKey.init)) }
        let shared = layout
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var copy = shared
            copy.prepare(
                LayoutContext(
                    viewportSize: Size(width: 200 + Double(thread) * 50, height: 500), itemCounts: [30]))
            for round in 0..<5 {
                for (position, rect) in rects.enumerated() {
                    let found = Set(shared.attributes(in: rect).map(ElementKey.init))
                    if found != expected[position] {
                        mismatches.add("thread \(thread), round \(round), \(rect)")
                    }
                    _ = shared.attributes(at: ItemPath(item: position, section: 0))
                    _ = copy.attributes(in: rect)
                }
            }
        }
        XCTAssertEqual(mismatches.messages, [], file: file, line: line)
    }

    func testConcurrentReaders_EveryLayoutAnswersTheSameFromSeveralThreads() {
        var flow = FlowLayout(itemSize: Size(width: 90, height: 60))
        flow.prepare(Self.context)
        assertConcurrentReadersAgree(flow)

        var waterfall = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: .all(3), itemHeight: .aspectRatio { path in Double(path.item % 5 + 1) / 3 }))
        waterfall.prepare(Self.context)
        assertConcurrentReadersAgree(waterfall)

        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        var compositional = CompositionalLayout(section: LayoutSection(group: group))
        compositional.prepare(Self.context)
        assertConcurrentReadersAgree(compositional)

        var carousel = CenterCarouselLayout(itemSize: Size(width: 200, height: 300))
        carousel.prepare(Self.context)
        assertConcurrentReadersAgree(carousel)

        var fan = CircularFanLayout(
            configuration: CircularFanLayout.Configuration(
                itemSize: Size(width: 80, height: 120), radius: 600))
        fan.prepare(Self.context)
        assertConcurrentReadersAgree(fan)
    }
}

/// Messages collected from several threads under a lock.
private final class Mismatches: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ConcurrentReadersTests.Mismatches")
    private var stored: [String] = []

    func add(_ message: String) { queue.sync { stored.append(message) } }

    var messages: [String] { queue.sync { stored } }
}
