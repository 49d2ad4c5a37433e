import LayoutEngine
import LayoutEngineTestSupport

/// A random batch that adds up for `counts` (see ``FuzzBatch``), and the counts after it.
func randomBatch(for counts: [Int], draw: inout Draw) -> (updates: [CollectionUpdate], newCounts: [Int]) {
    let batch = FuzzBatch(counts: counts, draw: &draw)
    return (batch.updates, batch.newCounts)
}

/// A random batch that adds up for `counts`, written as an app writes one, with where each
/// surviving item goes, from UIKit's rules rather than the library's plan: now and then a
/// section deleted, reloaded or inserted; in the others, items deleted, inserted, moved
/// (within their section or to another) and reloaded. A reloaded item keeps its place, so
/// reloads are drawn only in sections where nothing arrives (where they cannot tie with an
/// insert), and nothing is inserted into or moved to a section at the `Int.max` limit.
struct FuzzBatch {
    /// The batch.
    var updates: [CollectionUpdate] = []
    /// The item counts after it.
    var newCounts: [Int] = []
    /// For each old section, its index after the batch (nil when deleted or reloaded).
    var destinations: [Int?] = []
    /// For each old section that survives: the old indexes that leave it (deleted, moved away
    /// or reloaded), ascending.
    var leaving: [Int: [Int]] = [:]
    /// For each new section that comes from an old one: the new indexes where items arrive
    /// (inserted or moved there), ascending.
    var arriving: [Int: [Int]] = [:]
    /// Moved items: their new paths by their old ones.
    var moves: [ItemPath: ItemPath] = [:]

    /// Reloaded items (old paths): they keep their place but are new items.
    var reloadedItems = Set<ItemPath>()

    /// The item counts before the batch (negative ones read as 0).
    var oldCounts: [Int] = []

