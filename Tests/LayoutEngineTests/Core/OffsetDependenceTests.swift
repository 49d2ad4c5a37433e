import LayoutEngine
import XCTest

private typealias F = CompositionalFixtures

/// `attributesDependOnContentOffset`: true exactly when some answer follows the content offset.
/// When a layout says false, everything it answers at one offset it answers at another; when it
/// says true for pinned items or effects, some answer does move.
final class OffsetDependenceTests: XCTestCase {
    private let viewport = Size(width: 375, height: 600)

    /// Everything `layout` answers (the whole content's elements, by kind and path) prepared at
    /// each of `offsets` along y (or x when `horizontal`).
    private func answers<L: CollectionLayout>(
        _ layout: L, counts: [Int], offsets: [Double], horizontal: Bool = false
    ) -> [[LayoutAttributes]] {
        offsets.map { offset in
            var layout = layout
            let origin = horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
            layout.prepare(
                LayoutContext(bounds: Rect(origin: origin, size: viewport), itemCounts: counts))
            return layout.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).sorted {
                ($0.path, "\($0.kind)") < ($1.path, "\($1.kind)")
            }
        }
    }

    private func assertSameAnswers(
        _ answers: [[LayoutAttributes]], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let first = answers.first, !first.isEmpty else {
            return XCTFail("the layout answered nothing", file: file, line: line)
        }
        for other in answers.dropFirst() { XCTAssertEqual(other, first, file: file, line: line) }
    }

    private func assertSomeAnswerMoves(
        _ answers: [[LayoutAttributes]], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let first = answers.first, !first.isEmpty else {
            return XCTFail("the layout answered nothing", file: file, line: line)
        }
        XCTAssertTrue(answers.dropFirst().contains { $0 != first }, file: file, line: line)
    }

    // MARK: - Flow and waterfall: pinned headers and footers

    private func flow(pinned: Bool) -> FlowLayout {
        FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 100, height: 80)),
                metrics: .all(.init(headerReferenceSize: Size(width: 0, height: 40))),
                sectionHeadersPinToVisibleBounds: pinned))
    }

    func testFlow_WithoutPinnedHeadersAnswersAlikeAtEveryOffset() {
        XCTAssertFalse(flow(pinned: false).attributesDependOnContentOffset)
        assertSameAnswers(answers(flow(pinned: false), counts: [30, 30], offsets: [0, 450, 1234]))
    }

    func testFlow_PinnedHeadersDependOnTheOffset() {
        XCTAssertTrue(flow(pinned: true).attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(flow(pinned: true), counts: [30, 30], offsets: [0, 450, 1234]))
    }

    func testWaterfall_PinnedFootersAloneDependOnTheOffset() {
        let plain = WaterfallLayout(configuration: .init(headerHeight: 30, footerHeight: 20))
        XCTAssertFalse(plain.attributesDependOnContentOffset)
        assertSameAnswers(answers(plain, counts: [40, 40], offsets: [0, 700]))
        let pinned = WaterfallLayout(
            configuration: .init(headerHeight: 30, footerHeight: 20, sectionFootersPinToVisibleBounds: true))
        XCTAssertTrue(pinned.attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(pinned, counts: [40, 40], offsets: [0, 700]))
    }

    // MARK: - Compositional: pinned boundary items and visible-items handlers

    private func compositional(_ sections: [LayoutSection]) -> CompositionalLayout {
        CompositionalLayout { index, _ in sections[min(index, sections.count - 1)] }
    }

    private func prepared(_ layout: CompositionalLayout, counts: [Int]) -> CompositionalLayout {
        var layout = layout
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
        return layout
    }

    func testCompositional_PlainSectionsAnswerAlikeAtEveryOffset() {
        let layout = compositional([F.clipSection()])
        XCTAssertTrue(layout.attributesDependOnContentOffset, "before the first prepare: the safe answer")
        XCTAssertFalse(prepared(layout, counts: [12, 12]).attributesDependOnContentOffset)
        assertSameAnswers(answers(layout, counts: [12, 12], offsets: [0, 900, 1800]))
    }

    func testCompositional_APinnedBoundaryItemDependsOnTheOffset() {
        var section = F.clipSection()
        section.boundarySupplementaryItems = [F.header(50, pinned: true)]
        let layout = compositional([section])
        XCTAssertTrue(prepared(layout, counts: [12, 12]).attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(layout, counts: [12, 12], offsets: [0, 900, 1800]))
    }

    func testCompositional_AHandlerOnAListSectionDependsOnTheOffset() {
        var section = F.clipSection()
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for index in items.indices { items[index].alpha = offset.y > 100 ? 0.5 : 1 }
        }
        let layout = compositional([section])
        XCTAssertTrue(prepared(layout, counts: [12]).attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(layout, counts: [12], offsets: [0, 900]))
    }

    func testCompositional_AHandlerOnAnOrthogonalSectionFollowsItsOwnOffsetOnly() {
        var row = CompositionalOrthogonalTests.row(.continuous)
        row.visibleItemsInvalidationHandler = { items, offset, _ in
            for index in items.indices { items[index].alpha = offset.x > 100 ? 0.5 : 1 }
        }
        let layout = compositional([row, F.clipSection(header: nil, footer: nil)])
        XCTAssertFalse(prepared(layout, counts: [10, 20]).attributesDependOnContentOffset)
        assertSameAnswers(answers(layout, counts: [10, 20], offsets: [0, 500, 1100]))
    }

    // MARK: - Carousel and fan: effects that follow the offset

    func testCarousel_SideEffectsDependOnTheOffset() {
        let layout = CenterCarouselLayout(itemSize: Size(width: 200, height: 300))
        XCTAssertTrue(layout.attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(layout, counts: [20], offsets: [0, 130, 430], horizontal: true))
    }

    func testCarousel_SideItemsThatLookCentredStillStackByTheirDistance() {
        let layout = CenterCarouselLayout(
            itemSize: Size(width: 200, height: 300),
            animationMode: .scale(sideItemScale: 1, sideItemAlpha: 1, sideItemShift: 0))
        XCTAssertTrue(layout.attributesDependOnContentOffset, "rule 6: the zIndex follows the distance")
        assertSomeAnswerMoves(answers(layout, counts: [20], offsets: [0, 130, 430], horizontal: true))
    }

    func testCarousel_WrapAroundDependsOnTheOffset() {
        var layout = CenterCarouselLayout(
            itemSize: Size(width: 200, height: 300),
            animationMode: .scale(sideItemScale: 1, sideItemAlpha: 1, sideItemShift: 0), wrapsAround: true)
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [20]))
        XCTAssertTrue(layout.attributesDependOnContentOffset, "the live copies follow the offset")
    }

    func testFan_DependsOnTheOffset() {
        let layout = CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 600)
        XCTAssertTrue(layout.attributesDependOnContentOffset)
        assertSomeAnswerMoves(answers(layout, counts: [30], offsets: [0, 250], horizontal: true))
    }
}
