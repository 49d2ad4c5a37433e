import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Rules 14 and 15: the vertical fan is the horizontal one with x and y swapped, and the mirrored
/// fan the horizontal one mirrored, bit for bit wherever the arithmetic is exact (whole-point
/// sizes and offsets): every item's attributes, the angles, the content size, snapping, the
/// offset that centres an item and batch updates.
final class CircularFanTwinTests: XCTestCase {
    private typealias Twins = CircularFanTwins
    /// An appearing or disappearing query.
    private typealias Query = (CircularFanLayout, ItemPath) -> LayoutAttributes?

    /// Whole-point offsets across the sweep and past both ends (the quick run leaves the wheel of
    /// thousands to the long campaign).
    private func offsets(_ testCase: CircularFanFixtures.Case, generator: inout SeededGenerator) -> [Double] {
        let maxOffset = testCase.maxOffset
        let isLarge = testCase.itemCounts.reduce(0, +) > 1000
        guard TestCampaign.isLong || !isLarge else { return [] }
        var result = [0, maxOffset, (maxOffset / 2).rounded(), -30, maxOffset + 40]
        for _ in 0..<TestCampaign.count(12, quick: 1) {
            result.append((generator.double(in: -0.1...1.1) * max(maxOffset, 100)).rounded())
        }
        return result
    }

    /// The horizontal fan's mirror line for the mirrored twin: `maxOffset + viewport width`.
    private func mirrorLine(_ testCase: CircularFanFixtures.Case) -> Double {
        testCase.maxOffset + testCase.viewport.width
    }