    init(counts: [Int], draw: inout Draw) {
        let counts = counts.map { max(0, $0) }
        oldCounts = counts
        var deletedSection: Int?
        var reloadedSection: Int?
        if counts.count > 1, draw.chance(6) {
            deletedSection = draw.int(in: 0...(counts.count - 1))
        }
        if counts.count > 1, draw.chance(8) {
            let section = draw.int(in: 0...(counts.count - 1))
            if section != deletedSection { reloadedSection = section }
        }
        // Where an inserted section lands among the sections after the batch, decided first so
        // that the item paths after the batch count it.
        let surviving = counts.count - (deletedSection == nil ? 0 : 1)
        let insertedSection = draw.chance(6) ? draw.int(in: 0...surviving) : nil
        // New section numbers of the old ones.
        var next = 0
        for section in counts.indices {
            if section == deletedSection {
                destinations.append(nil)
                continue
            }
            if next == insertedSection { next += 1 }
            destinations.append(section == reloadedSection ? nil : next)
            next += 1
        }
        // What leaves each surviving section, and the moves' sources.
        var deletes: [ItemPath] = []
        var reloads: [ItemPath] = []
        var movedOut: [ItemPath] = []
        var reloading = Set<Int>()
        for (section, count) in counts.enumerated() where destinations[section] != nil && count > 0 {
            var taken = Set<Int>()
            func fresh() -> Int? {
                for _ in 0..<4 {
                    let item = draw.int(in: 0...(count - 1))
                    if taken.insert(item).inserted { return item }
                }
                return nil
            }
            for _ in 0..<draw.int(in: 0...3) {
                if let item = fresh() { deletes.append(ItemPath(item: item, section: section)) }
            }
            if draw.chance(3) {
                for _ in 0..<draw.int(in: 1...2) {
                    if let item = fresh() { movedOut.append(ItemPath(item: item, section: section)) }
                }
            }
            if draw.chance(4) {
                reloading.insert(section)
                for _ in 0..<draw.int(in: 1...3) {
                    if let item = fresh() { reloads.append(ItemPath(item: item, section: section)) }
                }
            }
            leaving[section] = taken.sorted()
        }
        // Where the moved items go: a section that survives, takes arrivals (reloads none) and
        // is not at the limit.
        let targets = counts.indices.filter {
            destinations[$0] != nil && !reloading.contains($0) && counts[$0] <= Int.max - 16
        }
        var movedIn: [Int: [ItemPath]] = [:]
        for source in movedOut {
            guard !targets.isEmpty else {
                deletes.append(source)
                continue
            }
            movedIn[draw.pick(targets), default: []].append(source)
        }
        var inserts: [ItemPath] = []
        for (section, count) in counts.enumerated() {
            guard let newSection = destinations[section] else {
                if section == reloadedSection { newCounts.append(count) }
                continue
            }
            let sources = movedIn[section] ?? []
            let insertCount =
                reloading.contains(section) || count > Int.max - 16 ? 0 : draw.int(in: 0...3)
            let arrivals = insertCount + sources.count
            let newCount =
                count - (leaving[section]?.count ?? 0) + arrivals
                + reloads.count { $0.section == section }
            var places = Set<Int>()
            while places.count < arrivals { places.insert(draw.int(in: 0...(newCount - 1))) }
            var shuffled = Array(places)
            for index in shuffled.indices.reversed() where index > 0 {
                shuffled.swapAt(index, draw.int(in: 0...index))
            }
            for (offset, place) in shuffled.enumerated() {
                let path = ItemPath(item: place, section: newSection)
                if offset < sources.count {
                    moves[sources[offset]] = path
                } else {
                    inserts.append(path)
                }
            }
            arriving[newSection] = places.sorted()
            newCounts.append(newCount)
        }
        if let insertedSection { newCounts.insert(draw.int(in: 0...5), at: insertedSection) }
        // The counts above were appended in old order, which is the new order of the sections
        // that survive or are reloaded: the inserted one goes in at its place. A reloaded item
        // keeps its place: it does not leave the numbering of the items that stay.
        for path in reloads { leaving[path.section, default: []].removeAll { $0 == path.item } }
        reloadedItems = Set(reloads)
        if let deletedSection { updates.append(.deleteSections([deletedSection])) }
        if let reloadedSection { updates.append(.reloadSections([reloadedSection])) }
        if let insertedSection { updates.append(.insertSections([insertedSection])) }
        if !deletes.isEmpty { updates.append(.deleteItems(at: deletes)) }
        if !reloads.isEmpty { updates.append(.reloadItems(at: reloads)) }
        if !inserts.isEmpty { updates.append(.insertItems(at: inserts)) }
        for (from, to) in moves.sorted(by: { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) })
        {
            updates.append(.moveItem(from: from, to: to))
        }
    }

    /// Where the item at old `path` is after the batch, by UIKit's rules: nil when it was
    /// deleted or reloaded (or its section was) or names no item; a moved item where it moved;
    /// any other the k-th place of its new section that no arrival takes, k its place among
    /// the items of its section that stay. Linear in the changes: a model, not the library's
    /// search.
    func newPath(forOld path: ItemPath, oldCounts: [Int]? = nil) -> ItemPath? {
        let oldCounts = oldCounts ?? self.oldCounts
        guard path.section >= 0, path.section < oldCounts.count, path.item >= 0,
            path.item < oldCounts[path.section], let section = destinations[path.section],
            !reloadedItems.contains(path)
        else { return nil }
        if let moved = moves[path] { return moved }
        let left = leaving[path.section] ?? []
        if left.contains(path.item) { return nil }
        var item = path.item - left.count { $0 < path.item }
        for place in arriving[section] ?? [] where place <= item { item += 1 }
        return ItemPath(item: item, section: section)
    }

    /// Where the item at new `path` was before the batch, by the same rules: nil when it
    /// arrived (inserted, or in an inserted or reloaded section), replaces a reloaded item, or
    /// names no item.
    func oldPath(forNew path: ItemPath) -> ItemPath? {
        guard path.section >= 0, path.section < newCounts.count, path.item >= 0,
            path.item < newCounts[path.section],
            let section = destinations.firstIndex(where: { $0 == path.section })
        else { return nil }
        let arrived = arriving[path.section] ?? []
        if arrived.contains(path.item) {
            return moves.first { $0.value == path }?.key
        }
        // The k-th item that stays is the k-th old index that does not leave.
        let k = path.item - arrived.count { $0 < path.item }
        var item = k
        for left in leaving[section] ?? [] where left <= item { item += 1 }
        let old = ItemPath(item: item, section: section)
        return reloadedItems.contains(old) ? nil : old
    }
}

