import LayoutEngine
import LayoutEngineTestSupport

/// Collects what a case got wrong, and the checks a gate of ``KnownGaps`` skipped.
struct Findings {
    var messages: [String] = []
    var skipped: [String] = []

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition, messages.count < 8 { messages.append(message()) }
    }
}

/// Layouts of at most this many elements are compared element by element with a brute-force
/// filter; larger ones are checked on viewport queries only.
let bruteForceLimit = 3000

/// A rect that every finite frame intersects: the whole-content query.
let everything = Rect.everywhere

/// The most elements a viewport query of a layout that stores no frames may return: the
/// carousel's documented bound (a page of one point under 10⁶-point items in a 10⁶-point
/// viewport), 10⁵ for the fan.
func viewportLimit<L: CollectionLayout>(_: L.Type) -> Int {
    L.self == CenterCarouselLayout.self ? CenterCarouselLayout.maximumViewportElementCount : 100_000
}

/// Viewports of stored layouts that meet more cells than this are not queried: zero-length
/// items piled at one place (or a viewport millions of points long) make a correct answer of
/// millions of elements, O(k) in time and memory, which the brute force has already counted.
let pileLimit = 2_000_000

/// The number of cells of `layout` (item counts `counts`) that it shows (`isShown`) and whose
/// visual bounds intersect `rect`, each found through `attributes(at:)`.
func visibleCellCount<L: CollectionLayout>(
    _ layout: L, counts: [Int], in rect: Rect, isShown: (LayoutAttributes) -> Bool
) -> Int {
    var count = 0
    for (section, itemCount) in counts.enumerated() {
        for item in 0..<max(0, itemCount) {
            if let cell = layout.attributes(at: ItemPath(item: item, section: section)),
                cell.visualBounds.intersects(rect), isShown(cell)
            {
                count += 1
            }
        }
    }
    return count
}

/// The elements of `layout` whose keys are sorted, for comparisons.
func sortedElements<L: CollectionLayout>(_ layout: L, in rect: Rect) -> [LayoutAttributes] {
    layout.attributes(in: rect).sorted { ElementKey($0) < ElementKey($1) }
}

/// Runs every check on one case: validation, finite output, queries against the brute-force
/// filter, incremental against fresh prepares, and copies left untouched.
func check<L: CollectionLayout>(_ fuzzCase: FuzzCase<L>, draw: inout Draw) -> Findings {
    var findings = Findings()
    if fuzzCase.expectedValid == nil { findings.skipped.append("validate()") }
    if let expected = fuzzCase.expectedValid {
        let actual = fuzzCase.validates()
        findings.expect(
            actual == expected,
            "validate() \(actual ? "passed" : "threw"); the rules say \(expected ? "valid" : "invalid")")
    }
    // Every check of what the geometry is (finite, found by queries) runs: no gate skips it.
    let checksGeometry = true
    var layout = fuzzCase.make()
    for (step, context) in fuzzCase.contexts.enumerated() {
        let label = "context \(step)"
        findings.expect(
            ((try? context.validate()) != nil) == Rules.isValid(context),
            "\(label): LayoutContext.validate() disagrees with its rules")
        layout.prepare(context)
        let size = layout.contentSize
        findings.expect(
            !checksGeometry || size.isFinite && size.width >= 0 && size.height >= 0,
            "\(label): contentSize \(size)")
        var fresh = fuzzCase.make()
        fresh.prepare(context)
        findings.expect(
            identical(fresh.contentSize, size),
            "\(label): incremental contentSize \(size) ≠ fresh \(fresh.contentSize)")

        let counts = fuzzCase.isStored ? context.laidOutItemCounts : context.itemCounts.map { max(0, $0) }
        let isSmall = counts.allSatisfy { $0 <= bruteForceLimit } && counts.reduce(0, +) <= bruteForceLimit
        let viewport = Rect(origin: context.contentOffset, size: context.viewportSize)
        if isSmall {
            let all = sortedElements(layout, in: everything)
            let freshAll = sortedElements(fresh, in: everything)
            findings.expect(
                identical(all, freshAll), "\(label): incremental elements differ from a fresh prepare")
            findings.expect(
                !checksGeometry
                    || all.allSatisfy {
                        $0.frame.isFinite && $0.visualBounds.isFinite && $0.anchorPoint.x.isFinite
                            && $0.anchorPoint.y.isFinite
                    },
                "\(label): a frame, visual bound or anchor is not finite")
            if checksGeometry {
                checkIndex(
                    layout, inventory: fuzzCase.inventory(layout, context, true), label: label, draw: &draw,
                    findings: &findings)
            }
        } else if fuzzCase.isStored, checksGeometry {
            // Too many elements to list: the brute force visits each cell through
            // `attributes(at:)` instead, in O(n) time and O(1) memory, and lists the boundary
            // and decoration items.
            let expected = visibleCellCount(layout, counts: counts, in: viewport) {
                fuzzCase.isShown($0, context)
            }
            if expected <= pileLimit {
                let visible = layout.attributes(in: viewport)
                let cells = visible.filter(\.kind.isCell)
                findings.expect(
                    cells.count == expected,
                    "\(label): a viewport query returned \(cells.count) cells, brute force \(expected)")
                findings.expect(
                    Set(cells.map(\.path)).count == cells.count, "\(label): a viewport query repeats a cell")
                findings.expect(
                    cells.allSatisfy {
                        $0.frame.isFinite && $0.visualBounds.intersects(viewport)
                            && layout.attributes(at: $0.path)?.frame == $0.frame
                    },
                    "\(label): a visible cell is not finite, not visible or not its attributes(at:)")
                do {
                    checkSupplementaries(
                        visible, inventory: fuzzCase.inventory(layout, context, false), in: viewport,
                        label: label,
                        findings: &findings)
                }
            }
        } else if !fuzzCase.isStored {
            let visible = layout.attributes(in: viewport)
            findings.expect(
                visible.count <= viewportLimit(L.self),
                "\(label): a viewport query returned \(visible.count) elements")
            findings.expect(
                visible.allSatisfy { $0.frame.isFinite && $0.visualBounds.isFinite },
                "\(label): a visible frame is not finite")
        }
        for _ in 0..<2 {
            let proposed = Point(x: draw.length(-100...5000), y: draw.length(-100...5000))
            let velocity = Point(x: draw.length(-5...5), y: draw.length(-5...5))
            let target = layout.targetContentOffset(proposed: proposed, velocity: velocity)
            if proposed.x.isFinite, proposed.y.isFinite, checksGeometry {
                findings.expect(
                    target.x.isFinite && target.y.isFinite,
                    "\(label): targetContentOffset(proposed: \(proposed), velocity: \(velocity)) is \(target)"
                )
            }
        }
        if step == 0, isSmall {
            // A copy prepared differently leaves the original untouched.
            let before = sortedElements(layout, in: everything)
            var copy = layout
            copy.prepare(fuzzCase.contexts[fuzzCase.contexts.count - 1])
            copy.prepare(LayoutContext(viewportSize: Size(width: 200, height: 300), itemCounts: [3, 1]))
            findings.expect(
                identical(sortedElements(layout, in: everything), before)
                    && identical(layout.contentSize, size),
                "\(label): preparing a copy changed the original")
        }
    }
    if let last = fuzzCase.contexts.last {
        checkUpdates(
            layout, context: last, isStored: fuzzCase.isStored, checksGeometry: checksGeometry,
            inventory: fuzzCase.inventory, draw: &draw, findings: &findings,
            fresh: { reports in fuzzCase.remake?(reports) ?? fuzzCase.make() }, reports: fuzzCase.reports,
            carry: fuzzCase.carry, reinventory: fuzzCase.reinventory)
    }
    return findings
}

