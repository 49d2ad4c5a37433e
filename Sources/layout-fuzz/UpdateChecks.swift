import LayoutEngine
import LayoutEngineTestSupport

/// A random batch that adds up for `counts` (item deletes and inserts in some sections, now
/// and then a section deleted or inserted, a move), and the counts after it.
func randomBatch(for counts: [Int], draw: inout Draw) -> (updates: [CollectionUpdate], newCounts: [Int]) {
    let counts = counts.map { max(0, $0) }
    var updates: [CollectionUpdate] = []
    var deletedSection: Int?
    if counts.count > 1, draw.chance(6) {
        let section = draw.int(in: 0...(counts.count - 1))
        deletedSection = section
        updates.append(.deleteSections([section]))
    }
    // Where an inserted section lands among the sections after the batch, decided first so
    // that the item paths after the batch count it.
    let surviving = counts.count - (deletedSection == nil ? 0 : 1)
    let insertedSection = draw.chance(6) ? draw.int(in: 0...surviving) : nil
    var newCounts: [Int] = []
    for (section, count) in counts.enumerated() where section != deletedSection {
        if newCounts.count == insertedSection { newCounts.append(draw.int(in: 0...5)) }
        let newSection = newCounts.count
        var deleted = Set<Int>()
        if count > 0 {
            for _ in 0..<draw.int(in: 0...3) { deleted.insert(draw.int(in: 0...(count - 1))) }
        }
        // No insert into a section whose count would overflow (the carousel and the fan take any count).
        let inserts = count > Int.max - 3 ? 0 : draw.int(in: 0...3)
        let newCount = count - deleted.count + inserts
        var inserted = Set<Int>()
        while inserted.count < inserts { inserted.insert(draw.int(in: 0...(newCount - 1))) }
        if !deleted.isEmpty {
            updates.append(.deleteItems(at: deleted.map { ItemPath(item: $0, section: section) }))
        }
        if !inserted.isEmpty {
            updates.append(.insertItems(at: inserted.map { ItemPath(item: $0, section: newSection) }))
        }
        newCounts.append(newCount)
    }
    if let insertedSection {
        if newCounts.count == insertedSection { newCounts.append(draw.int(in: 0...5)) }
        updates.append(.insertSections([insertedSection]))
    }
    return (updates, newCounts)
}

/// Batch updates under hostile configurations: a batch that adds up never throws and leaves
/// finite answers (content size, a viewport query, the appearing and disappearing attributes
/// of a few items); one that does not add up throws and leaves the layout as it was, every
/// element's attributes included.
func checkUpdates<L: CollectionLayout>(
    _ layout: L, context: LayoutContext, isStored: Bool, checksGeometry: Bool,
    inventory: (L, LayoutContext, Bool) -> ElementInventory, draw: inout Draw, findings: inout Findings
) {
    let (updates, newCounts) = randomBatch(for: context.itemCounts, draw: &draw)
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
    do {
        try updated.prepare(next, updates: updates)
    } catch {
        findings.expect(false, "updates: \(updates) for \(context.itemCounts) threw \(error)")
        return
    }
    guard checksGeometry else { return }
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

/// The first difference between `layout` and `original`, which should be the same layout
/// (prepared for `context`, item counts `counts`): content size and offset adjustment, every
/// cell's attributes and its appearing and disappearing attributes, the supplementary views'
/// (`inventory` lists them), and, for layouts small enough to list, the viewport and the
/// whole-content queries (decorations and badges too); nil when there is none.
func firstDifference<L: CollectionLayout>(
    _ layout: L, _ original: L, counts: [Int], context: LayoutContext,
    inventory: (L, LayoutContext, Bool) -> ElementInventory, draw: inout Draw
) -> String? {
    if !identical(layout.contentSize, original.contentSize) {
        return "contentSize \(layout.contentSize), was \(original.contentSize)"
    }
    if layout.contentOffsetAdjustment != original.contentOffsetAdjustment {
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