/// Batch updates under hostile configurations: a batch that adds up (moves and reloads
/// included) never throws, leaves finite answers (content size, a viewport query, the appearing
/// and disappearing attributes of a few items), answers nil for the appearing and disappearing
/// attributes of paths that name no item (an item of `Int.max`, a negative one, one past the
/// counts), and leaves the layout equal, element by element, to a fresh one prepared for the
/// new data with the same reported sizes (carried to the items' new paths by ``FuzzBatch``,
/// `fresh` makes it), its queries equal to the brute force over its elements; one that does
/// not add up throws and leaves the layout as it was, every element's attributes included.
func checkUpdates<L: CollectionLayout>(
    _ layout: L, context: LayoutContext, isStored: Bool, checksGeometry: Bool,
    inventory: (L, LayoutContext, Bool) -> ElementInventory, draw: inout Draw, findings: inout Findings,
    fresh: (([ItemPath: Size]) -> L)? = nil, reports: [ItemPath: Size] = [:],
    carry: ((inout L, FuzzBatch) -> Bool)? = nil,
    reinventory: (([ItemPath: Size]) -> (L, LayoutContext, Bool) -> ElementInventory)? = nil
) {
    let batch = FuzzBatch(counts: context.itemCounts, draw: &draw)
    let (updates, newCounts) = (batch.updates, batch.newCounts)
    var wrong = context
    wrong.itemCounts = newCounts + [1]
    var unchanged = layout
    do {
        try unchanged.prepare(wrong, updates: updates)
        findings.expect(false, "updates: a batch whose section count does not add up did not throw")
    } catch {
        let counts = isStored ? context.laidOutItemCounts : context.itemCounts.map { max(0, $0) }
        if let difference = firstDifference(
            unchanged, layout, counts: counts, context: context, inventory: inventory, draw: &draw)
        {
            findings.expect(false, "updates: a batch that threw changed the layout: \(difference)")
        }
    }
    var updated = layout
    var next = context
    next.itemCounts = newCounts
    // The sizes given by path follow their items, as an app's data does: the same data before
    // and after the batch (false when the case cannot carry them).
    let carried = carry.map { $0(&updated, batch) } ?? true
    do {
        try updated.prepare(next, updates: updates)
    } catch {
        findings.expect(false, "updates: \(updates) for \(context.itemCounts) threw \(error)")
        return
    }
    checkAbsentPaths(updated, oldCounts: context.itemCounts, newCounts: newCounts, findings: &findings)
    let oldCounts = isStored ? context.laidOutItemCounts : context.itemCounts.map { max(0, $0) }
    let counts = isStored ? next.laidOutItemCounts : newCounts.map { max(0, $0) }
    var carriedReports: [ItemPath: Size] = [:]
    for (path, size) in reports {
        if let moved = batch.newPath(forOld: path, oldCounts: oldCounts) { carriedReports[moved] = size }
    }
    let carriedInventory = reinventory?(carriedReports)
    func inventoryAfter(_ layout: L, _ context: LayoutContext, _ includesCells: Bool) -> ElementInventory {
        carriedInventory?(layout, context, includesCells) ?? inventory(layout, context, includesCells)
    }
    if let fresh, carried {
        var freshLayout = fresh(carriedReports)
        _ = carry.map { $0(&freshLayout, batch) }
        freshLayout.prepare(next)
        if let difference = firstDifference(
            updated, freshLayout, counts: counts, context: next, inventory: inventoryAfter, draw: &draw,
            comparesTransitions: false)
        {
            findings.expect(
                false, "updates: after \(updates) the layout differs from a fresh prepare: \(difference)")
        }
    }
    guard checksGeometry else { return }
    let isSmall = counts.allSatisfy { $0 <= bruteForceLimit } && counts.reduce(0, +) <= bruteForceLimit
    if isSmall, isStored {
        checkIndex(
            updated, inventory: inventoryAfter(updated, next, true), label: "updates", draw: &draw,
            findings: &findings)
    }
    let size = updated.contentSize
    findings.expect(size.isFinite && size.width >= 0 && size.height >= 0, "updates: contentSize \(size)")
    let viewport = Rect(origin: next.contentOffset, size: next.viewportSize)
    let visible = updated.attributes(in: viewport).prefix(viewportLimit(L.self))
    findings.expect(visible.allSatisfy { $0.frame.isFinite }, "updates: a visible frame is not finite")
    let adjustment = updated.contentOffsetAdjustment
    findings.expect(
        adjustment.x.isFinite && adjustment.y.isFinite, "updates: contentOffsetAdjustment \(adjustment)")
    for (section, count) in newCounts.enumerated() where count > 0 {
        let path = ItemPath(item: draw.int(in: 0...(count - 1)), section: section)
        let initial = updated.initialAttributes(forAppearingItemAt: path)
        findings.expect(initial.map { $0.frame.isFinite } ?? true, "updates: initial attributes of \(path)")
    }
    for (section, count) in context.itemCounts.enumerated() where count > 0 {
        let path = ItemPath(item: draw.int(in: 0...(count - 1)), section: section)
        let final = updated.finalAttributes(forDisappearingItemAt: path)
        findings.expect(final.map { $0.frame.isFinite } ?? true, "updates: final attributes of \(path)")
    }
}

