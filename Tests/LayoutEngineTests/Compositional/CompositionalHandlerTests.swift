import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// The per-section visible-items handler: it sees exactly its section's items a query returns,
/// keeps only transform, alpha and zIndex, and joins the index suite.
final class CompositionalHandlerTests: XCTestCase {
    /// Marks each item: zIndex 1000 + the number of items the handler saw, alpha 0.5 when all
    /// of them belong to section `section` (0.1 otherwise), a scale by `scale`.
    static func marking(section: Int, scale: Double = 1) -> VisibleItemsHandler {
        { items, _, _ in
            let own = items.allSatisfy { $0.path.section == section }
            for index in items.indices {
                items[index].zIndex = 1000 + items.count
                items[index].alpha = own ? 0.5 : 0.1
                items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                items[index].frame = .zero  // ignored
            }
        }
    }

    /// Two reference rows (sections 0 and 1, the first with the handler) and a plain list.
    private func layout(offset: Double) -> CompositionalLayout {
        var marked = CompositionalOrthogonalTests.row(.groupPagingCentered)
        marked.visibleItemsInvalidationHandler = Self.marking(section: 0, scale: 0.8)
        let plain = CompositionalOrthogonalTests.row(.continuous)
        let list = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(50)),
                subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        let sections = [marked, plain, list]
        var layout = CompositionalLayout { index, _ in sections[min(index, 2)] }
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [10, 10, 4]))
        layout.setOrthogonalOffset(offset, forSection: 0)
        layout.setOrthogonalOffset(offset, forSection: 1)
        return layout
    }

    func testHandler_AffectsExactlyTheVisibleItemsOfItsSection() {
        for offset in [-92.5, 67.5, 500, 1347.5] {
            let layout = layout(offset: offset)
            let all = layout.attributes(in: .infinite)
            let marked = all.filter { $0.path.section == 0 }
            XCTAssertFalse(marked.isEmpty)
            for element in marked {
                XCTAssertEqual(
                    element.zIndex, 1000 + marked.count, "offset \(offset): the handler saw the visible items"
                )
                XCTAssertEqual(element.alpha, 0.5, "offset \(offset): only its own section's")
                XCTAssertEqual(element.transform3D, Transform3D(scaleX: 0.8, y: 0.8, z: 1))
                XCTAssertNotEqual(element.frame, .zero, "frame changes are ignored")
            }
            XCTAssertFalse(all.filter { $0.path.section == 1 }.isEmpty, "the visible items of section 1")
            XCTAssertEqual(all.filter { $0.path.section == 2 }.count, 4, "every item of section 2")
            for element in all where element.path.section != 0 {
                XCTAssertEqual(element.zIndex, 0, "offset \(offset): other sections are untouched")
                XCTAssertEqual(element.alpha, 1)
                XCTAssertEqual(element.transform3D, .identity)
            }
            let single = layout.attributes(at: ItemPath(item: 9, section: 0))
            XCTAssertEqual(single?.zIndex, 1001, "attributes(at:) passes the item alone")
        }
    }

    func testHandler_ReceivesTheSectionOffsetAndTheEnvironment() {
        var section = CompositionalOrthogonalTests.row(.continuous)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            for index in items.indices {
                items[index].zIndex = Int(offset.x)
                items[index].alpha = environment.containerSize.width / 1000
            }
        }
        var layout = CompositionalLayout(section: section)
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [10]))
        layout.setOrthogonalOffset(300, forSection: 0)
        let items = layout.attributes(in: .infinite)
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(Set(items.map(\.zIndex)), [300])
        XCTAssertEqual(Set(items.map(\.alpha)), [0.375])
    }

    func testHandler_ChangingTheItemCountIsIgnored() {
        var section = CompositionalOrthogonalTests.row(.continuous)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            items[0].alpha = 0
            items.removeLast()
        }
        var layout = CompositionalLayout(section: section)
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [10]))
        let items = layout.attributes(in: .infinite)
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(Set(items.map(\.alpha)), [1])
    }

    /// A plain section whose handler scales items by 0.5–1.5 (outset 200 covers it): the query
    /// keeps items whose visual bounds meet the rect, matching brute force.
    func testHandler_PlainSectionWithOutsetJoinsTheIndexSuite() {
        for seed in TestCampaign.seeds(6) {
            var generator = SeededGenerator(seed: seed)
            var section = F.randomSection(&generator)
            let scale = generator.double(in: 0.5...1.5)
            // The effect depends on each item alone (as the handler's contract asks).
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for index in items.indices {
                    items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                    items[index].alpha = 0.5
                }
            }
            section.visibleItemsMaximumOutset = 200
            let sections = [section, F.randomSection(&generator)]
            var layout = CompositionalLayout { index, _ in sections[min(index, 1)] }
            let context = LayoutContext(
                bounds: Rect(x: 0, y: generator.double(in: 0...300), width: 375, height: 700),
                itemCounts: [generator.int(in: 1...80), generator.int(in: 0...40)])
            layout.prepare(context)
            let plainCells = layout.attributes(in: .infinite).filter {
                $0.path.section == 1 && $0.kind == .cell
            }
            XCTAssertEqual(plainCells.count, context.itemCounts[1], "seed \(seed)")
            for element in plainCells {
                XCTAssertEqual(element.alpha, 1, "seed \(seed)")
            }
            LayoutConformance.checkIndex(
                layout, context: context, model: .of { sections[min($0, 1)] }, seed: seed, queries: 100)
        }
    }

    func testHandler_PlainSectionGetsTheContentOffsetAndConforms() {
        var section = CompositionalSelfSizingTests.grid()
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for index in items.indices {
                items[index].zIndex = Int(offset.y)
                items[index].alpha = items[index].path.item.isMultiple(of: 2) ? 0.5 : 1
            }
        }
        var layout = CompositionalLayout(section: section)
        let context = LayoutContext(
            bounds: Rect(x: 0, y: 120, width: 375, height: 600), itemCounts: [30, 5], displayScale: 2)
        layout.prepare(context)
        let items = layout.attributes(in: Rect(x: 0, y: 120, width: 375, height: 600))
        XCTAssertFalse(items.isEmpty)
        XCTAssertEqual(Set(items.map(\.zIndex)), [120])
        LayoutConformance.checkConformance(layout, context: context)
    }

    func testHandler_NegativeOutsetIsRejectedByValidateAndReadsAsZero() {
        var section = CompositionalOrthogonalTests.row(.continuous)
        section.visibleItemsMaximumOutset = -3
        XCTAssertThrowsError(try section.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "visibleItemsMaximumOutset")
        }
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        var layout = CompositionalLayout(section: section)
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [10]))
        XCTAssertEqual(layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).count, 1)
    }
}