    func testCircularFanTwins_EveryItemIsTheHorizontalItemTransposedOrMirrored_BitForBit() {
        var checked = 0
        for (caseIndex, testCase) in CircularFanFixtures.propertyCases.enumerated() {
            var generator = SeededGenerator(seed: UInt64(8_700 + caseIndex))
            for x in offsets(testCase, generator: &generator) {
                let horizontal = testCase.prepared(x: x, y: 7)
                for orientation in Twins.Orientation.allCases {
                    let twin = Twins.prepared(testCase, orientation, x: x, y: 7)
                    for (section, count) in testCase.itemCounts.enumerated() {
                        for item in 0..<count {
                            let path = ItemPath(item: item, section: section)
                            let expected = horizontal.attributes(at: path).map {
                                Twins.attributes($0, orientation, mirrorLine: mirrorLine(testCase))
                            }
                            guard twin.attributes(at: path) == expected else {
                                XCTFail(
                                    "\(testCase.name), \(orientation), offset \(x), \(path): "
                                        + "\(String(describing: twin.attributes(at: path))) ≠ \(String(describing: expected))"
                                )
                                return
                            }
                            let angle = horizontal.angle(at: path) ?? .nan
                            XCTAssertEqual(
                                twin.angle(at: path), orientation == .verticalMirrored ? angle : -angle,
                                "\(testCase.name), \(orientation), \(path)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testCircularFanTwins_ContentSizeIsTransposedForTheVerticalFan() {
        for testCase in CircularFanFixtures.propertyCases {
            let horizontal = testCase.prepared(x: 0).contentSize
            for orientation in Twins.Orientation.allCases {
                let size = Twins.prepared(testCase, orientation, x: 0).contentSize
                XCTAssertEqual(
                    size, orientation.isVertical ? Twins.transposed(horizontal) : horizontal,
                    "\(testCase.name), \(orientation)")
            }
        }
    }

    func testCircularFanTwins_SnappingAndCentringAreTransposedOrMirrored() {
        var generator = SeededGenerator(seed: 8_750)
        for testCase in CircularFanFixtures.propertyCases + [CircularFanFixtures.small()] {
            let maxOffset = testCase.maxOffset
            let horizontal = testCase.prepared(x: 0)
            for orientation in Twins.Orientation.allCases {
                let twin = Twins.prepared(testCase, orientation, x: 0)
                for _ in 0..<TestCampaign.count(40, quick: 6) {
                    let proposed = (generator.double(in: -0.2...1.2) * max(maxOffset, 100)).rounded()
                    let velocity = Double(generator.int(in: -1...1)) * generator.double(in: 0.1...3)
                    let expected = horizontal.targetContentOffset(
                        proposed: Point(x: proposed, y: 0), velocity: Point(x: velocity, y: 0))
                    let main = orientation == .mirrored ? maxOffset - proposed : proposed
                    let speed = orientation == .mirrored ? -velocity : velocity
                    let actual = twin.targetContentOffset(
                        proposed: orientation.isVertical ? Point(x: 0, y: main) : Point(x: main, y: 0),
                        velocity: orientation.isVertical ? Point(x: 0, y: speed) : Point(x: speed, y: 0))
                    let rest = orientation == .mirrored && maxOffset > 0 ? maxOffset - expected.x : expected.x
                    XCTAssertEqual(
                        actual, orientation.isVertical ? Point(x: 0, y: rest) : Point(x: rest, y: 0),
                        "seed 8750, \(testCase.name), \(orientation), proposed \(proposed), velocity \(velocity)"
                    )
                }
                let path = ItemPath(item: testCase.itemCounts[0] / 2, section: 0)
                let centring = horizontal.contentOffset(centering: path)?.x ?? .nan
                let main = orientation == .mirrored ? maxOffset - centring : centring
                XCTAssertEqual(
                    twin.contentOffset(centering: path),
                    orientation.isVertical ? Point(x: 0, y: main) : Point(x: main, y: 0),
                    "\(testCase.name), \(orientation)")
            }
        }
    }

    func testCircularFanTwins_BatchUpdatesAnimateAndAnchorAsTheHorizontalFan() throws {
        let testCase = CircularFanFixtures.Case(
            name: "updates", layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 400),
            viewport: Size(width: 390, height: 844), itemCounts: [30])
        let updates: [CollectionUpdate] = [
            .insertItems(at: [ItemPath(item: 2, section: 0)]),
            .deleteItems(at: [ItemPath(item: 9, section: 0), ItemPath(item: 10, section: 0)]),
            .moveItem(from: ItemPath(item: 20, section: 0), to: ItemPath(item: 1, section: 0)),
        ]
        let after = CircularFanFixtures.Case(
            name: "after", layout: testCase.layout, viewport: testCase.viewport, itemCounts: [29])
        let x = 850.0
        var horizontal = testCase.prepared(x: x)
        try horizontal.prepare(after.context(x: x), updates: updates)
        for orientation in Twins.Orientation.allCases {
            var twin = Twins.prepared(testCase, orientation, x: x)
            try twin.prepare(Twins.context(after, orientation, x: x), updates: updates)
            let adjustment = horizontal.contentOffsetAdjustment.x
            let main = orientation == .mirrored ? -adjustment : adjustment
            XCTAssertEqual(
                twin.contentOffsetAdjustment,
                orientation.isVertical ? Point(x: 0, y: main) : Point(x: main, y: 0), "\(orientation)")
            XCTAssertNotEqual(adjustment, 0, "the batch moves the anchor")
            // A survivor starts in the old wheel's picture and ends in the new one's; an item
            // that appears fades in at its new place, one that disappears fades out at its old.
            let queries: [(count: Int, survivor: Double, fading: Double, attributes: Query)] = [
                (
                    29, mirrorLine(testCase), mirrorLine(after),
                    { $0.initialAttributes(forAppearingItemAt: $1) }
                ),
                (
                    30, mirrorLine(after), mirrorLine(testCase),
                    { $0.finalAttributes(forDisappearingItemAt: $1) }
                ),
            ]
            for query in queries {
                for item in 0..<query.count {
                    let path = ItemPath(item: item, section: 0)
                    let expected = query.attributes(horizontal, path)
                    let line = expected?.alpha == 1 ? query.survivor : query.fading
                    XCTAssertEqual(
                        query.attributes(twin, path),
                        expected.map { Twins.attributes($0, orientation, mirrorLine: line) },
                        "\(orientation), \(path)")
                }
            }
        }
    }
}
