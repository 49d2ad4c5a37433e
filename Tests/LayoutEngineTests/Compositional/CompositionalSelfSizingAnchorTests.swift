import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Self-sizing anchors what the user reads, as in the flow and waterfall layouts: cells measured
/// before the one being read set `contentOffsetAdjustment` at the next prepare, so that the
/// text being read (the first cell whose leading edge is on screen) keeps its place on screen
/// once the host moves its offset by it.
final class CompositionalSelfSizingAnchorTests: XCTestCase {
    private let viewport = Size(width: 375, height: 600)

    /// A layout of a list section and a grid section (both estimated), prepared at `offset`
    /// along `axis`.
    private func prepared(axis: ScrollDirection, offset: Double, counts: [Int]) -> CompositionalLayout {
        let sections: [LayoutSection] =
            axis == .vertical
            ? [CompositionalSelfSizingTests.list(), CompositionalSelfSizingTests.grid()]
            : [Self.row()]
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(scrollDirection: axis, interSectionSpacing: 12)
        ) { index, _ in sections[index % sections.count] }
        layout.prepare(context(axis: axis, offset: offset, counts: counts))
        return layout
    }

    /// Items estimated 80 wide in a horizontally scrolling row.
    private static func row() -> LayoutSection {
        let item = LayoutItem(layoutSize: F.size(.estimated(80), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: F.size(.estimated(80), .fractionalHeight(1)), subitems: [item]))
        section.interGroupSpacing = 6
        return section
    }

    private func context(axis: ScrollDirection, offset: Double, counts: [Int]) -> LayoutContext {
        let origin = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        return LayoutContext(
            bounds: Rect(origin: origin, size: viewport), itemCounts: counts, displayScale: 2)
    }

    /// The text being read in the viewport of `context`: the cell with the smallest leading
    /// edge (then the smallest path) among those whose leading edge is in it, or the visible
    /// cell with the smallest path when none is.
    private func readingCell(_ layout: CompositionalLayout, _ context: LayoutContext, axis: Axis)
        -> LayoutAttributes?
    {
        let start = context.contentOffset.value(along: axis)
        let end = start + context.viewportSize.length(along: axis)
        let visible = layout.attributes(in: Rect(origin: context.contentOffset, size: context.viewportSize))
            .filter(\.kind.isCell)
        let reading = visible.filter { $0.frame.min(along: axis) >= start && $0.frame.min(along: axis) < end }
            .min {
                $0.frame.min(along: axis) < $1.frame.min(along: axis)
                    || $0.frame.min(along: axis) == $1.frame.min(along: axis) && $0.path < $1.path
            }
        return reading ?? visible.min { $0.path < $1.path }
    }

    func testSelfSizingAnchor_CellsMeasuredAroundTheViewportKeepTheTextBeingReadInPlace() {
        for seed in TestCampaign.seeds(8) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = g.bool() ? .vertical : .horizontal
            let counts = axis == .vertical ? [120, 80] : [200]
            var context = context(axis: axis, offset: g.double(in: 3000...5000), counts: counts)
            var layout = prepared(
                axis: axis, offset: context.contentOffset.value(along: axis), counts: counts)
            for round in 0..<3 {
                let message = "seed \(seed), round \(round), \(axis)"
                guard let anchor = readingCell(layout, context, axis: axis) else {
                    XCTFail("nothing visible, \(message)")
                    break
                }
                let screenStart = anchor.frame.min(along: axis) - context.contentOffset.value(along: axis)
                // Reports in a random order, most of them above the anchor, some below.
                var reports: [(ItemPath, Size)] = []
                for _ in 0..<g.int(in: 1...16) {
                    let section = g.int(in: 0...(counts.count - 1))
                    let item = g.int(in: 0...(counts[section] - 1))
                    reports.append(
                        (
                            ItemPath(item: item, section: section),
                            Size(width: g.double(in: 20...200), height: g.double(in: 20...200))
                        ))
                }
                reports.shuffle(using: &g)
                for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
                layout.prepare(context)
                let adjustment = layout.contentOffsetAdjustment
                XCTAssertEqual(adjustment.value(along: axis.cross), 0, message)
                if axis == .vertical {
                    context.bounds.origin.y += adjustment.y
                } else {
                    context.bounds.origin.x += adjustment.x
                }
                layout.prepare(context)
                XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "a scroll zeroes it, \(message)")
                guard let moved = layout.attributes(at: anchor.path) else {
                    XCTFail("the anchor is gone, \(message)")
                    break
                }
                XCTAssertEqual(
                    moved.frame.min(along: axis) - context.contentOffset.value(along: axis), screenStart,
                    accuracy: 1e-6, message)
            }
        }
    }

    func testSelfSizingAnchor_TheSameReportsInAnyOrderGiveTheSameAdjustment() {
        var g = SeededGenerator(seed: 7)
        let counts = [300, 200]
        let context = context(axis: .vertical, offset: 6000, counts: counts)
        let reports = (0..<30).map { _ in
            (
                ItemPath(item: g.int(in: 0...250), section: g.int(in: 0...1)),
                Size(width: 100, height: g.double(in: 20...200))
            )
        }
        var adjustments: Set<Double> = []
        for _ in 0..<5 {
            var layout = prepared(axis: .vertical, offset: 6000, counts: counts)
            var ordered = reports
            ordered.shuffle(using: &g)
            // A path reported twice keeps its last size: only distinct paths are shuffled.
            var seen: Set<ItemPath> = []
            ordered = ordered.filter { seen.insert($0.0).inserted }
            for (path, size) in ordered { layout.reportSize(size, forItemAt: path) }
            layout.prepare(context)
            adjustments.insert(layout.contentOffsetAdjustment.y)
        }
        XCTAssertEqual(adjustments.count, 1)
        XCTAssertNotEqual(adjustments.first, 0)
    }

    func testSelfSizingAnchor_ReportsBelowTheViewportAdjustNothing() {
        let counts = [300, 200]
        let context = context(axis: .vertical, offset: 3000, counts: counts)
        var layout = prepared(axis: .vertical, offset: 3000, counts: counts)
        let visible = layout.attributes(in: Rect(origin: context.contentOffset, size: context.viewportSize))
            .filter(\.kind.isCell)
        guard let last = visible.max(by: { $0.path < $1.path }) else {
            XCTFail("nothing visible")
            return
        }
        for item in (last.path.item + 1)..<min(last.path.item + 40, counts[last.path.section]) {
            layout.reportSize(
                Size(width: 100, height: 150), forItemAt: ItemPath(item: item, section: last.path.section))
        }
        layout.reportSize(Size(width: 100, height: 150), forItemAt: ItemPath(item: 10, section: 1))
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
        for cell in visible {
            XCTAssertEqual(layout.attributes(at: cell.path)?.frame, cell.frame, "\(cell.path)")
        }
    }

    func testSelfSizingAnchor_ABatchAfterReportsAnchorsWhereTheCellWasBeforeTheReports() throws {
        var context = context(axis: .vertical, offset: 5000, counts: [300, 200])
        var layout = prepared(axis: .vertical, offset: 5000, counts: [300, 200])
        // A batch keeps the first cell shown in place.
        guard
            let anchor = layout.attributes(
                in: Rect(origin: context.contentOffset, size: context.viewportSize)
            )
            .filter(\.kind.isCell).min(by: { $0.path < $1.path })
        else {
            XCTFail("nothing visible")
            return
        }
        for item in 0..<10 {
            layout.reportSize(Size(width: 100, height: 94), forItemAt: ItemPath(item: item, section: 0))
        }
        context.itemCounts = [302, 200]
        try layout.prepare(
            context,
            updates: [.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])])
        // Ten cells 50 points taller and two new rows of 44 + 8 above the anchor.
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 10 * 50 + 2 * 52))
        context.bounds.origin.y += layout.contentOffsetAdjustment.y
        layout.prepare(context)
        let moved = layout.attributes(at: ItemPath(item: anchor.path.item + 2, section: anchor.path.section))
        XCTAssertEqual(moved.map { $0.frame.minY - context.bounds.minY }, anchor.frame.minY - 5000)
    }
}
