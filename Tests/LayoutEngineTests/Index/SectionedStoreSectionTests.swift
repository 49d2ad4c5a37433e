import XCTest

@testable import LayoutEngine

/// A section keeps its items in one kind of storage at a time: setting a kind replaces the
/// one before, and stored frames are only ever those of a section that stores frames.
final class SectionedStoreSectionTests: XCTestCase {
    private static let formula = SectionedStore.Formula(
        count: 5, itemsPerLine: 2, firstLinePosition: 0, linePitch: 60, mainOffset: 0, mainLength: 50,
        crossLength: 40, columns: [0, 50], lastLineColumns: [0])

    private static func frames(_ count: Int) -> RectIndex {
        var index = RectIndex(axis: .vertical)
        for item in 0..<count { _ = index.append(Rect(x: 0, y: Double(item) * 10, width: 10, height: 10)) }
        return index
    }

    func testSection_SettingAKindReplacesTheOneBefore() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        section.items = Self.frames(3)
        XCTAssertEqual(section.itemFrameCount, 3)

        section.formula = Self.formula
        XCTAssertTrue(section.items.isEmpty, "a formula stores no frame")
        XCTAssertEqual(section.itemFrameCount, 5)
        XCTAssertEqual(section.itemFrame(of: 4, axis: .vertical), Self.formula.frame(of: 4, axis: .vertical))

        section.band = SectionedStore.Band(axis: .vertical)
        XCTAssertNil(section.formula, "a band replaces the formula")
        XCTAssertNotNil(section.band)
        section.formula = nil
        XCTAssertNotNil(section.band, "clearing a kind the section does not hold leaves it as it is")
        section.band = nil
        guard case .frames = section.storage else {
            return XCTFail("clearing the section's kind stores frames")
        }
        XCTAssertEqual(section.itemFrameCount, 0)
    }

    func testSection_WritingFramesStoresFrames() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        section.formula = Self.formula
        var spare = RectIndex(axis: .vertical)
        swap(&section.items, &spare)
        XCTAssertNotNil(section.formula, "an empty index swapped in leaves the formula")

        _ = section.items.append(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(section.formula, "frames written in place replace the formula")
        XCTAssertEqual(section.itemFrameCount, 1)

        section.band = SectionedStore.Band(axis: .vertical)
        section.items = Self.frames(2)
        XCTAssertNil(section.band, "frames set replace the band")
        XCTAssertEqual(section.itemFrameCount, 2)
    }

    func testSection_BandChangesInPlace() {
        var section = SectionedStore.Section(axis: .vertical, start: 0)
        var band = SectionedStore.Band(axis: .vertical)
        band.items.reserveCapacity(100)
        section.band = band
        band = SectionedStore.Band(axis: .vertical)
        let before = section.band?.items.frames.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for item in 0..<50 {
            _ = section.band?.items.append(Rect(x: Double(item) * 10, y: 0, width: 10, height: 10))
        }
        section.band?.offset = 30
        let after = section.band?.items.frames.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        XCTAssertEqual(before, after, "appended in place, not to a copy")
        XCTAssertEqual(section.band?.items.count, 50)
        XCTAssertEqual(section.band?.offset, 30)
        XCTAssertEqual(section.itemFrameCount, 50)
    }
}
