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

    // MARK: - Many sections: the same array, an equal copy, a change in any block

    private func manySections(_ count: Int) -> LayoutContext {
        LayoutContext(
            viewportSize: Size(width: 390, height: 844), itemCounts: (0..<count).map { $0 % 7 })
    }

    func testLayoutChange_EqualCopyOfTheCountsIsAScrollLikeTheSameArray() {
        let previous = manySections(1000)
        var sameArray = previous
        sameArray.bounds.origin.y = 120
        var copy = sameArray
        copy.itemCounts = previous.itemCounts.map { $0 }
        XCTAssertEqual(LayoutChange(from: previous, to: sameArray), .scroll)
        XCTAssertEqual(LayoutChange(from: previous, to: copy), .scroll)
        copy.bounds = previous.bounds
        XCTAssertEqual(LayoutChange(from: previous, to: copy), .none, "an equal copy at the same offset")
    }

    func testLayoutChange_ACountChangedInAnyBlockIsFound() {
        let previous = manySections(130)
        for section in 0..<130 {
            var changed = previous
            changed.itemCounts[section] += 1
            let expected: LayoutChange =
                section == 129 ? .append(section: 129, items: 3..<4) : .everything
            XCTAssertEqual(LayoutChange(from: previous, to: changed), expected, "section \(section)")
        }
    }

    func testLayoutChange_NegativeCountsDifferingOnlyInSignAreNotNone() {
        // Stored counts differ, read counts do not: the same answer as before the fast path,
        // a scroll rather than none, at the same offset.
        var previous = manySections(100)
        previous.itemCounts[70] = -1
        var next = previous
        next.itemCounts = previous.itemCounts.map { $0 }
        next.itemCounts[70] = -5
        XCTAssertEqual(LayoutChange(from: previous, to: next), .scroll)
        next.itemCounts[99] = 20
        XCTAssertEqual(LayoutChange(from: previous, to: next), .append(section: 99, items: 1..<20))
    }
}
