import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Sticky headers and footers: the shared `Pinning` rules, applied at query time.
final class WaterfallPinningTests: XCTestCase {
    /// One column of 100 × 100 items 10 apart, a 40-point header per section: section 0 spans
    /// 0…600 (header 0…40, five items 40…580, bottom inset 20), section 1 starts at 600.
    private let configuration = WaterfallLayout.Configuration(
        columnCount: 1, sectionInset: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0), headerHeight: 40,
        sectionHeadersPinToVisibleBounds: true)

    private func layout(offset: Double, contentInsets: EdgeInsets = .zero) -> WaterfallLayout {
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(
            WaterfallFixtures.context(
                width: 100, itemCounts: [5, 5], offset: offset, contentInsets: contentInsets))
        return layout
    }

    func testWaterfallPinning_HeaderFollowsTheVisibleTop() {
        let layout = layout(offset: 200)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 0, y: 200, width: 100, height: 40))
        let visible = layout.attributes(in: Rect(x: 0, y: 200, width: 100, height: 100))
        XCTAssertTrue(visible.contains { $0.kind == .sectionHeader && $0.frame.minY == 200 })
    }

    func testWaterfallPinning_HeaderIsPushedOutByTheEndOfItsSection() {
        // The section's content ends at 600: the header stops at 560.
        let layout = layout(offset: 570)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 0, y: 560, width: 100, height: 40))
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.frame,
            Rect(x: 0, y: 600, width: 100, height: 40))
    }

    func testWaterfallPinning_HeaderStaysInPlaceAboveTheVisibleTop() {
        let layout = layout(offset: 300)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.frame,
            Rect(x: 0, y: 600, width: 100, height: 40))
    }

    func testWaterfallPinning_ContentInsetTopShiftsTheVisibleTop() {
        // UIKit rests at offset −inset.top; the visible content then starts at 0.
        let layout = layout(offset: 100, contentInsets: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 0, y: 150, width: 100, height: 40))
    }

    func testWaterfallPinning_ScrollMovesTheHeaderWithoutRecomputing() {
        var layout = layout(offset: 0)
        layout.prepare(WaterfallFixtures.context(width: 100, itemCounts: [5, 5], offset: 700))
        XCTAssertEqual(layout._lastPreparation, .scroll)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.frame,
            Rect(x: 0, y: 700, width: 100, height: 40))
        let visible = layout.attributes(in: Rect(x: 0, y: 700, width: 100, height: 20))
        XCTAssertEqual(
            visible.filter { $0.kind == .sectionHeader }.map(\.path), [ItemPath(item: 0, section: 1)],
            "only the header pinned here; section 0's header sits at the end of its own section")
    }

    func testWaterfallPinning_QueriesMatchBruteForceAtManyOffsets() {
        for seed in TestCampaign.seeds(6) {
            var generator = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomConfiguration(&generator)
            configuration.sectionHeadersPinToVisibleBounds = true
            configuration.headerHeight = [30, 0, 44]
            let counts = [generator.int(in: 0...30), generator.int(in: 0...30), generator.int(in: 0...30)]
            var layout = WaterfallLayout(configuration: configuration)
            for step in 0..<8 {
                let offset = generator.double(in: -50...3000)
                layout.prepare(WaterfallFixtures.context(width: 390, itemCounts: counts, offset: offset))
                LayoutConformance.checkIndex(
                    layout, itemCounts: counts, seed: seed &* 100 &+ UInt64(step), queries: 80)
            }
        }
    }

    /// One column of 100 × 100 items 10 apart, 40-point headers and 30-point pinned footers:
    /// section 0 (10 items) has its content at 40…1150 and its footer at 1150; section 1
    /// starts at 1180, its content at 1220…1780.
    private func footerLayout(offset: Double) -> WaterfallLayout {
        var configuration = configuration
        configuration.sectionHeadersPinToVisibleBounds = false
        configuration.footerHeight = 30
        configuration.sectionFootersPinToVisibleBounds = true
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(WaterfallFixtures.context(width: 100, itemCounts: [10, 5], offset: offset))
        return layout
    }

    func testWaterfallPinning_FooterFollowsTheVisibleBottom() {
        let layout = footerLayout(offset: 0)
        let footer = ElementKind.sectionFooterKind
        assertRect(
            layout.supplementaryAttributes(ofKind: footer, inSection: 0)?.frame,
            Rect(x: 0, y: 770, width: 100, height: 30))
        let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 800))
        XCTAssertTrue(visible.contains { $0.kind == .sectionFooter && $0.frame.minY == 770 })
    }

    func testWaterfallPinning_FooterStaysAtItsPlaceAboveTheVisibleBottom() {
        let layout = footerLayout(offset: 1000)
        let footer = ElementKind.sectionFooterKind
        assertRect(
            layout.supplementaryAttributes(ofKind: footer, inSection: 0)?.frame,
            Rect(x: 0, y: 1150, width: 100, height: 30))
        assertRect(
            layout.supplementaryAttributes(ofKind: footer, inSection: 1)?.frame,
            Rect(x: 0, y: 1770, width: 100, height: 30))
    }

    func testWaterfallPinning_FooterNeverRisesAboveItsSectionContent() {
        // Section 1 is entirely below the viewport: its footer waits at its content's start.
        let layout = footerLayout(offset: 0)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 1)?.frame,
            Rect(x: 0, y: 1220, width: 100, height: 30))
    }

    func testWaterfallPinning_PinnedFootersMatchBruteForceAtManyOffsets() {
        for seed in TestCampaign.seeds(6) {
            var generator = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomConfiguration(&generator)
            configuration.sectionHeadersPinToVisibleBounds = generator.bool()
            configuration.sectionFootersPinToVisibleBounds = true
            configuration.footerHeight = [20, 0, 36]
            let counts = [generator.int(in: 0...30), generator.int(in: 0...30), generator.int(in: 0...30)]
            var layout = WaterfallLayout(configuration: configuration)
            for step in 0..<8 {
                let offset = generator.double(in: -50...3000)
                let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
                layout.prepare(
                    WaterfallFixtures.context(
                        width: 390, itemCounts: counts, offset: offset, direction: direction))
                LayoutConformance.checkIndex(
                    layout, itemCounts: counts, seed: seed &* 100 &+ UInt64(step), queries: 80)
            }
        }
    }
}
