import LayoutEngine
import LayoutGallery
import XCTest

/// The gallery's captions state facts about their pictures; these tests check the facts that
/// depend on a chosen offset, so a change of the layouts cannot leave a caption untrue.
final class GalleryCaptionTests: XCTestCase {
    private func scene(_ slug: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> GalleryScene
    {
        let example = GallerySection.all.lazy.flatMap(\.examples).first { $0.slug == slug }
        return try XCTUnwrap(example, "no gallery example \(slug)", file: file, line: line).scene()
    }

    private func supplementary(
        _ kind: ElementKind.Name, section: Int, in attributes: [LayoutAttributes],
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> LayoutAttributes {
        try XCTUnwrap(
            attributes.first { $0.kind == .supplementary(kind) && $0.path.section == section },
            "no \(kind) in section \(section)", file: file, line: line)
    }

    func testGallery_WaterfallPinnedHeaders_Section1HeaderSticksToTopAndSection0HeaderWaitsAboveIt() throws {
        let scene = try scene("waterfall-pinned-headers")
        let header1 = try supplementary(ElementKind.sectionHeaderKind, section: 1, in: scene.visible)
        XCTAssertEqual(header1.frame.minY, scene.viewport.minY, "section 1's header sticks to the top")
        let coveredItem = scene.visible.contains {
            $0.kind == .cell && $0.path.section == 1 && $0.frame.minY < header1.frame.maxY
        }
        XCTAssertTrue(
            coveredItem, "the viewport's top is past section 1's header: it covers section 1's items")
        let header0 = try supplementary(ElementKind.sectionHeaderKind, section: 0, in: scene.elements)
        let footer0 = try supplementary(ElementKind.sectionFooterKind, section: 0, in: scene.elements)
        XCTAssertEqual(
            header0.frame.maxY, footer0.frame.minY, "section 0's header waits at its section's end")
        XCTAssertLessThan(header0.frame.maxY, scene.viewport.minY)
    }

    func testGallery_OrthogonalCarousel_IsScrolledOnePointFourCardsIn() throws {
        let scene = try scene("compositional-orthogonal")
        let cards = scene.visible.filter { $0.kind == .cell && $0.path.section == 0 }
        let card1 = try XCTUnwrap(cards.first { $0.path.item == 1 })
        let card2 = try XCTUnwrap(cards.first { $0.path.item == 2 })
        let pitch = card2.frame.midX - card1.frame.midX
        XCTAssertEqual(scene.viewport.midX - card1.frame.midX, 0.4 * pitch, accuracy: 1e-6)
        XCTAssertEqual(Set(cards.map(\.path.item)), [1, 2], "only the cards inside the screen's width")
    }

    func testGallery_FlowHeadersAndFootersPinned_BothPinAndTheOnesInsideStay() throws {
        let scene = try scene("flow-headers-footers-pinned")
        let viewport = scene.viewport
        let header1 = try supplementary(ElementKind.sectionHeaderKind, section: 1, in: scene.visible)
        let footer2 = try supplementary(ElementKind.sectionFooterKind, section: 2, in: scene.visible)
        XCTAssertEqual(header1.frame.minY, viewport.minY, "H1 sticks to the top")
        XCTAssertEqual(footer2.frame.maxY, viewport.maxY, "F2 sticks to the bottom")
        for (kind, section) in [(ElementKind.sectionFooterKind, 1), (ElementKind.sectionHeaderKind, 2)] {
            let element = try supplementary(kind, section: section, in: scene.visible)
            XCTAssertGreaterThan(element.frame.minY, header1.frame.maxY, "\(kind) \(section) is below H1")
            XCTAssertLessThan(element.frame.maxY, footer2.frame.minY, "\(kind) \(section) is above F2")
        }
        for section in 1...2 {
            let coveredItem = scene.visible.contains {
                $0.kind == .cell && $0.path.section == section
                    && (section == 1
                        ? $0.frame.minY < header1.frame.maxY : $0.frame.maxY > footer2.frame.minY)
            }
            XCTAssertTrue(coveredItem, "the pinned element of section \(section) covers its items")
        }
    }
}

/// The list scenes' captions.
final class ListGalleryCaptionTests: XCTestCase {
    private func scene(_ slug: String) throws -> GalleryScene {
        let example = GallerySection.all.lazy.flatMap(\.examples).first { $0.slug == slug }
        return try XCTUnwrap(example, "no gallery example \(slug)").scene()
    }

    func testGallery_PlainList_Section1HeaderIsPinnedAndLastRowsHaveNoSeparator() throws {
        let scene = try scene("list-plain")
        let header1 = try XCTUnwrap(
            scene.visible.first { $0.kind == .sectionHeader && $0.path.section == 1 })
        XCTAssertEqual(header1.frame.minY, scene.viewport.minY, "section 1's header is pinned to the top")
        let separators = Set(scene.elements.filter { $0.kind == .separator }.map(\.path))
        XCTAssertEqual(separators.count, 4 + 9 + 6 - 3)
        for (section, count) in [4, 9, 6].enumerated() {
            XCTAssertFalse(separators.contains(ItemPath(item: count - 1, section: section)))
        }
    }

    func testGallery_InsetGrouped_MeasuredRowMovesItsSeparator() throws {
        let scene = try scene("list-inset-grouped")
        let row = try XCTUnwrap(
            scene.elements.first { $0.kind == .cell && $0.path == ItemPath(item: 1, section: 0) })
        let separator = try XCTUnwrap(
            scene.elements.first { $0.kind == .separator && $0.path == ItemPath(item: 1, section: 0) })
        XCTAssertEqual(row.frame.height, 88)
        XCTAssertEqual(separator.frame.maxY, row.frame.maxY)
        XCTAssertEqual(row.frame.minX, 16)
        let backgrounds = scene.elements.filter { $0.kind == .listBackground }
        XCTAssertEqual(backgrounds.count, 3)
        XCTAssertTrue(backgrounds.allSatisfy { $0.cornerRadius == 10 })
    }
}