/// Paths that name no item of a collection of `counts`: items of `Int.max`, `Int.min`, −1
/// and just past each count, in the first and last sections, in none (past the last, negative,
/// `Int.max`).
func absentPaths(_ counts: [Int]) -> [ItemPath] {
    var paths: [ItemPath] = []
    for section in Set([0, counts.count - 1, counts.count, counts.count + 1, -1, Int.min, Int.max]) {
        for item in [Int.max, Int.max - 1, Int.min, Int.min + 1, -1, -2] {
            let count = counts.indices.contains(section) ? max(0, counts[section]) : 0
            if item < 0 || item >= count { paths.append(ItemPath(item: item, section: section)) }
        }
    }
    for (section, count) in counts.enumerated() where count >= 0 && count < Int.max - 1 {
        paths += [count, count + 1].map { ItemPath(item: $0, section: section) }
    }
    return paths
}

/// The appearing attributes of every path after the batch that names no item, and the
/// disappearing attributes of every path before it that names none, are nil (and asking does
/// not trap).
func checkAbsentPaths<L: CollectionLayout>(
    _ layout: L, oldCounts: [Int], newCounts: [Int], findings: inout Findings
) {
    for path in absentPaths(newCounts) {
        let initial = layout.initialAttributes(forAppearingItemAt: path)
        findings.expect(
            initial == nil,
            "updates: initialAttributes(forAppearingItemAt: \(path)) is \(String(describing: initial))")
    }
    for path in absentPaths(oldCounts) {
        let final = layout.finalAttributes(forDisappearingItemAt: path)
        findings.expect(
            final == nil,
            "updates: finalAttributes(forDisappearingItemAt: \(path)) is \(String(describing: final))")
    }
}

