import LayoutEngine

/// A layout whose every element a brute force lists through its point queries and its
/// configuration, never through its rect query.
///
/// The compositional layout cannot list its elements from itself (its sections are not
/// readable back, and its decorations and badges have no point query): its inventory comes
/// from ``CompositionalModel``.
public protocol BruteForceEnumerable: CollectionLayout {
    /// Every element the layout must return after a `prepare` whose context has `itemCounts`
    /// (the rest of the context changes where elements are, not which exist); without the
    /// cells (for layouts too large to list) when `includesCells` is false.
    func inventory(itemCounts: [Int], includesCells: Bool) -> ElementInventory
}

extension BruteForceEnumerable {
    /// Every element, cells included (``inventory(itemCounts:includesCells:)``).
    public func inventory(itemCounts: [Int]) -> ElementInventory {
        inventory(itemCounts: itemCounts, includesCells: true)
    }
}

extension LayoutContext {
    /// The counts a stored layout lays out for `itemCounts` (``LayoutContext/laidOutItemCounts``).
    static func laidOut(_ itemCounts: [Int]) -> [Int] {
        LayoutContext(viewportSize: .zero, itemCounts: itemCounts).laidOutItemCounts
    }
}

extension ElementInventory {
    /// Adds the answer of `supplementaryAttributes(ofKind: kind, inSection: section)`; a
    /// problem when the answer names another element, when it is nil although `defined`, or
    /// present although not `defined`.
    public mutating func expectSupplementary(
        _ answer: LayoutAttributes?, kind: ElementKind.Name, section: Int, defined: Bool
    ) {
        let call = "supplementaryAttributes(ofKind: \(kind), inSection: \(section))"
        guard let answer else {
            if defined { report("\(call) is nil, although the configuration defines it") }
            return
        }
        if answer.kind != .supplementary(kind) || answer.path.section != section {
            report("\(call) answers \(ElementKey(answer))")
        }
        if !defined { report("\(call) answers \(answer.frame), although the configuration defines none") }
        expect(answer)
    }
}

extension ElementInventory {
    /// Adds the header and the footer of every section of `sectionCount` as `answer` gives
    /// them (`supplementaryAttributes(ofKind:inSection:)`), each checked against `isDefined`.
    mutating func expectHeadersAndFooters(
        sectionCount: Int, answer: (ElementKind.Name, Int) -> LayoutAttributes?,
        isDefined: (ElementKind.Name, Int) -> Bool
    ) {
        for section in 0..<sectionCount {
            for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                expectSupplementary(
                    answer(kind, section), kind: kind, section: section, defined: isDefined(kind, section))
            }
        }
    }
}

extension PerSection {
    /// The value for `section`, by the type's documented rule: lists repeat their last value,
    /// an empty list gives none.
    public func documentedValue(inSection section: Int) -> Value? {
        switch self {
        case .all(let value):
            return value
        case .list(let values):
            guard let last = values.last else { return nil }
            return section < values.count ? values[section] : last
        case .computed(let value):
            return value(section)
        }
    }
}

/// Whether a configured length is produced: finite and above zero (zero-length headers and
/// footers are not produced).
private func isProduced(_ length: Double) -> Bool {
    length.isFinite && length > 0
}

extension FlowLayout: BruteForceEnumerable {
    /// Every cell of the laid-out counts; each section's header and footer whose reference
    /// size is not zero along the scroll axis (rule 1) and that is not hidden; each section's
    /// background.
    public func inventory(itemCounts: [Int], includesCells: Bool) -> ElementInventory {
        var inventory = ElementInventory()
        if includesCells {
            inventory.expectCells(of: self, itemCounts: LayoutContext.laidOut(itemCounts), requireEvery: true)
        }
        let axis = configuration.scrollDirection
        inventory.expectHeadersAndFooters(
            sectionCount: itemCounts.count, answer: supplementaryAttributes(ofKind:inSection:)
        ) { kind, section in
            let metrics = configuration.metrics.documentedValue(inSection: section)
            let isHeader = kind == ElementKind.sectionHeaderKind
            guard (isHeader ? metrics?.headerVisibility : metrics?.footerVisibility) != .hidden else {
                return false
            }
            // A self-sizing one has its reported length, which only the layout knows: its point
            // query decides.
            if (isHeader ? metrics?.estimatedHeaderSize : metrics?.estimatedFooterSize) != nil {
                return supplementaryAttributes(ofKind: kind, inSection: section) != nil
            }
            let size = isHeader ? metrics?.headerReferenceSize : metrics?.footerReferenceSize
            return size.map { isProduced($0.length(along: axis)) } ?? false
        }
        // A section background, where the configuration asks for one, as its point query gives it.
        for section in itemCounts.indices
        where configuration.metrics.documentedValue(inSection: section)?.background != nil {
            if let background = decorationAttributes(
                ofKind: ElementKind.sectionBackgroundKind, inSection: section)
            {
                inventory.expect(background)
            }
        }
        return inventory
    }
}

extension WaterfallLayout: BruteForceEnumerable {
    /// Every cell of the laid-out counts; each section's header and footer of non-zero height
    /// (rule 5), or, for a self-sizing one, as its point query gives it.
    public func inventory(itemCounts: [Int], includesCells: Bool) -> ElementInventory {
        var inventory = ElementInventory()
        if includesCells {
            inventory.expectCells(of: self, itemCounts: LayoutContext.laidOut(itemCounts), requireEvery: true)
        }
        inventory.expectHeadersAndFooters(
            sectionCount: itemCounts.count, answer: supplementaryAttributes(ofKind:inSection:)
        ) { kind, section in
            let isHeader = kind == ElementKind.sectionHeaderKind
            // A self-sizing one has its reported length, which only the layout knows: its point
            // query decides.
            let estimate =
                isHeader ? configuration.estimatedHeaderHeight : configuration.estimatedFooterHeight
            if let estimate = estimate?.documentedValue(inSection: section), estimate.isFinite, estimate > 0 {
                return supplementaryAttributes(ofKind: kind, inSection: section) != nil
            }
            let height = isHeader ? configuration.headerHeight : configuration.footerHeight
            return height.documentedValue(inSection: section).map(isProduced) ?? false
        }
        return inventory
    }
}

extension CenterCarouselLayout: BruteForceEnumerable {
    /// Every item of the counts (each drawn once, in its live copy when the carousel wraps
    /// around); the carousel has no supplementary or decoration views.
    public func inventory(itemCounts: [Int], includesCells: Bool) -> ElementInventory {
        var inventory = ElementInventory()
        if includesCells {
            inventory.expectCells(of: self, itemCounts: itemCounts.map { max(0, $0) }, requireEvery: true)
        }
        return inventory
    }
}

extension CircularFanLayout: BruteForceEnumerable {
    /// Every item on the wheel at the prepared offset (`attributes(at:)` is nil for the
    /// others); the fan has no supplementary or decoration views.
    public func inventory(itemCounts: [Int], includesCells: Bool) -> ElementInventory {
        var inventory = ElementInventory()
        if includesCells {
            inventory.expectCells(of: self, itemCounts: itemCounts.map { max(0, $0) }, requireEvery: false)
        }
        return inventory
    }
}
