import XCTest

@testable import LayoutEngine

/// A section keeps its items in one kind of storage at a time, and changes kind only through
/// the operations named after a kind (`store(_:)`, `keep(_:)`): a write to the frames keeps
/// the kind, and stored frames are only ever those of a section that stores frames.
final class SectionedStoreSectionTests: XCTestCase {
    private static let uniformGrid = SectionedStore.UniformGrid(
        count: 5, itemsPerLine: 2, firstLinePosition: 0, linePitch: 60, mainOffset: 0, mainLength: 50,
        crossLength: 40, columns: [0, 50], lastLineColumns: [0])

    private static func frames(_ count: Int) -> RectIndex {
        var index = RectIndex(axis: .vertical)
        for item in 0..<count { _ = index.append(Rect(x: 0, y: Double(item) * 10, width: 10, height: 10)) }
        return index
    }

    /// The kind a user of the section can observe: which of the kinds' values it hands out.
    private static func kind(_ section: SectionedStore.Section) -> String {
        switch (section.storesFrames, section.uniformGrid, section.repeating, section.band, section.chunks) {
        case (true, nil, nil, nil, nil): "frames"
        case (false, .some, nil, nil, nil): "uniform grid"
        case (false, nil, .some, nil, nil): "repeating groups"
        case (false, nil, nil, .some, nil): "band"
        case (false, nil, nil, nil, .some): "chunks"
        default: "more than one kind"
        }
    }

    func testSection_EachNamedOperationReplacesTheKindBefore() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        XCTAssertEqual(Self.kind(section), "frames", "a new section stores frames (none yet)")
        section.store(Self.frames(3))
        XCTAssertEqual(section.itemFrameCount, 3)

        section.keep(Self.uniformGrid)
        XCTAssertEqual(Self.kind(section), "uniform grid")
        XCTAssertTrue(section.items.isEmpty, "a uniform grid stores no frame")
        XCTAssertEqual(section.items.frames.capacity, 0, "nor keeps storage for frames")
        XCTAssertEqual(section.itemFrameCount, 5)
        XCTAssertEqual(
            section.itemFrame(of: 4, axis: .vertical), Self.uniformGrid.frame(of: 4, axis: .vertical))

        section.keep(SectionedStore.Band(axis: .vertical))
        XCTAssertEqual(Self.kind(section), "band", "a band replaces the uniform grid")
        section.keep(SectionedStore.Chunks())
        XCTAssertEqual(Self.kind(section), "chunks", "chunks replace the band")
        section.store(Self.frames(2))
        XCTAssertEqual(Self.kind(section), "frames", "stored frames replace the chunks")
        XCTAssertEqual(section.itemFrameCount, 2)
    }

    /// Writing frames in place, swapping an empty index in, taking the frames out, or changing
    /// a band or chunks where they are kept leaves every kind as it is.
    func testSection_WritesToTheFramesKeepTheKind() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        section.keep(Self.uniformGrid)
        var spare = Self.frames(4)
        spare.removeAll(keepingCapacity: true)
        section.updateStoredFrames { swap(&$0, &spare) }
        section.updateStoredFrames { $0.shrinkToFit() }
        section.updateStoredFrames { $0.removeElements(from: 0) }
        _ = section.takeStoredFrames()
        XCTAssertEqual(
            Self.kind(section), "uniform grid", "an empty index written in leaves the uniform grid")
        XCTAssertEqual(section.itemFrameCount, 5)
        XCTAssertNil(section.updateBand { $0.offset = 10 }, "a section without a band has none to change")
        XCTAssertNil(section.updateChunks { $0.chunks.removeAll() })
        XCTAssertEqual(Self.kind(section), "uniform grid")

        var stored = SectionedStore.Section(axis: .vertical, start: 0)
        stored.store(Self.frames(2))
        stored.updateStoredFrames { _ = $0.append(Rect(x: 0, y: 20, width: 10, height: 10)) }
        XCTAssertEqual(Self.kind(stored), "frames")
        XCTAssertEqual(stored.itemFrameCount, 3)
        XCTAssertEqual(stored.takeStoredFrames().count, 3)
        XCTAssertEqual(Self.kind(stored), "frames", "taking the frames out leaves a section of no frame")
        XCTAssertEqual(stored.itemFrameCount, 0)

        var chunked = SectionedStore.Section(axis: .vertical, start: 0)
        chunked.keep(SectionedStore.Chunks())
        chunked.updateStoredFrames { $0.shrinkToFit() }
        XCTAssertNotNil(chunked.updateChunks { _ in })
        XCTAssertEqual(Self.kind(chunked), "chunks")
    }

    func testSection_BandChangesInPlace() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        var band = SectionedStore.Band(axis: .vertical)
        band.items.reserveCapacity(100)
        section.keep(band)
        band = SectionedStore.Band(axis: .vertical)
        let before = section.band?.items.frames.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for item in 0..<50 {
            section.updateBand {
                _ = $0.items.append(Rect(x: Double(item) * 10, y: 0, width: 10, height: 10))
            }
        }
        section.updateBand { $0.offset = 30 }
        let after = section.band?.items.frames.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        XCTAssertEqual(before, after, "appended in place, not to a copy")
        XCTAssertEqual(section.band?.items.count, 50)
        XCTAssertEqual(section.band?.offset, 30)
        XCTAssertEqual(section.itemFrameCount, 50)
        XCTAssertEqual(Self.kind(section), "band")
    }
}
