import LayoutEngine
import LayoutEngineTestSupport

/// The cheapest naive answer to a rect query: a linear filter over a flat array of every
/// element's visual bounds, built once from every element gathered one by one
/// (``EveryElement``), never from the layout's own rect query.
struct FlatBaseline {
    /// The visual bounds of one element as its four edges (what the filter compares).
    struct Edges {
        var minX, minY, maxX, maxY: Double
    }

    /// Every element's visual bounds.
    let edges: [Edges]
    /// The element each entry of `edges` stands for.
    let elements: [LayoutAttributes]

    /// The baseline of `elements` (those with a null visual bounds dropped: nothing meets them).
    init(elements: [LayoutAttributes]) {
        let kept = elements.filter { !$0.visualBounds.isNull }
        edges = kept.map { element in
            let bounds = element.visualBounds
            return Edges(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
        }
        self.elements = kept
    }

    /// The positions in `edges` of the elements that intersect `rect` (as ``Rect/intersects(_:)``
    /// decides), written into `result`.
    ///
    /// - Complexity: O(n).
    func matches(in rect: Rect, into result: inout [Int32]) {
        result.removeAll(keepingCapacity: true)
        guard !rect.isNull else { return }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        edges.withUnsafeBufferPointer { edges in
            for position in edges.indices {
                let edge = edges[position]
                if edge.minX < maxX, minX < edge.maxX, edge.minY < maxY, minY < edge.maxY {
                    result.append(Int32(truncatingIfNeeded: position))
                }
            }
        }
    }

    /// The elements that intersect `rect`.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var positions: [Int32] = []
        matches(in: rect, into: &positions)
        return positions.map { elements[Int($0)] }
    }

    /// Fails the run (``Bench/fail(_:)``) at the first of `rects` where `layout` answers other
    /// elements, or other attributes, than the baseline.
    func check(_ layout: some CollectionLayout, at rects: [Rect], name: String) {
        for rect in rects {
            if let difference = Self.firstDifference(layout.attributes(in: rect), attributes(in: rect)) {
                Bench.fail("\(name): the layout and the baseline disagree at \(rect): \(difference)")
                return
            }
        }
    }

    /// Fails the run (``Bench/fail(_:)``) unless `layout` answers what the baseline does at every
    /// tile of a tiling of all of it: rects `tileLength` long along `axis`, end to end from the
    /// least to the greatest edge of any element, each across every element. Every element
    /// must come back from the tiles it meets, with its attributes: one the rect query never
    /// returns, or returns twice, or at another place, shows.
    ///
    /// - Complexity: O(n + t · k) for n elements and t tiles of k results each.
    func checkEverywhere(_ layout: some CollectionLayout, axis: Axis, tileLength: Double, name: String) {
        guard !edges.isEmpty, tileLength > 0, tileLength.isFinite else { return }
        let vertical = axis == .vertical
        func main(_ edge: Edges) -> (min: Double, max: Double) {
            vertical ? (edge.minY, edge.maxY) : (edge.minX, edge.maxX)
        }
        func cross(_ edge: Edges) -> (min: Double, max: Double) {
            vertical ? (edge.minX, edge.maxX) : (edge.minY, edge.maxY)
        }
        let start = edges.map { main($0).min }.min() ?? 0
        let end = edges.map { main($0).max }.max() ?? 0
        // One point beyond every element across the axis, so that a tile meets each element
        // whose extent along the axis it meets, however thin.
        let crossStart = (edges.map { cross($0).min }.min() ?? 0) - 1
        let crossEnd = (edges.map { cross($0).max }.max() ?? 0) + 1
        let tileCount = max(1, Int(((end - start) / tileLength).rounded(.up)) + 1)
        func tileStart(_ tile: Int) -> Double { start + Double(tile) * tileLength }
        var members = [[Int32]](repeating: [], count: tileCount)
        for (position, edge) in edges.enumerated() {
            let (low, high) = main(edge)
            let first = max(0, Int(((low - start) / tileLength).rounded(.down)) - 1)
            let last = min(tileCount - 1, Int(((high - start) / tileLength).rounded(.down)) + 1)
            guard first <= last else { continue }
            for tile in first...last where tileStart(tile) < high && low < tileStart(tile) + tileLength {
                members[tile].append(Int32(truncatingIfNeeded: position))
            }
        }
        for tile in 0..<tileCount {
            let rect = Rect(
                along: axis, main: tileStart(tile), cross: crossStart, mainLength: tileLength,
                crossLength: crossEnd - crossStart)
            let expected = members[tile].map { elements[Int($0)] }
            if let difference = Self.firstDifference(layout.attributes(in: rect), expected) {
                Bench.fail("\(name): the layout and the baseline disagree at \(rect): \(difference)")
                return
            }
        }
    }

    /// The first difference between the layout's answer and the baseline's, or nil when they hold
    /// the same elements, each once, with the same attributes. Frames may differ by rounding
    /// (the baseline computes badges and backgrounds in another order of operations than the
    /// layout), nothing else may.
    static func firstDifference(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String? {
        var expectedByKey: [ElementKey: LayoutAttributes] = [:]
        for element in expected { expectedByKey[ElementKey(element)] = element }
        var seen = Set<ElementKey>()
        for element in actual {
            let key = ElementKey(element)
            guard seen.insert(key).inserted else { return "\(key) returned twice" }
            guard var wanted = expectedByKey[key] else {
                return "\(key) unexpected (frame \(element.frame))"
            }
            guard closeEnough(element.frame, wanted.frame) else {
                return "\(key) at \(element.frame), expected \(wanted.frame)"
            }
            wanted.frame = element.frame
            if wanted != element { return "\(key) differs: got \(element), expected \(wanted)" }
        }
        let missing = expectedByKey.keys.filter { !seen.contains($0) }.sorted()
        if let first = missing.first {
            return "\(first) missing (expected frame \(expectedByKey[first]?.frame ?? .null))"
        }
        return nil
    }

    /// Whether two frames are equal up to the rounding of a few operations on their coordinates.
    private static func closeEnough(_ a: Rect, _ b: Rect) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || abs(x - y) <= 1e-12 * max(1, abs(x), abs(y))
        }
        return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
            && close(a.height, b.height)
    }
}
