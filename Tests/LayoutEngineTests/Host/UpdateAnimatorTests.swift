import XCTest

@testable import LayoutEngine

/// `UpdateAnimator`: identities through a batch and the duration animations use, checked on
/// the animator itself.
final class UpdateAnimatorTests: XCTestCase {
    private func cell(_ item: Int) -> ElementID { .cell(ItemPath(item: item, section: 0)) }

    func testUpdateAnimator_DeletedElementsDepartUnderNumberedIdentitiesKeepingTheirPaths() throws {
        var animator = UpdateAnimator()
        // Five items; item 1 deleted: item 2 takes its place, item 1 departs.
        let plan = try UpdatePlan(
            updates: [.deleteItems(at: [ItemPath(item: 1, section: 0)])], oldCounts: [5], newCounts: [4])
        XCTAssertEqual(animator.rename(cell(2), through: plan), cell(1))
        let departed = animator.rename(cell(1), through: plan)
        XCTAssertTrue(departed.isDeparting)
        XCTAssertEqual(departed.departure, 1)
        XCTAssertEqual(departed.path, ItemPath(item: 1, section: 0), "its last path, for a renderer")
        XCTAssertNotEqual(departed, cell(1), "never the key of the element now at its place")
        XCTAssertEqual(
            animator.rename(departed, through: plan), departed, "a departing element stays departing")
        let next = animator.rename(cell(1), through: plan)
        XCTAssertEqual(next.departure, 2)
        XCTAssertNotEqual(next, departed, "each departure its own key")
    }

    func testUpdateAnimator_BadDurationsReadAsNoAnimation() {
        var animator = UpdateAnimator()
        XCTAssertEqual(animator.effectiveDuration, 0.3, "UIKit's 0.3 s by default")
        for bad in [-1, Double.nan, .infinity] {
            animator.duration = bad
            XCTAssertEqual(animator.effectiveDuration, 0, "\(bad)")
        }
    }
}
