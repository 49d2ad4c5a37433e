import LayoutEngine

/// The data a host run shows, by identity: what a batch does to it, and the real size of each
/// item and header, as a renderer would measure them. The checks use it to give a fresh layout
/// the same data and sizes as the host's.
struct HostData {
    /// The identity of each section.
    var sections: [Int]
    /// The identity of each item, by section.
    var items: [[Int]]
    /// The next identity to hand out.
    var next = 0
    /// How many times each item has grown since it was made (its content streams in).
    var growth: [Int: Int] = [:]
    /// The size last reported for each item, by identity.
    var reportedItems: [Int: Size] = [:]
    /// The size last reported for each section's header and footer, by section identity and kind.
    var reportedSupplementaries: [Int: [ElementKind.Name: Size]] = [:]

    init(counts: [Int]) {
        sections = []
        items = []
        for count in counts {
            sections.append(next)
            next += 1
            items.append((0..<count).map { $0 + next })
            next += count
        }
    }

    var counts: [Int] { items.map(\.count) }

    /// The real length of item `id` along the scroll axis: 20…300 points, 17 more for each
    /// time it grew.
    func length(ofItem id: Int) -> Double {
        Double(20 + (id &* 7919) % 281) + 17 * Double(growth[id] ?? 0)
    }

    /// The real length of the header or footer of section `id`.
    func length(ofSection id: Int, kind: ElementKind.Name) -> Double {
        Double(16 + (id &* 31 + (kind == ElementKind.sectionHeaderKind ? 0 : 11)) % 70)
    }

    /// The item identity at `path`, if any.
    func item(at path: ItemPath) -> Int? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else {
            return nil
        }
        return items[path.section][path.item]
    }

    // MARK: - Batches

    /// A random valid batch of one or two changes (UIKit's rules: deletions and reloads by old
    /// paths, insertions by new ones, a move from an old path to a new one), applied to the
    /// data; nil when there is nothing to change.
    mutating func randomBatch(_ draw: inout HostDraw) -> [CollectionUpdate]? {
        let nonEmpty = items.indices.filter { !items[$0].isEmpty }
        switch draw.int(0...6) {
        case 0, 1:
            let section = draw.int(0...items.count - 1)
            var made = Set<Int>()
            for _ in 0..<draw.int(1...4) {
                items[section].insert(next, at: draw.int(0...items[section].count))
                made.insert(next)
                next += 1
            }
            let paths = items[section].indices.filter { made.contains(items[section][$0]) }
            return [.insertItems(at: paths.map { ItemPath(item: $0, section: section) })]
        case 2:
            guard let section = nonEmpty.isEmpty ? nil : draw.pick(nonEmpty) else { return nil }
            let count = min(items[section].count, draw.int(1...3))
            var positions = Set<Int>()
            while positions.count < count { positions.insert(draw.int(0...items[section].count - 1)) }
            for position in positions.sorted(by: >) { forget(items[section].remove(at: position)) }
            return [.deleteItems(at: positions.sorted().map { ItemPath(item: $0, section: section) })]
        case 3, 4:
            guard let from = nonEmpty.isEmpty ? nil : draw.pick(nonEmpty) else { return nil }
            let item = draw.int(0...items[from].count - 1)
            let to = draw.int(0...items.count - 1)
            let id = items[from].remove(at: item)
            let place = draw.int(0...items[to].count)
            items[to].insert(id, at: place)
            return [
                .moveItem(from: ItemPath(item: item, section: from), to: ItemPath(item: place, section: to))
            ]
        case 5:
            guard let section = nonEmpty.isEmpty ? nil : draw.pick(nonEmpty) else { return nil }
            let item = draw.int(0...items[section].count - 1)
            forget(items[section][item])
            items[section][item] = next
            next += 1
            return [.reloadItems(at: [ItemPath(item: item, section: section)])]
        default:
            if items.count > 1, draw.chance(2) {
                let section = draw.int(0...items.count - 1)
                for id in items[section] { forget(id) }
                reportedSupplementaries[sections[section]] = nil
                items.remove(at: section)
                sections.remove(at: section)
                return [.deleteSections([section])]
            }
            let section = draw.int(0...items.count)
            let count = draw.int(0...8)
            sections.insert(next, at: section)
            next += 1
            items.insert((0..<count).map { $0 + next }, at: section)
            next += count
            return [.insertSections([section])]
        }
    }

    /// Drops what is known of item `id`, deleted or reloaded (its view is gone).
    private mutating func forget(_ id: Int) {
        reportedItems[id] = nil
        growth[id] = nil
    }
}
