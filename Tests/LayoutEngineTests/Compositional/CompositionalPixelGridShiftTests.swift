import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Frames on the pixel grid: a size change above two elements moves both by the same distance,
/// so the distance between elements with nothing changed between them stays as it was.
final class CompositionalPixelGridShiftTests: XCTestCase {
    func testAReportAboveMovesTheRowsBelowTogether() {
        for scale in [1.0, 2.0] {
            var generator = SeededGenerator(seed: 42)
            let estimate = 44.3
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
            var section = LayoutSection(
                group: .vertical(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                    subitems: [item]))
            section.interGroupSpacing = 3.1
            var layout = CompositionalLayout(section: section)
            let context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: 320, height: 600), itemCounts: [400], displayScale: scale)
            layout.prepare(context)
            for step in 0..<100 {
                let before = (100..<110).compactMap {
                    layout.attributes(at: ItemPath(item: $0, section: 0))?.frame
                }
                let reported = Int.random(in: 0..<100, using: &generator)
                let height = 20 + Double(Int.random(in: 0..<4000, using: &generator)) / 13
                layout.reportSize(
                    Size(width: 320, height: height), forItemAt: ItemPath(item: reported, section: 0))
                layout.prepare(context)
                let after = (100..<110).compactMap {
                    layout.attributes(at: ItemPath(item: $0, section: 0))?.frame
                }
                XCTAssertEqual(after.count, 10, "scale \(scale), step \(step): rows 100…109 are laid out")
                let shifts = zip(before, after).map { $1.minY - $0.minY }
                let spread = (shifts.max() ?? 0) - (shifts.min() ?? 0)
                XCTAssertEqual(
                    spread, 0, accuracy: 1e-9,
                    "scale \(scale), step \(step): rows 100…109 moved by \(shifts), not together")
                if spread > 1e-9 { break }
            }
        }
    }
}
