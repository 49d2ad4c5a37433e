import LayoutEngine
import LayoutEngineTestSupport

/// Values a hostile user gives: NaN, infinities, signed zeros, subnormals, absurd magnitudes and
/// the limits themselves.
let hostileValues: [Double] = [
    .nan, .infinity, -.infinity, -5, 0, -0.0, .leastNonzeroMagnitude, 1e-300, 1e300, .greatestFiniteMagnitude,
    2e6,
    LayoutContext.maximumLength, LayoutContext.maximumLength.nextUp,
]

/// Absurd item counts.
let hostileCounts: [Int] = [
    -1, Int.min, Int.max, Int.max / 2, LayoutContext.maximumItemCount, LayoutContext.maximumItemCount + 1,
]

/// A generator that draws plausible values, or hostile ones in a hostile case, and writes
/// every value it draws as Swift source so that a failing case can be replayed by hand.
struct Draw {
    var generator: SeededGenerator
    /// Whether this case mixes hostile values into plausible ones.
    let isHostile: Bool
    /// When set, the draw of ``length(_:)`` or ``value(_:)`` (counted from zero) that is
    /// hostile, all others plausible: a case with one bad field, where a validation that misses
    /// that field's rule shows.
    var singleFault: (target: Int, drawn: Int)?

    /// Whether the next draw of a length or value is hostile: one time in `odds` in a hostile
    /// case, or the one ``singleFault`` names.
    mutating func drawsHostile(_ odds: Int) -> Bool {
        guard isHostile else { return false }
        guard let fault = singleFault else { return chance(odds) }
        singleFault = (fault.target, fault.drawn + 1)
        return fault.drawn == fault.target
    }

