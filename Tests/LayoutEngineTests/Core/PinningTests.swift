import XCTest

@testable import LayoutEngine

final class PinningTests: XCTestCase {
    private let header = Rect(x: 0, y: 100, width: 320, height: 40)

    func testPinnedHeader_StaysInPlaceWhileVisibleStartIsAboveIt() {
        XCTAssertEqual(Pinning.header(header, axis: .vertical, visibleStart: 50, sectionEnd: 900), header)
    }

    func testPinnedHeader_FollowsVisibleStartInsideItsSection() {
        XCTAssertEqual(
            Pinning.header(header, axis: .vertical, visibleStart: 300, sectionEnd: 900),
            Rect(x: 0, y: 300, width: 320, height: 40))
    }

    func testPinnedHeader_IsPushedOutAtTheEndOfItsSection() {
        XCTAssertEqual(
            Pinning.header(header, axis: .vertical, visibleStart: 880, sectionEnd: 900),
            Rect(x: 0, y: 860, width: 320, height: 40))
    }

    func testPinnedFooter_StaysAtTheVisibleEndButNotAboveItsSection() {
        let footer = Rect(x: 0, y: 1000, width: 320, height: 30)
        XCTAssertEqual(
            Pinning.footer(footer, axis: .vertical, visibleEnd: 700, sectionStart: 100),
            Rect(x: 0, y: 670, width: 320, height: 30))
        XCTAssertEqual(
            Pinning.footer(footer, axis: .vertical, visibleEnd: 110, sectionStart: 100),
            Rect(x: 0, y: 100, width: 320, height: 30))
        XCTAssertEqual(Pinning.footer(footer, axis: .vertical, visibleEnd: 1200, sectionStart: 100), footer)
    }

    func testPinnedHeader_HorizontalAxis() {
        let side = Rect(x: 100, y: 0, width: 40, height: 500)
        XCTAssertEqual(
            Pinning.header(side, axis: .horizontal, visibleStart: 250, sectionEnd: 900),
            Rect(x: 250, y: 0, width: 40, height: 500))
    }
}
