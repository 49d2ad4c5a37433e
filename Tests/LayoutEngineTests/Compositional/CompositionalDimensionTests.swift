import LayoutEngine
import XCTest

final class CompositionalDimensionTests: XCTestCase {
    private let container = Size(width: 300, height: 600)

    func testLayoutDimension_AbsoluteAndEstimatedAreFixedLengths() {
        XCTAssertEqual(LayoutDimension.absolute(44).resolved(in: container), 44)
        XCTAssertEqual(LayoutDimension.estimated(120).resolved(in: container), 120)
    }

    func testLayoutDimension_FractionsResolveAgainstTheContainersWidthOrHeight() {
        XCTAssertEqual(LayoutDimension.fractionalWidth(0.5).resolved(in: container), 150)
        XCTAssertEqual(LayoutDimension.fractionalHeight(0.5).resolved(in: container), 300)
        XCTAssertEqual(
            LayoutSize(widthDimension: .fractionalHeight(0.25), heightDimension: .fractionalWidth(0.2))
                .resolved(in: container),
            Size(width: 150, height: 60))
    }

    func testLayoutDimension_BadValuesResolveToTheDocumentedLengths() {
        for bad in [-1.0, 0, .nan, .infinity, -.infinity] {
            XCTAssertEqual(LayoutDimension.absolute(bad).resolved(in: container), 0, "absolute \(bad)")
            XCTAssertEqual(LayoutDimension.fractionalWidth(bad).resolved(in: container), 0, "fraction \(bad)")
        }
        XCTAssertEqual(LayoutDimension.absolute(1e300).resolved(in: container), LayoutDimension.maximumLength)
        XCTAssertEqual(LayoutDimension.fractionalWidth(1e300).resolved(in: container), 30_000)
        XCTAssertEqual(
            LayoutDimension.fractionalWidth(0.5).resolved(in: Size(width: .nan, height: -4)), 0)
    }

    func testLayoutDimension_ValidateRejectsWhatRunTimeClamps() {
        XCTAssertNoThrow(try LayoutDimension.fractionalWidth(1).validate("w"))
        XCTAssertThrowsError(try LayoutDimension.fractionalWidth(0).validate("w")) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.rule, .mustBePositive)
        }
        XCTAssertThrowsError(try LayoutDimension.fractionalHeight(101).validate("h")) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.rule, .mustBeInRange(0...100))
        }
        XCTAssertThrowsError(try LayoutDimension.absolute(-1).validate("a")) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "a")
        }
        XCTAssertThrowsError(try CompositionalLayout.Configuration(interSectionSpacing: .nan).validate())
    }

    func testDirectionalEdgeInsets_LeadingFollowsTheLayoutDirection() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.resolved(for: .leftToRight), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(insets.resolved(for: .rightToLeft), EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(
            DirectionalEdgeInsets(top: -1, leading: .nan, bottom: 2, trailing: .infinity).sanitized,
            DirectionalEdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0))
    }
}
