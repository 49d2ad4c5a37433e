import LayoutEngine

/// An element a layout must return, found without its rect query, with what is known of it.
public struct ExpectedElement: Sendable {
    /// What the brute force knows of the element.
    public enum Source: Sendable {
        /// Its attributes, from a point query (`attributes(at:)`,
        /// `supplementaryAttributes(ofKind:inSection:)`): every query must return them exactly.
        case exact(LayoutAttributes)
        /// Its frame, from a model of the layout's documented rules, to within `tolerance`
        /// points on every edge (the model does not round to pixels as the layout does).
        case modelled(frame: Rect, tolerance: Double)
    }

    /// The element's kind and path.
    public let key: ElementKey
    /// What is known of it.
    public let source: Source
    /// Whether the layout may also leave it out: a modelled element whose frame lies within the
    /// model's tolerance of the edge of the area where it is shown.
    public let isOptional: Bool
}

/// Every element a prepared layout must return, listed without its rect query: cells from
/// `attributes(at:)` for every item path, supplementary views from
/// `supplementaryAttributes(ofKind:inSection:)` for every section and kind, and decorations and
/// badges from models of the layout's rules.
///
/// ``verifiedBaseline(for:)`` checks the layout's whole-content query against the inventory,
/// so that an element that no query returns, or one that no point query or model knows, is
/// caught, and returns the brute-force baseline that rect queries are then compared with.
public struct ElementInventory: Sendable {
    /// The elements, in the order they were listed.
    public private(set) var elements: [ExpectedElement] = []
    /// What went wrong while listing: a point query that disagrees with the configuration
    /// (nil for an element that the configuration defines, or an element where there is none).
    public private(set) var problems: [String] = []
    /// Kinds of elements the inventory does not list (badges, when it lists no cells): a
    /// comparison leaves them out.
    public var unlistedKinds: Set<ElementKind> = []

    /// An empty inventory.
    public init() {}

    /// Adds an element whose attributes a point query gave.
    public mutating func expect(_ attributes: LayoutAttributes) {
        elements.append(
            ExpectedElement(key: ElementKey(attributes), source: .exact(attributes), isOptional: false))
    }

    /// Adds an element whose frame a model gives, to within `tolerance` points per edge.
    public mutating func expect(_ key: ElementKey, frame: Rect, tolerance: Double, isOptional: Bool = false) {
        elements.append(
            ExpectedElement(
                key: key, source: .modelled(frame: frame, tolerance: tolerance), isOptional: isOptional))
    }

    /// The attributes of the elements a point query gave, in the order they were listed.
    public var exactAttributes: [LayoutAttributes] {
        elements.compactMap {
            if case .exact(let attributes) = $0.source { return attributes }
            return nil
        }
    }

    /// Elements that must not be returned (an orthogonal section's cells outside its window),
    /// with the reason.
    public private(set) var absent: [ElementKey: String] = [:]

    /// Records an element that must not be returned, and why.
    public mutating func expectAbsent(_ key: ElementKey, because reason: String) {
        absent[key] = reason
    }

    /// Records a disagreement found while listing.
    public mutating func report(_ problem: String) {
        problems.append(problem)
    }

    /// Adds `attributes(at:)` of every item path of `itemCounts` that `isShown` keeps; with
    /// `requireEvery`, a nil answer for an item within the counts is a problem.
    ///
    /// - Complexity: O(n) point queries for the n items of `itemCounts`.
    public mutating func expectCells<L: CollectionLayout>(
        of layout: L, itemCounts: [Int], requireEvery: Bool,
        isShown: (LayoutAttributes) -> Bool = { _ in true }
    ) {
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<max(0, count) {
                let path = ItemPath(item: item, section: section)
                guard let cell = layout.attributes(at: path) else {
                    if requireEvery { report("attributes(at: \(path)) is nil for an item within the counts") }
                    continue
                }
                if cell.path != path || cell.kind != .cell {
                    report("attributes(at: \(path)) answers \(ElementKey(cell))")
                }
                if isShown(cell) { expect(cell) }
            }
        }
    }
}

// MARK: - Checking the whole-content query

extension Rect {
    /// A rect that every finite frame intersects, for the whole-content query. (`Rect.infinite`
    /// ends at ±`greatestFiniteMagnitude` / 2: a fan prepared at an offset near
    /// `greatestFiniteMagnitude` draws its items beyond it.)
    public static let everywhere = Rect(
        x: -.greatestFiniteMagnitude, y: -.greatestFiniteMagnitude, width: .infinity, height: .infinity)
}

