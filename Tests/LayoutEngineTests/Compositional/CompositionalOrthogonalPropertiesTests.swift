import LayoutEngine
import XCTest

/// A sideways section's deceleration and bounce (UIKit's `orthogonalScrollingProperties`) on the
/// reference row of ``CompositionalOrthogonalTests`` (groups 160 apart, window 375, offsets
/// 0…1255).
final class CompositionalOrthogonalPropertiesTests: XCTestCase {
    private func layout(
        _ behavior: OrthogonalScrollingBehavior = .continuous,
        properties: OrthogonalScrollingProperties = .init(),
        items: Int = 10
    ) -> CompositionalLayout {
        let list = LayoutSection(
            group: .horizontal(
                layoutSize: CompositionalFixtures.size(.fractionalWidth(1), .absolute(50)),
                subitems: [CompositionalFixtures.item(.fractionalWidth(1), .fractionalHeight(1))]))
        var configured = CompositionalOrthogonalTests.row(behavior)
        configured.orthogonalScrollingProperties = properties
        let row = configured
        var layout = CompositionalLayout { index, _ in index == 0 ? row : list }
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [items, 3]))
        return layout
    }

    func testDefaults_AreUIKits_TheParentsRateAndAutomaticBounce() {
        let properties = OrthogonalScrollingProperties()
        XCTAssertNil(properties.decelerationRate)
        XCTAssertEqual(properties.bounce, .automatic)
        XCTAssertEqual(
            LayoutSection(group: CompositionalOrthogonalTests.row(.none).group).orthogonalScrollingProperties,
            properties)
    }

    func testAFlick_RestsWhereTheSectionsRateProjectsIt() {
        // 0.998 per millisecond: a flick at 100 points per second travels 0.1 · 0.998 / 0.002 = 49.9.
        let normal = layout()
        XCTAssertEqual(normal.targetOrthogonalOffset(velocity: 100, forSection: 0), 49.9, accuracy: 1e-9)
        // The section's own fast rate (0.99): 0.1 · 0.99 / 0.01 = 9.9, whatever the parent's.
        let fast = layout(properties: .init(decelerationRate: .fast))
        XCTAssertEqual(
            fast.targetOrthogonalOffset(velocity: 100, forSection: 0, parentDecelerationRate: .normal), 9.9,
            accuracy: 1e-9)
        // Without a rate of its own, the parent's.
        XCTAssertEqual(
            normal.targetOrthogonalOffset(velocity: 100, forSection: 0, parentDecelerationRate: .fast), 9.9,
            accuracy: 1e-9)
    }

    func testAFlick_StartsFromTheCurrentOffset_AndKeepsTheBehavioursRule() {
        var continuous = layout()
        continuous.setOrthogonalOffset(300, forSection: 0)
        XCTAssertEqual(
            continuous.targetOrthogonalOffset(velocity: -100, forSection: 0), 300 - 49.9, accuracy: 1e-9)
        XCTAssertEqual(continuous.targetOrthogonalOffset(velocity: 1e9, forSection: 0), 1255, "clamped")
        XCTAssertEqual(continuous.targetOrthogonalOffset(velocity: .nan, forSection: 0), 300)
        var paging = layout(.groupPaging)
        paging.setOrthogonalOffset(320, forSection: 0)
        XCTAssertEqual(paging.targetOrthogonalOffset(velocity: 5000, forSection: 0), 480, "one group on")
        XCTAssertEqual(layout().targetOrthogonalOffset(velocity: 100, forSection: 1), 0, "not orthogonal")
    }

    func testBounce_AutomaticOnlyWhenThereIsSomethingToScroll() {
        XCTAssertTrue(layout().orthogonalSectionBounces(0))
        XCTAssertFalse(layout(items: 2).orthogonalSectionBounces(0), "2 groups: 330 points in a 375 window")
        XCTAssertTrue(layout(properties: .init(bounce: .always), items: 2).orthogonalSectionBounces(0))
        XCTAssertFalse(layout(properties: .init(bounce: .never)).orthogonalSectionBounces(0))
        XCTAssertFalse(layout().orthogonalSectionBounces(1), "not orthogonal")
        XCTAssertFalse(layout().orthogonalSectionBounces(7), "out of range")
    }
}