    /// A hostile value; the single fault of a case is one that every rule rejects.
    mutating func hostileValue() -> Double {
        if singleFault != nil { return pick([.nan, .infinity, -.infinity, -5]) }
        return pick(hostileValues)
    }

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        isHostile = generator.int(in: 0...2) > 0
    }

    mutating func chance(_ odds: Int) -> Bool { generator.int(in: 1...odds) == 1 }
    mutating func int(in range: ClosedRange<Int>) -> Int { generator.int(in: range) }
    mutating func bool() -> Bool { generator.bool() }
    mutating func pick<T>(_ values: [T]) -> T { values[generator.int(in: 0...(values.count - 1))] }

    /// A length in `range`, or (one time in five in a hostile case) a hostile value.
    mutating func length(_ range: ClosedRange<Double>) -> Double {
        if drawsHostile(5) { return hostileValue() }
        return generator.double(in: range)
    }

    mutating func size(_ width: ClosedRange<Double>, _ height: ClosedRange<Double>) -> Size {
        Size(width: length(width), height: length(height))
    }

    mutating func insets(_ range: ClosedRange<Double>) -> EdgeInsets {
        guard bool() else { return .zero }
        return EdgeInsets(
            top: length(range), left: length(range), bottom: length(range), right: length(range))
    }

    /// 1 to `maxSections` counts, some empty; in a hostile case sometimes negative or absurd
    /// (absurd ones only when `absurd` allows: they lay out millions of items).
    mutating func itemCounts(maxSections: Int, maxItems: Int, absurd: Bool) -> [Int] {
        (0..<int(in: 1...maxSections)).map { _ in
            if isHostile, chance(40) { return pick(hostileCounts.filter { absurd || $0 < 0 }) }
            return chance(6) ? 0 : int(in: 1...maxItems)
        }
    }

    /// A viewport context, sometimes with hostile sizes, offsets, insets, directions and scales.
    mutating func context(itemCounts: [Int]) -> LayoutContext {
        LayoutContext(
            bounds: Rect(
                x: length(0...400), y: length(0...900), width: length(100...700), height: length(150...900)),
            itemCounts: itemCounts, contentInsets: chance(3) ? insets(0...40) : .zero,
            layoutDirection: chance(3) ? .rightToLeft : .leftToRight,
            displayScale: pick([1, 2, 3, length(1...3)]))
    }

    /// The follow-ups an app makes: scrolls, appends, shrinks, resizes, section changes and
    /// direction, scale and inset changes.
    mutating func followUps(of context: LayoutContext) -> [LayoutContext] {
        var result: [LayoutContext] = []
        var current = context
        for _ in 0..<int(in: 2...6) {
            var next = current
            switch int(in: 0...8) {
            case 0, 1:
                next.bounds.origin = Point(x: length(-100...3000), y: length(-100...5000))
            case 2:
                if !next.itemCounts.isEmpty {
                    let last = next.itemCounts.count - 1
                    let (sum, overflow) = max(0, next.itemCounts[last]).addingReportingOverflow(
                        int(in: 1...30))
                    next.itemCounts[last] = overflow ? Int.max : sum
                }
            case 3:
                if !next.itemCounts.isEmpty {
                    let last = next.itemCounts.count - 1
                    next.itemCounts[last] = max(0, min(max(0, next.itemCounts[last]), 1000) - int(in: 1...10))
                }
            case 4:
                next.bounds.size = Size(width: length(100...800), height: length(150...900))
            case 5:
                if bool() || next.itemCounts.count < 2 {
                    next.itemCounts.append(int(in: 0...20))
                } else {
                    next.itemCounts.removeLast()
                }
            case 6:
                next.layoutDirection = next.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            case 7:
                next.displayScale = pick([1, 2, 3, length(0.5...4)])
            default:
                next.contentInsets = insets(0...60)
            }
            result.append(next)
            current = next
        }
        return result
    }

    /// A query rect: the viewport, random, empty, inverted, huge or infinite.
    mutating func rect(content: Size, edges: [Double]) -> Rect {
        if isHostile, chance(4) {
            switch int(in: 0...6) {
            case 0:
                return Rect(x: 0, y: length(-10...500), width: .infinity, height: length(1...1000))
            case 1:
                return Rect(x: 0, y: 500, width: 1e300, height: -1e300)
            case 2:
                return Rect(
                    x: length(-100...500), y: length(-100...500), width: -length(1...300),
                    height: -length(1...300))
            case 6:
                return Rect(x: length(-100...500), y: 0, width: length(1...300), height: -.infinity)
            case 3:
                return Rect(x: .nan, y: 0, width: 10, height: 10)
            case 4:
                return .infinite
            default:
                return Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
            }
        }
        return generator.queryRect(
            in: content.isFinite ? content : Size(width: 1000, height: 1000), edges: edges)
    }
}

// MARK: - Swift source of values

/// `value` as a Swift expression.
func swift(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
    if value == .leastNonzeroMagnitude { return ".leastNonzeroMagnitude" }
    return "\(value)"
}

func swift(_ size: Size) -> String { "Size(width: \(swift(size.width)), height: \(swift(size.height)))" }

func swift(_ rect: Rect) -> String {
    "Rect(x: \(swift(rect.origin.x)), y: \(swift(rect.origin.y)), width: \(swift(rect.size.width)), "
        + "height: \(swift(rect.size.height)))"
}

func swift(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(swift(insets.top)), left: \(swift(insets.left)), bottom: \(swift(insets.bottom)), "
        + "right: \(swift(insets.right)))"
}

func swift(_ count: Int) -> String {
    switch count {
    case Int.max: "Int.max"
    case Int.min: "Int.min"
    case Int.max / 2: "Int.max / 2"
    default: "\(count)"
    }
}

func swift(_ context: LayoutContext) -> String {
    "LayoutContext(bounds: \(swift(context.bounds)), itemCounts: [\(context.itemCounts.map(swift).joined(separator: ", "))], "
        + "contentInsets: \(swift(context.contentInsets)), layoutDirection: .\(context.layoutDirection), "
        + "displayScale: \(swift(context.displayScale)))"
}