/// The first difference between `layout` and `original`, which should be the same layout
/// (prepared for `context`, item counts `counts`): content size and offset adjustment, every
/// cell's attributes and its appearing and disappearing attributes, the supplementary views'
/// (`inventory` lists them), and, for layouts small enough to list, the viewport and the
/// whole-content queries (decorations and badges too); nil when there is none. Without
/// `comparesTransitions`, the offset adjustment and the appearing and disappearing attributes
/// are left out (a fresh layout has no batch to animate).
func firstDifference<L: CollectionLayout>(
    _ layout: L, _ original: L, counts: [Int], context: LayoutContext,
    inventory: (L, LayoutContext, Bool) -> ElementInventory, draw: inout Draw,
    comparesTransitions: Bool = true
) -> String? {
    if !identical(layout.contentSize, original.contentSize) {
        return "contentSize \(layout.contentSize), was \(original.contentSize)"
    }
    if comparesTransitions, layout.contentOffsetAdjustment != original.contentOffsetAdjustment {
        return
            "contentOffsetAdjustment \(layout.contentOffsetAdjustment), was \(original.contentOffsetAdjustment)"
    }
    // Every path when there are few; otherwise each section's ends and a few thousand drawn
    // ones (the carousel and the fan take counts up to Int.max).
    let isSmall = counts.reduce(0) { $0 + min($1, bruteForceLimit + 1) } <= bruteForceLimit
    var paths: [ItemPath] = []
    for (section, count) in counts.enumerated() where count > 0 {
        if isSmall {
            paths += (0..<count).map { ItemPath(item: $0, section: section) }
        } else {
            paths += [0, count - 1].map { ItemPath(item: $0, section: section) }
            paths += (0..<2000 / counts.count).map { _ in
                ItemPath(item: draw.int(in: 0...(count - 1)), section: section)
            }
        }
    }
    for path in paths {
        if !identical(layout.attributes(at: path), original.attributes(at: path)) {
            return "attributes(at: \(path)) \(String(describing: layout.attributes(at: path))), "
                + "was \(String(describing: original.attributes(at: path)))"
        }
        if !comparesTransitions { continue }
        if !identical(
            layout.initialAttributes(forAppearingItemAt: path),
            original.initialAttributes(forAppearingItemAt: path))
        {
            return "initialAttributes(forAppearingItemAt: \(path)) changed"
        }
        if !identical(
            layout.finalAttributes(forDisappearingItemAt: path),
            original.finalAttributes(forDisappearingItemAt: path))
        {
            return "finalAttributes(forDisappearingItemAt: \(path)) changed"
        }
    }
    let supplementaries = inventory(layout, context, false).exactAttributes
    let originalSupplementaries = inventory(original, context, false).exactAttributes
    if !identical(supplementaries, originalSupplementaries) {
        let first = zip(supplementaries, originalSupplementaries).first { !identical($0, $1) }
        return "the supplementary views differ" + (first.map { ": \($0.0), was \($0.1)" } ?? "")
    }
    // The queries of a large layout may return millions of elements (a pile of zero-length
    // items): only a small one's are compared.
    let viewport = Rect(origin: context.contentOffset, size: context.viewportSize)
    for rect in isSmall ? [viewport, everything] : [] {
        let now = sortedElements(layout, in: rect)
        let before = sortedElements(original, in: rect)
        if !identical(now, before) {
            let first = zip(now, before).first { !identical($0, $1) }
            return "the query of \(swift(rect)) returns \(now.count) elements, was \(before.count)"
                + (first.map { "; first difference \($0.0), was \($0.1)" } ?? "")
        }
    }
    return nil
}

extension FuzzBatch {
    /// Per-path values (`values[section][item]`, `missing` past a list) as the data after the
    /// batch holds them: each item's value where it went, `new` for an item that arrived; nil
    /// when a section after the batch is too long to list.
    func carried<T>(_ values: [[T]], new: T, missing: T) -> [[T]]? {
        guard newCounts.allSatisfy({ $0 <= 100_000 }) else { return nil }
        return newCounts.enumerated().map { section, count in
            (0..<count).map { item in
                guard let old = oldPath(forNew: ItemPath(item: item, section: section)) else { return new }
                return values.indices.contains(old.section) && values[old.section].indices.contains(old.item)
                    ? values[old.section][old.item] : missing
            }
        }
    }
}
