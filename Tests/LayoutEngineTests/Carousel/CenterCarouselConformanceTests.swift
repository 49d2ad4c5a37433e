import LayoutEngine
import XCTest

/// The conformance suite across configurations and contexts, and snapping inside the content.
final class CenterCarouselConformanceTests: XCTestCase {
    func testCenterCarouselConformance_HoldsAcrossConfigurationsAndContexts() {
        let layouts = [
            CarouselFixtures.scaleLayout(shift: 30), CarouselFixtures.rotationLayout(),
            CarouselFixtures.rotationLayout(axis: .vertical, shift: -10),
            CenterCarouselLayout(itemSize: Size(width: -5, height: .nan)),
        ]
        let contexts = [
            LayoutContext(viewportSize: Size(width: 390, height: 300), itemCounts: [12]),
            LayoutContext(bounds: Rect(x: 640, y: 640, width: 390, height: 600), itemCounts: [3, 0, 9]),
            LayoutContext(viewportSize: .zero, itemCounts: [4]),
            LayoutContext(viewportSize: Size(width: .nan, height: -3), itemCounts: [4]),
            LayoutContext(bounds: Rect(x: .nan, y: .infinity, width: 390, height: 300), itemCounts: [6]),
            LayoutContext(viewportSize: Size(width: 390, height: 300), itemCounts: [-4, 2]),
            LayoutContext(viewportSize: Size(width: 390, height: 300), itemCounts: []),
            LayoutContext(
                viewportSize: Size(width: 390, height: 300), itemCounts: [7], layoutDirection: .rightToLeft),
        ]
        for layout in layouts {
            for context in contexts {
                LayoutConformance.checkConformance(layout, context: context)
            }
        }
    }

    func testCenterCarouselConformance_SnappedOffsetsStayInsideTheContent() {
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(), counts: [8], offset: 500)
        let maximum = layout.contentSize.width - CarouselFixtures.viewport.width
        for proposed in stride(from: -1000.0, through: 3000, by: 97) {
            for velocity in [-2.0, 0, 2] {
                let target = layout.targetContentOffset(
                    proposed: Point(x: proposed, y: 0), velocity: Point(x: velocity, y: 0))
                XCTAssert(target.x >= 0 && target.x <= maximum, "\(proposed) \(velocity) → \(target)")
            }
        }
    }
}