/// The whole-content query against `inventory` (every element listed without the rect query
/// returned, nothing else), then random rect queries against the brute-force filter over it.
func checkIndex<L: CollectionLayout>(
    _ layout: L, inventory: ElementInventory, label: String, draw: inout Draw, findings: inout Findings
) {
    for problem in inventory.problems.prefix(2) { findings.expect(false, "\(label): \(problem)") }
    let (baseline, problem) = inventory.verifiedBaseline(for: layout)
    if let problem { findings.expect(false, "\(label): \(problem)") }
    let edges = baseline.elements.prefix(200).flatMap {
        [$0.frame.minX, $0.frame.maxX, $0.frame.minY, $0.frame.maxY]
    }
    for _ in 0..<6 {
        let rect = draw.rect(content: layout.contentSize, edges: edges)
        let got = Set(layout.attributes(in: rect).map(ElementKey.init))
        let want = Set(baseline.attributes(in: rect).map(ElementKey.init))
        if got != want {
            let missing = want.subtracting(got).sorted().prefix(3)
            let extra = got.subtracting(want).sorted().prefix(3)
            findings.expect(
                false,
                "\(label): attributes(in: \(swift(rect))) has \(got.count), brute force \(want.count); "
                    + "missing \(Array(missing)), extra \(Array(extra))")
        }
    }
}

/// The boundary and decoration items a viewport query returned against those the inventory
/// lists there (cells and the kinds it did not list, badges, left out).
func checkSupplementaries(
    _ visible: [LayoutAttributes], inventory: ElementInventory, in viewport: Rect, label: String,
    findings: inout Findings
) {
    for problem in inventory.problems.prefix(2) { findings.expect(false, "\(label): \(problem)") }
    let (required, allowed) = inventory.supplementaryKeys(meeting: viewport)
    var returned = Set<ElementKey>()
    for element in visible where !element.kind.isCell && !inventory.unlistedKinds.contains(element.kind) {
        let key = ElementKey(element)
        returned.insert(key)
        findings.expect(
            required.contains(key) || allowed.contains(key),
            "\(label): a viewport query returns \(key) at \(element.frame), which nothing lists there")
    }
    if let missing = required.subtracting(returned).min() {
        findings.expect(false, "\(label): a viewport query misses \(missing)")
    }
}

/// Whether `a` and `b` digest alike once `combine` adds each: the same bits, NaN equal to NaN.
func digestsAlike<T>(_ a: T, _ b: T, _ combine: (inout AttributesDigest, T) -> Void) -> Bool {
    var first = AttributesDigest()
    combine(&first, a)
    var second = AttributesDigest()
    combine(&second, b)
    return first == second
}

/// Whether two sizes are the same bits (NaN equal to NaN), as `prepare` must reach them.
func identical(_ a: Size, _ b: Size) -> Bool {
    a == b || digestsAlike(a, b) { $0.combine($1) }
}

/// Whether two attributes are the same bits (NaN equal to NaN), or both nil.
func identical(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    // Equal values digest alike (the digest reads −0 as 0); unequal ones may hold NaNs alike.
    return a == b || digestsAlike(a, b) { $0.combine($1) }
}

/// Whether two lists of attributes are the same bits, element by element.
func identical(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> Bool {
    a == b || a.count == b.count && zip(a, b).allSatisfy { identical($0, $1) }
}
