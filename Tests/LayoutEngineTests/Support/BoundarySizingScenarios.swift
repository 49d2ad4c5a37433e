import LayoutEngine
import XCTest

/// The scenarios every layout with self-sizing headers and footers passes: a measurement
/// above the viewport keeps the first visible cell in place, on its own and in a host.
enum BoundarySizingScenarios {
    /// Reports `size` for the header of section 0 of `layout` (prepared for `context`, whose
    /// viewport lies below that header) and asserts that ``CollectionLayout/contentOffsetAdjustment``
    /// is `adjustment` and that, once the offset moves by it, the first visible cell (the
    /// smallest path) is where it was on screen.
    static func assertHeaderMeasuredAboveTheViewportKeepsTheFirstVisibleCell<Layout: CollectionLayout>(
        _ layout: inout Layout, context: LayoutContext, reporting size: Size, adjustment: Point,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var context = context
        let visible = layout.attributes(in: context.bounds).filter { $0.kind == .cell }.min {
            $0.path < $1.path
        }
        guard let visible else { return XCTFail("no visible cell", file: file, line: line) }
        let screenY = visible.frame.minY - context.bounds.minY
        layout.reportSize(
            size, forSupplementaryOfKind: ElementKind.sectionHeaderKind, at: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, adjustment, file: file, line: line)
        context.bounds.origin.y += layout.contentOffsetAdjustment.y
        layout.prepare(context)
        XCTAssertEqual(
            (layout.attributes(at: visible.path)?.frame.minY ?? .nan) - context.bounds.minY, screenY,
            file: file, line: line)
    }

    /// Reports 64 points for the header of section 1 of `layout` (a vertical layout prepared
    /// for `context`, of two sections, whose headers are estimated `estimate` long), then
    /// inserts a section of 2 items before section 0, and asserts that the report followed its
    /// section (now 2) while the new section's header awaits measurement at its estimate.
    /// Returns the context after the batch.
    static func assertReportFollowsItsSectionPastAnInsertedOne<Layout: CollectionLayout>(
        _ layout: inout Layout, context: LayoutContext, estimate: Double, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> LayoutContext {
        let header = ElementKind.sectionHeaderKind
        layout.reportSize(
            Size(width: 320, height: 64), forSupplementaryOfKind: header, at: ItemPath(item: 0, section: 1))
        layout.prepare(context)
        var context = context
        context.itemCounts.insert(2, at: 0)
        try layout.prepare(context, updates: [.insertSections([0])])
        for (section, height) in [(0, estimate), (1, estimate), (2, 64)] {
            XCTAssertEqual(
                layout.supplementaryAttributes(ofKind: header, inSection: section)?.frame.height, height,
                "section \(section)", file: file, line: line)
            XCTAssertEqual(
                layout.needsMeasurement(
                    ofSupplementaryOfKind: header, at: ItemPath(item: 0, section: section)),
                section != 2, "section \(section)", file: file, line: line)
        }
        return context
    }

    /// Runs `host` (scrolled below section 0's header, a self-sizing one of a vertical layout)
    /// for a frame, reports 110 points for section 0's header and 44 for every header the frame
    /// lists in ``HostFrame/needsMeasurement`` (there must be one), runs another frame, and
    /// asserts that the text being read (``ReadingMark``) kept its place on screen and that the measured
    /// headers are no longer listed. `checkFirstFrame` looks at the first frame.
    static func assertHostedHeadersAreMeasuredWithoutAJump<Layout: CollectionLayout>(
        _ host: inout CollectionHost<Layout>, file: StaticString = #filePath, line: UInt = #line,
        checkFirstFrame: (HostFrame) -> Void = { _ in }
    ) throws {
        let first = host.advance(to: 0)
        checkFirstFrame(first)
        let headers = first.needsMeasurement.filter { $0.kind == .sectionHeader }
        XCTAssertFalse(headers.isEmpty, "a header of the viewport awaits measurement", file: file, line: line)
        let anchor = try XCTUnwrap(
            ReadingMark(first, viewportSize: host.viewportSize, axis: .vertical), file: file, line: line)
        // Section 0's header, above the viewport, measures 110 points.
        host.reportSize(
            Size(width: 320, height: 110),
            for: ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: 0)))
        for header in headers {
            host.reportSize(Size(width: 320, height: 44), for: header)
        }
        let second = host.advance(to: 1)
        let moved = try XCTUnwrap(
            screenPosition(of: anchor.id, in: second, axis: .vertical), file: file, line: line)
        XCTAssertEqual(moved, anchor.screenPosition, file: file, line: line)
        XCTAssertFalse(second.needsMeasurement.contains { headers.contains($0) }, file: file, line: line)
    }
}