extension ElementInventory {
    /// Compares `layout.attributes(in: .everywhere)` with the inventory: every expected element
    /// returned once (exactly as its point query gives it, or within its model's tolerance),
    /// nothing else returned. Returns the brute-force baseline (the exact attributes where a
    /// point query gave them, the returned ones for modelled elements) and the
    /// first disagreement, or nil.
    ///
    /// - Complexity: O(n log n) for the n elements.
    public func verifiedBaseline<L: CollectionLayout>(for layout: L) -> (
        baseline: LinearScanBaseline, problem: String?
    ) {
        var returned: [ElementKey: LayoutAttributes] = [:]
        var problem: String?
        func note(_ message: @autoclosure () -> String) {
            if problem == nil { problem = message() }
        }
        for attributes in layout.attributes(in: .everywhere) {
            let key = ElementKey(attributes)
            if returned.updateValue(attributes, forKey: key) != nil {
                note("the whole-content query returns \(key) twice")
            }
        }
        var listed = Set<ElementKey>()
        var baseline: [LayoutAttributes] = []
        baseline.reserveCapacity(elements.count)
        for element in elements {
            let key = element.key
            if !listed.insert(key).inserted {
                note("\(key) is listed twice by the point queries")
                continue
            }
            let got = returned[key]
            switch element.source {
            case .exact(let attributes):
                baseline.append(attributes)
                if let got, got != attributes {
                    note("\(key): the whole-content query gives \(got), the point query \(attributes)")
                } else if got == nil {
                    note("\(key) is never returned (its point query gives frame \(attributes.frame))")
                }
            case .modelled(let frame, let tolerance):
                if let got {
                    baseline.append(got)
                    if !got.frame.isClose(to: frame, tolerance: tolerance) {
                        note("\(key): frame \(got.frame), its model \(frame) (± \(tolerance))")
                    }
                } else if !element.isOptional {
                    note("\(key) is never returned (its model gives frame \(frame))")
                }
            }
        }
        if let key = returned.keys.filter({ !listed.contains($0) }).min() {
            let frame = returned[key]?.frame ?? .null
            if let reason = absent[key] {
                note("\(key) (frame \(frame)) is returned although \(reason)")
            } else {
                note("\(key) (frame \(frame)) is returned but no point query or model gives it")
            }
        }
        return (LinearScanBaseline(elements: baseline), problem)
    }

    /// The keys of the listed elements that are not cells and whose frames (exact or modelled)
    /// meet `rect`: those that must be returned, and those that may be (modelled frames within
    /// their tolerance of the rect's edge, optional elements).
    public func supplementaryKeys(meeting rect: Rect) -> (required: Set<ElementKey>, allowed: Set<ElementKey>)
    {
        var required = Set<ElementKey>()
        var allowed = Set<ElementKey>()
        for element in elements where !element.key.kind.isCell {
            switch element.source {
            case .exact(let attributes):
                if attributes.visualBounds.intersects(rect) { required.insert(element.key) }
            case .modelled(let frame, let tolerance):
                let meets = frame.meets(rect, tolerance: tolerance)
                if !element.isOptional, meets.certainly {
                    required.insert(element.key)
                } else if meets.possibly {
                    allowed.insert(element.key)
                }
            }
        }
        return (required, allowed.subtracting(required))
    }
}

extension Rect {
    /// Whether every rect whose edges lie within `tolerance` of this one's intersects `other`
    /// (`certainly`), and whether some such rect does (`possibly`).
    public func meets(_ other: Rect, tolerance: Double) -> (certainly: Bool, possibly: Bool) {
        // A tolerance of a pixel of a subnormal display scale is infinite: anything is possible.
        guard tolerance.isFinite else { return (false, !other.isNull) }
        let possibly = insetBy(dx: -tolerance, dy: -tolerance).intersects(other)
        let certainly =
            width > 2 * tolerance && height > 2 * tolerance
            && insetBy(dx: tolerance, dy: tolerance).intersects(other)
        return (certainly, possibly)
    }

    /// Whether every edge of this rect is within `tolerance` of the same edge of `other`
    /// (relative to the magnitude for huge coordinates).
    public func isClose(to other: Rect, tolerance: Double) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool {
            Swift.abs(a - b) <= tolerance + 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
        }
        return close(minX, other.minX) && close(maxX, other.maxX) && close(minY, other.minY)
            && close(maxY, other.maxY)
    }
}
