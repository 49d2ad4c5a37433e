import LayoutEngine
import LayoutGallery
import XCTest

/// The batch update pictures' captions name the batch and what it does; these tests check
/// those claims against the layouts' appearing and disappearing answers, so a change of the
/// layouts cannot leave a caption (or a picture's styles) untrue.
final class GalleryUpdateCaptionTests: XCTestCase {
    private func example(_ slug: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> (caption: String, scene: GalleryScene, update: GalleryUpdate)
    {
        let example = try XCTUnwrap(
            GallerySection.all.lazy.flatMap(\.examples).first { $0.slug == slug },
            "no gallery example \(slug)", file: file, line: line)
        let scene = example.scene()
        let update = try XCTUnwrap(
            scene.update, "the layout rejected the batch of \(slug)", file: file, line: line)
        return (example.caption, scene, update)
    }

    private func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(item: item, section: section)
    }

    private func cells(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.filter { $0.kind == .cell }
    }

    /// The paths of the cells after the batch whose role is `role`.
    private func paths(
        after scene: GalleryScene, _ update: GalleryUpdate, _ role: GalleryUpdate.Role
    ) -> Set<ItemPath> {
        Set(cells(scene.elements).filter { update.role(after: $0) == role }.map(\.path))
    }

    private func cell(_ path: ItemPath, in elements: [LayoutAttributes]) throws -> LayoutAttributes {
        try XCTUnwrap(elements.first { $0.kind == .cell && $0.path == path }, "no cell at \(path)")
    }

    private func header(section: Int, in elements: [LayoutAttributes]) throws -> LayoutAttributes {
        try XCTUnwrap(
            elements.first {
                $0.kind == .supplementary(ElementKind.sectionHeaderKind) && $0.path.section == section
            }, "no header in section \(section)")
    }

    /// Every cell that survives starts its animation at the frame of a cell before the batch:
    /// the arrows start where cells were.
    private func assertSurvivorsStartWhereCellsWere(
        _ scene: GalleryScene, _ update: GalleryUpdate, file: StaticString = #filePath, line: UInt = #line
    ) {
        let oldFrames = Set(cells(update.before.elements).map(\.frame))
        let survivors = cells(scene.elements).filter { update.role(after: $0) != .appearing }
        XCTAssertFalse(
            survivors.isEmpty, "the scene has cells that survive the batch", file: file, line: line)
        for element in survivors {
            let start = update.initial[GalleryElementKey(element)]
            XCTAssertNotNil(start, "no initial attributes for \(element.path)", file: file, line: line)
            if let start {
                XCTAssertTrue(
                    oldFrames.contains(start.frame), "\(element.path) starts where no cell was", file: file,
                    line: line)
            }
        }
    }

    func testGallery_UpdateFlow_CaptionNamesTheBatchTheLayoutAnimates() throws {
        let (caption, scene, update) = try example("update-flow")
        XCTAssertTrue(
            caption.contains(
                "A grid of 14 items under a header gets one batch: delete item 0-2; insert items 0-0 "
                    + "and 0-6; move item 0-11 to 0-4. 15 items after it"), caption)
        XCTAssertEqual(cells(update.before.elements).count, 14)
        XCTAssertEqual(cells(scene.elements).count, 15)
        XCTAssertEqual(paths(after: scene, update, .appearing), [path(0, 0), path(0, 6)])
        XCTAssertEqual(
            Set(
                cells(update.before.elements).filter { update.role(before: $0) == .disappearing }.map(\.path)),
            [path(0, 2)])
        XCTAssertEqual(paths(after: scene, update, .moved), [path(0, 4)])
        let moved = try XCTUnwrap(update.initial[GalleryElementKey(kind: .cell, path: path(0, 4))])
        XCTAssertEqual(moved.frame, try cell(path(0, 11), in: update.before.elements).frame)
        XCTAssertFalse(paths(after: scene, update, .shifted).isEmpty, "items shift along the lines")
        assertSurvivorsStartWhereCellsWere(scene, update)
        let header = try header(section: 0, in: scene.elements)
        XCTAssertEqual(update.role(after: header), .unchanged, "the header stays")
        XCTAssertEqual(update.contentOffsetAdjustment, .zero)
    }

