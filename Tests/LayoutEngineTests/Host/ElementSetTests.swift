import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The host's identity set against `Set`, its model, across growth and emptying.
final class ElementSetTests: XCTestCase {
    func testElementSet_AgreesWithSet() {
        for seed in TestCampaign.seeds(20) {
            var g = SeededGenerator(seed: seed)
            var set = ElementSet()
            var model = Set<ElementID>()
            let kinds: [ElementKind] = [.cell, .sectionHeader, .sectionFooter, .decoration("background")]
            for round in 0..<6 {
                set.removeAll(reservingCapacity: g.int(in: 0...40))
                model.removeAll()
                for _ in 0..<g.int(in: 0...200) {
                    let id = ElementID(
                        kind: kinds[g.int(in: 0...3)],
                        path: ItemPath(item: g.int(in: -2...50), section: g.int(in: -1...3)))
                    XCTAssertEqual(set.insert(id), model.insert(id).inserted, "seed \(seed), round \(round)")
                }
                XCTAssertEqual(set.count, model.count, "seed \(seed), round \(round)")
                for _ in 0..<100 {
                    let id = ElementID(
                        kind: kinds[g.int(in: 0...3)],
                        path: ItemPath(item: g.int(in: -2...50), section: g.int(in: -1...3)))
                    XCTAssertEqual(
                        set.contains(id), model.contains(id), "seed \(seed), round \(round), \(id)")
                }
            }
        }
    }

    func testElementSet_EmptyingKeepsNothing() {
        var set = ElementSet()
        set.removeAll(reservingCapacity: 4)
        let id = ElementID.cell(ItemPath(item: 1, section: 0))
        XCTAssertTrue(set.insert(id))
        XCTAssertFalse(set.insert(id))
        set.removeAll(reservingCapacity: 4)
        XCTAssertFalse(set.contains(id))
        XCTAssertTrue(set.insert(id))
    }
}
