import LayoutEngine
import XCTest

/// The one rule for what changed between two contexts, which every layout's `prepare`
/// switches over.
final class LayoutChangeTests: XCTestCase {
    private let base = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [10, 20])

    func testLayoutChange_NoPreviousContextIsEverything() {
        XCTAssertEqual(LayoutChange(from: nil, to: base), .everything)
    }

    func testLayoutChange_EqualContextsAreNone() {
        XCTAssertEqual(LayoutChange(from: base, to: base), .none)
    }

    func testLayoutChange_OnlyTheOriginMovedIsAScroll() {
        var scrolled = base
        scrolled.bounds.origin = Point(x: 0, y: 500)
        XCTAssertEqual(LayoutChange(from: base, to: scrolled), .scroll)
    }

    func testLayoutChange_NegativeCountsReadAsZero() {
        var negative = base
        negative.itemCounts = [10, 20]
        var previous = base
        previous.itemCounts = [10, 20]
        negative.itemCounts[0] = -3
        previous.itemCounts[0] = 0
        XCTAssertEqual(LayoutChange(from: previous, to: negative), .scroll)
    }

    func testLayoutChange_LastSectionGrowingIsAnAppend() {
        var grown = base
        grown.itemCounts = [10, 35]
        grown.bounds.origin.y = 300
        XCTAssertEqual(LayoutChange(from: base, to: grown), .append(section: 1, items: 20..<35))
    }

    func testLayoutChange_AnEarlierSectionGrowingIsEverything() {
        var grown = base
        grown.itemCounts = [11, 20]
        XCTAssertEqual(LayoutChange(from: base, to: grown), .everything)
    }

    func testLayoutChange_ShrinkingIsEverything() {
        var shrunk = base
        shrunk.itemCounts = [10, 19]
        XCTAssertEqual(LayoutChange(from: base, to: shrunk), .everything)
    }

    func testLayoutChange_NewSizeWithSameDataIsAResize() {
        var resized = base
        resized.bounds.size.width = 500
        XCTAssertEqual(LayoutChange(from: base, to: resized), .resize)
    }

    func testLayoutChange_NewSizeAndAppendIsEverything() {
        var changed = base
        changed.bounds.size.width = 500
        changed.itemCounts = [10, 25]
        XCTAssertEqual(LayoutChange(from: base, to: changed), .everything)
    }

    func testLayoutChange_InsetsDirectionScaleOrSectionCountAreEverything() {
        var insets = base
        insets.contentInsets = EdgeInsets(all: 1)
        var direction = base
        direction.layoutDirection = .rightToLeft
        var scale = base
        scale.displayScale = 2
        var sections = base
        sections.itemCounts = [10, 20, 0]
        for changed in [insets, direction, scale, sections] {
            XCTAssertEqual(LayoutChange(from: base, to: changed), .everything)
        }
    }
}