    func testGallery_UpdateWaterfall_CaptionNamesTheBatchAndThePhotoBeingReadKeepsItsPlace() throws {
        let (caption, scene, update) = try example("update-waterfall")
        XCTAssertTrue(
            caption.contains(
                "A two-column feed of 10 photos, scrolled 200 points down: delete item 0-5; insert "
                    + "items 0-0 and 0-1."), caption)
        XCTAssertEqual(update.before.viewport.minY, 200)
        XCTAssertEqual(cells(update.before.elements).count, 10)
        XCTAssertEqual(cells(scene.elements).count, 11)
        XCTAssertEqual(paths(after: scene, update, .appearing), [path(0, 0), path(0, 1)])
        XCTAssertEqual(
            Set(
                cells(update.before.elements).filter { update.role(before: $0) == .disappearing }.map(\.path)),
            [path(0, 5)])
        XCTAssertEqual(paths(after: scene, update, .moved), [])
        assertSurvivorsStartWhereCellsWere(scene, update)
        let changedColumn = cells(scene.elements).contains { element in
            guard let start = update.initial[GalleryElementKey(element)], start.alpha != 0 else {
                return false
            }
            return start.frame.minX != element.frame.minX
        }
        XCTAssertTrue(changedColumn, "some photos change columns")
        // The photo being read (the first whose top was on screen) follows its identity (two
        // inserted before it, 0-5 deleted); the viewport moved by the adjustment keeps it where
        // it was on screen.
        let top = update.before.viewport.minY
        let read = try XCTUnwrap(
            cells(update.before.elements).filter { $0.frame.minY >= top && $0.frame.minY < top + 500 }
                .min { ($0.frame.minY, $0.path.item) < ($1.frame.minY, $1.path.item) })
        XCTAssertNotEqual(read.path, path(0, 5))
        XCTAssertNotEqual(update.contentOffsetAdjustment, .zero)
        XCTAssertEqual(scene.viewport.minY, update.before.viewport.minY + update.contentOffsetAdjustment.y)
        let after = try cell(path(0, read.path.item + (read.path.item < 5 ? 2 : 1)), in: scene.elements)
        XCTAssertEqual(
            after.frame.minY - scene.viewport.minY, read.frame.minY - update.before.viewport.minY,
            accuracy: 1e-9)
    }

    func testGallery_UpdateCompositional_CaptionNamesTheBatchAndTheAlbumsBelowMoveDown() throws {
        let (caption, scene, update) = try example("update-compositional")
        XCTAssertTrue(
            caption.contains(
                "A banner above two albums (two-column grids with headers) of 4 and 3 photos: insert "
                    + "section 1; move item 1-3 to 3-0."), caption)
        XCTAssertEqual(cells(update.before.elements).map(\.path.section).sorted(), [0, 1, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(paths(after: scene, update, .appearing), [path(1, 0), path(1, 1)])
        let newHeader = try header(section: 1, in: scene.elements)
        XCTAssertEqual(update.role(after: newHeader), .appearing, "the new section's header fades in")
        XCTAssertTrue(update.before.elements.allSatisfy { update.role(before: $0) != .disappearing })
        XCTAssertEqual(paths(after: scene, update, .moved), [path(3, 0)])
        let moved = try XCTUnwrap(update.initial[GalleryElementKey(kind: .cell, path: path(3, 0))])
        XCTAssertEqual(moved.frame, try cell(path(1, 3), in: update.before.elements).frame)
        assertSurvivorsStartWhereCellsWere(scene, update)
        for (old, new) in [(1, 2), (2, 3)] {
            let header = try header(section: new, in: scene.elements)
            let start = try XCTUnwrap(update.initial[GalleryElementKey(header)])
            XCTAssertEqual(start.frame, try self.header(section: old, in: update.before.elements).frame)
            XCTAssertGreaterThan(header.frame.minY, start.frame.minY, "album \(old) moves down to \(new)")
        }
        XCTAssertEqual(update.contentOffsetAdjustment, .zero)
    }

    func testGallery_DescribeBatch_NamesEachKindOfChangeInUIKitsOrder() {
        let batch: [CollectionUpdate] = [
            .moveItem(from: path(0, 1), to: path(1, 0)), .insertItems(at: [path(0, 0)]),
            .reloadItems(at: [path(0, 3)]), .deleteSections([2, 3, 4]),
        ]
        XCTAssertEqual(
            UpdateGallery.describe(batch),
            "delete sections 2, 3 and 4; insert item 0-0; move item 0-1 to 1-0; reload item 0-3")
    }
}
