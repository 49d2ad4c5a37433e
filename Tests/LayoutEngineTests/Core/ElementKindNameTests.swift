import XCTest

@testable import LayoutEngine

/// `ElementKind.Name`: one string, one small integer; equality and hashing by the integer; the
/// kind string kept for UIKit; `LayoutAttributes` trivial to copy.
final class ElementKindNameTests: XCTestCase {
    func testElementKindName_SameStringGivesEqualNames() {
        let literal: ElementKind.Name = "badge"
        XCTAssertEqual(literal, ElementKind.Name("badge"))
        XCTAssertEqual(ElementKind.Name("badge").id, ElementKind.Name(String("bad") + "ge").id)
        XCTAssertNotEqual(ElementKind.Name("badge"), ElementKind.Name("badges"))
        XCTAssertEqual(Set<ElementKind.Name>(["a", "b", "a"]).count, 2)
        XCTAssertEqual(ElementKind.supplementary("badge"), .supplementary(literal))
        XCTAssertNotEqual(ElementKind.supplementary("badge"), .decoration("badge"))
    }

    func testElementKindName_KeepsItsString() {
        for string in ["badge", "", "UICollectionElementKindSectionHeader", "日本語 kind", "🐟"] {
            let name = ElementKind.Name(string)
            XCTAssertEqual(name.string, string)
            XCTAssertEqual(name.description, string)
        }
    }

    func testElementKindName_HeaderAndFooterAreFixedAndUseUIKitsStrings() {
        XCTAssertEqual(ElementKind.sectionHeaderKind.string, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(ElementKind.sectionFooterKind.string, "UICollectionElementKindSectionFooter")
        XCTAssertEqual(
            ElementKind.Name("UICollectionElementKindSectionHeader"), ElementKind.sectionHeaderKind)
        XCTAssertEqual(
            ElementKind.Name("UICollectionElementKindSectionFooter"), ElementKind.sectionFooterKind)
        XCTAssertEqual(ElementKind.sectionHeaderKind.id, ElementKind.Name.sectionHeaderID)
        XCTAssertEqual(ElementKind.sectionFooterKind.id, ElementKind.Name.sectionFooterID)
        XCTAssertEqual(ElementKind.sectionHeader, .supplementary(ElementKind.sectionHeaderKind))
    }

    func testElementKindName_EmptyStringIsAKindOfItsOwn() {
        let empty = ElementKind.Name("")
        XCTAssertEqual(empty.id, ElementKind.Name.emptyID)
        XCTAssertEqual(empty.string, "")
        XCTAssertNotEqual(empty, ElementKind.sectionHeaderKind)
        XCTAssertNotEqual(empty, ElementKind.Name(" "))
    }

    /// Kinds compare as UIKit's `isEqualToString:` does: by their code units, not by canonical
    /// equivalence.
    func testElementKindName_ComparesBytesNotCanonicalEquivalence() {
        let precomposed = ElementKind.Name("caf\u{E9}")
        let decomposed = ElementKind.Name("cafe\u{301}")
        XCTAssertNotEqual(precomposed, decomposed)
        XCTAssertEqual(precomposed.string.unicodeScalars.count, 4)
        XCTAssertEqual(decomposed.string.unicodeScalars.count, 5)
    }

    func testElementKindName_ManyDistinctKindsKeepDistinctNamesAndStrings() {
        let strings = (0..<3000).map { "many-kinds-\($0)" }
        let names = strings.map { ElementKind.Name($0) }
        XCTAssertEqual(Set(names).count, strings.count)
        XCTAssertEqual(names.map(\.string), strings)
        XCTAssertEqual(strings.map { ElementKind.Name($0) }, names, "a second intern finds the same names")
    }

    func testLayoutAttributes_IsTrivial() {
        XCTAssertTrue(_isPOD(ElementKind.Name.self))
        XCTAssertTrue(_isPOD(ElementKind.self))
        XCTAssertTrue(_isPOD(LayoutAttributes.self))
    }

    // MARK: - The table

    func testKindNameTable_FullTableRefusesNewStringsAndKeepsItsOwn() {
        var table = KindNameTable(capacity: 5, fixed: ["", "header", "footer"])
        XCTAssertEqual(table.intern("a"), 3)
        XCTAssertEqual(table.intern("b"), 4)
        XCTAssertNil(table.intern("c"), "full: a new string gets no id, never another string's")
        XCTAssertNil(table.intern("d"))
        XCTAssertEqual(table.intern("b"), 4, "strings already in a full table keep their ids")
        XCTAssertEqual(table.intern("footer"), 2)
        XCTAssertEqual(table.strings, ["", "header", "footer", "a", "b"])
        XCTAssertEqual(table.string(at: 0), "")
        XCTAssertEqual(table.string(at: 9), "", "an id never handed out reads as the empty string")
    }

    func testKindNameTable_NeverHandsOutAnIdTwice_AFullTableRefusesNewStrings() {
        // A small table stands for the process-wide one, whose capacity (2³² − 1) no test fills.
        let capacity = 70_000
        var table = KindNameTable(capacity: capacity, fixed: ElementKind.Name.fixedStrings)
        XCTAssertEqual(table.capacity, capacity)
        let fixedCount = ElementKind.Name.fixedStrings.count
        var ids: [UInt32] = []
        for index in 0..<(capacity - fixedCount) { ids.append(table.intern("k\(index)") ?? .max) }
        XCTAssertEqual(Set(ids).count, ids.count, "past 65 536 names too, every string has its own id")
        XCTAssertEqual(ids.last, UInt32(capacity - 1))
        XCTAssertNil(table.intern("one too many"), "a full table refuses a new string")
        XCTAssertEqual(table.strings.count, capacity)
        XCTAssertEqual(table.intern("k1234"), ids[1234], "strings already in stay found")
        XCTAssertEqual(table.string(at: ids[66_000]), "k66000")
        XCTAssertEqual(table.intern("UICollectionElementKindSectionHeader"), ElementKind.Name.sectionHeaderID)
    }

    func testKindNameTable_CapacityIsEveryUInt32IdButTheLargest() {
        XCTAssertEqual(ElementKind.Name.capacity, Int(exactly: UInt32.max) ?? Int.max)
        XCTAssertEqual(KindNameTable(capacity: .max, fixed: [""]).capacity, ElementKind.Name.capacity)
    }

    func testKindNameTable_CollidingHashesStayApart() {
        var table = KindNameTable(capacity: 100, fixed: [""])
        // Strings of every length from 0 to 40 bytes, so that many share a 16-slot bucket.
        let strings = (1...40).map { String(repeating: "x", count: $0) }
        let ids = strings.compactMap { table.intern($0) }
        XCTAssertEqual(Set(ids).count, strings.count)
        XCTAssertEqual(ids.map { table.string(at: $0) }, strings)
    }
}
