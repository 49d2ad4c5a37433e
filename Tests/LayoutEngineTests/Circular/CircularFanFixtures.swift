import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Shared fixtures of the CircularFanLayout suites: configurations and the brute-force oracle.
enum CircularFanFixtures {
    /// A named configuration: the layout, its viewport size and its item counts.
    struct Case {
        let name: String
        let layout: CircularFanLayout
        let viewport: Size
        let itemCounts: [Int]

        /// The context at horizontal offset `x` (and vertical offset `y`).
        func context(x: Double, y: Double = 0) -> LayoutContext {
            LayoutContext(bounds: Rect(origin: Point(x: x, y: y), size: viewport), itemCounts: itemCounts)
        }

        /// The layout prepared at offset `x`.
        func prepared(x: Double, y: Double = 0) -> CircularFanLayout {
            var layout = layout
            layout.prepare(context(x: x, y: y))
            return layout
        }

        /// The largest content offset.
        var maxOffset: Double {
            var layout = layout
            layout.prepare(context(x: 0))
            return max(0, layout.contentSize.width - viewport.width)
        }
    }

    /// The 5-item wheel of the hand-checked tests: 100×50 items, radius 200, a 300×400 viewport
    /// (content 500 wide, maximum offset 200, so item `offset / 50` stands at the top).
    static func small(anglePerItem: Double? = nil, count: Int = 5) -> Case {
        Case(
            name: "small",
            layout: CircularFanLayout(
                itemSize: Size(width: 100, height: 50), radius: 200, anglePerItem: anglePerItem),
            viewport: Size(width: 300, height: 400), itemCounts: [count])
    }

    /// Configurations for the property tests: ordinary wheels, small radii in big viewports,
    /// viewports taller than the wheel, large angles, several sections and degenerate sizes.
    static let propertyCases: [Case] = [
        Case(
            name: "ordinary", layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 1000),
            viewport: Size(width: 390, height: 844), itemCounts: [30]),
        Case(
            name: "small radius, tall viewport",
            layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 60),
            viewport: Size(width: 390, height: 844), itemCounts: [50]),
        Case(
            name: "big viewport",
            layout: CircularFanLayout(itemSize: Size(width: 60, height: 90), radius: 300),
            viewport: Size(width: 2000, height: 2000), itemCounts: [200]),
        Case(
            name: "narrow tall viewport",
            layout: CircularFanLayout(itemSize: Size(width: 40, height: 60), radius: 500),
            viewport: Size(width: 100, height: 2000), itemCounts: [300]),
        Case(
            name: "large angle",
            layout: CircularFanLayout(itemSize: Size(width: 70, height: 100), radius: 150, anglePerItem: 2.5),
            viewport: Size(width: 390, height: 600), itemCounts: [20]),
        Case(
            name: "sections", layout: CircularFanLayout(itemSize: Size(width: 90, height: 140), radius: 400),
            viewport: Size(width: 390, height: 844), itemCounts: [3, 0, 5, 7]),
        Case(
            name: "radius zero", layout: CircularFanLayout(itemSize: Size(width: 90, height: 40), radius: 0),
            viewport: Size(width: 390, height: 844), itemCounts: [12]),
        Case(
            name: "zero height", layout: CircularFanLayout(itemSize: Size(width: 90, height: 0), radius: 200),
            viewport: Size(width: 390, height: 844), itemCounts: [12]),
        Case(
            name: "zero width", layout: CircularFanLayout(itemSize: Size(width: 0, height: 80), radius: 200),
            viewport: Size(width: 390, height: 844), itemCounts: [6]),
        Case(
            name: "tiny angle, many on the wheel",
            layout: CircularFanLayout(
                itemSize: Size(width: 30, height: 50), radius: 3000, anglePerItem: 0.004),
            viewport: Size(width: 1200, height: 900), itemCounts: [5000]),
    ]

    /// A random wheel, small radii and zero extents included, in a random viewport, with up to
    /// `counts` items in its two sections.
    static func randomCase(_ generator: inout SeededGenerator, name: String, counts: (Int, Int)) -> Case {
        let itemSize = Size(
            width: generator.int(in: 0...9) == 0 ? 0 : generator.double(in: 1...200),
            height: generator.int(in: 0...9) == 0 ? 0 : generator.double(in: 1...300))
        let radius = generator.int(in: 0...9) == 0 ? 0 : generator.double(in: 0...1500)
        let angle: Double? = generator.bool() ? nil : generator.double(in: 0.001...3.5)
        return Case(
            name: name, layout: CircularFanLayout(itemSize: itemSize, radius: radius, anglePerItem: angle),
            viewport: Size(width: generator.double(in: 0...1500), height: generator.double(in: 0...2500)),
            itemCounts: [generator.int(in: 0...counts.0), generator.int(in: 0...counts.1)])
    }

    /// Every item of every section whose `attributes(at:)` is non-nil, found by asking for each.
    static func everyItem(_ layout: CircularFanLayout, itemCounts: [Int]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<max(0, count) {
                if let attributes = layout.attributes(at: ItemPath(item: item, section: section)) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// The oracle: every item's visual bounds tested against `rect`.
    static func bruteForce(_ all: [LayoutAttributes], in rect: Rect) -> [LayoutAttributes] {
        all.filter { $0.visualBounds.intersects(rect) }
    }

    /// A random query rect: half drawn over the content, half around the wheel (the square
    /// that holds every item's visual bounds), with edges taken from `all`.
    static func queryRect(
        _ generator: inout SeededGenerator, layout: CircularFanLayout, wheel: Rect, all: [LayoutAttributes]
    ) -> Rect {
        var edges: [Double] = []
        for element in all.prefix(200) {
            let bounds = element.visualBounds
            edges += [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY]
        }
        if generator.bool() {
            return generator.queryRect(in: layout.contentSize, edges: edges)
        }
        let rect = generator.queryRect(in: wheel.size, edges: [])
        if generator.int(in: 0...3) == 0, !edges.isEmpty {
            return generator.queryRect(in: wheel.size, edges: edges)
        }
        return rect.offsetBy(dx: wheel.minX, dy: wheel.minY)
    }

    /// The square about the wheel's centre that holds every item's visual bounds at offset x.
    static func wheelBounds(_ testCase: Case, x: Double) -> Rect {
        let size = testCase.layout.configuration.itemSize.sanitized
        let radius = testCase.layout.configuration.radius.sanitizedLength
        let reach = radius + (size.width * size.width + size.height * size.height).squareRoot() + 10
        let center = Point(x: x + testCase.viewport.width / 2, y: testCase.viewport.height / 2 + radius)
        return Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
    }
}
