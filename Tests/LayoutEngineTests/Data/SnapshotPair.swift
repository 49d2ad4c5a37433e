import LayoutEngine
import LayoutEngineTestSupport

/// Two random snapshots: `old`, and `new` made from it by random changes (sections deleted,
/// inserted, moved and reloaded; items deleted, inserted, moved within and across sections,
/// shuffled, reloaded and reconfigured), one kind of change or all of them mixed.
struct SnapshotPair {
    var old: SnapshotModel
    var new: SnapshotModel

    /// Whether the layout keeps the measured size of `id` through the change, by UIKit's
    /// rules: the item is in both snapshots, neither reloaded itself nor in a section that is
    /// reloaded, and neither its old section is deleted nor its new one inserted (UIKit moves
    /// no item out of a deleted section or into an inserted one).
    func carries(_ id: Int) -> Bool {
        guard let from = old.path(of: id), let to = new.path(of: id), !new.reloadedItems.contains(id) else {
            return false
        }
        let oldSection = old.sections[from.section].id
        let newSection = new.sections[to.section].id
        return new.sectionIndex(of: oldSection) != nil && old.sectionIndex(of: newSection) != nil
            && !new.reloadedSections.contains(oldSection) && !new.reloadedSections.contains(newSection)
    }

    static func random(_ g: inout SeededGenerator, maxSections: Int = 5, maxItems: Int = 10) -> SnapshotPair {
        var nextID = 0
        func newID() -> Int {
            nextID += 1
            return nextID
        }
        var old = SnapshotModel()
        for section in 0..<g.int(in: 0...maxSections) {
            old.sections.append(.init(id: section, items: (0..<g.int(in: 0...maxItems)).map { _ in newID() }))
        }
        let all = g.bool()
        let kind = g.int(in: 0...9)
        func does(_ change: Int) -> Bool { all || kind == change }
        var new = old
        if does(0) { new.sections.removeAll { _ in g.int(in: 0...3) == 0 } }
        if does(1), new.sections.count > 1 {
            for _ in 0..<g.int(in: 1...2) {
                let section = new.sections.remove(at: g.int(in: 0...(new.sections.count - 1)))
                new.sections.insert(section, at: g.int(in: 0...new.sections.count))
            }
        }
        if does(2) {
            for _ in 0..<g.int(in: 1...2) {
                let items = (0..<g.int(in: 0...4)).map { _ in newID() }
                new.sections.insert(
                    .init(id: 100 + newID(), items: items), at: g.int(in: 0...new.sections.count))
            }
        }
        if does(3) {
            for index in new.sections.indices {
                new.sections[index].items.removeAll { _ in g.int(in: 0...4) == 0 }
            }
        }
        if does(4) {
            for _ in 0..<g.int(in: 1...4) { moveRandomItem(&new, &g) }
        }
        if does(5) {
            for index in new.sections.indices where g.int(in: 0...2) == 0 {
                new.sections[index].items.shuffle(using: &g)
            }
        }
        if does(6) {
            for index in new.sections.indices {
                for _ in 0..<g.int(in: 0...3) {
                    new.sections[index].items.insert(
                        newID(), at: g.int(in: 0...new.sections[index].items.count))
                }
            }
        }
        if does(7) { new.reloadedItems = Set(new.allItems.filter { _ in g.int(in: 0...5) == 0 }) }
        if does(8) {
            new.reloadedSections = Set(new.sections.map(\.id).filter { _ in g.int(in: 0...4) == 0 })
        }
        if does(9) { new.reconfiguredItems = Set(new.allItems.filter { _ in g.int(in: 0...4) == 0 }) }
        return SnapshotPair(old: old, new: new)
    }

    /// `old` reordered only: sections permuted, items moved across sections and shuffled; the
    /// same sections and items, no marks.
    static func randomReorder(_ g: inout SeededGenerator) -> SnapshotPair {
        var pair = random(&g, maxSections: 4, maxItems: 12)
        var new = pair.old
        new.sections.shuffle(using: &g)
        for _ in 0..<g.int(in: 0...4) { moveRandomItem(&new, &g) }
        for index in new.sections.indices where g.bool() { new.sections[index].items.shuffle(using: &g) }
        pair.new = new
        return pair
    }

    /// Moves a random item to a random place of a random section (its own included).
    private static func moveRandomItem(_ model: inout SnapshotModel, _ g: inout SeededGenerator) {
        let nonEmpty = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
        guard let from = nonEmpty.randomElement(using: &g) else { return }
        let item = model.sections[from].items.remove(
            at: g.int(in: 0...(model.sections[from].items.count - 1)))
        let to = g.int(in: 0...(model.sections.count - 1))
        model.sections[to].items.insert(item, at: g.int(in: 0...model.sections[to].items.count))
    }
}
