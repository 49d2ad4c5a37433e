/// Sizes reported for items (self-sizing), by section and item, kept as the layout's input:
/// every later `prepare` applies them, and a batch update carries each one along with its
/// item.
///
/// Each section keeps a dense list up to its highest reported item, with NaN for items not
/// reported: 16 bytes per item up to the last measured one, and a look-up that is one load.
struct ReportedSizes: Sendable {
    /// The sizes of each section by item; NaN widths mark items without a report.
    private var sections: [[Size]] = []
    /// The sizes reported for supplementary views that belong to a section (self-sizing
    /// headers and footers), by kind and section.
    private var supplementaries: [SupplementaryKey: Size] = [:]

    /// Whether no size was ever reported.
    var isEmpty: Bool { sections.allSatisfy { $0.isEmpty } && supplementaries.isEmpty }

    /// The size reported for the item at `path`, or nil.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func size(at path: ItemPath) -> Size? {
        guard path.section >= 0, path.section < sections.count, path.item >= 0,
            path.item < sections[path.section].count
        else { return nil }
        let size = sections[path.section][path.item]
        return size.width.isNaN ? nil : size
    }

    /// Records `size` (already sanitised) for the item at `path`; returns whether it differs
    /// from the size reported before. A path with a negative part is ignored.
    ///
    /// - Complexity: O(1) amortised, plus the growth of the section's list to `path.item`.
    mutating func report(_ size: Size, at path: ItemPath) -> Bool {
        guard path.section >= 0, path.item >= 0, path.section < LayoutContext.maximumItemCount,
            path.item < LayoutContext.maximumItemCount
        else { return false }
        if path.section >= sections.count {
            sections.append(contentsOf: repeatElement([], count: path.section + 1 - sections.count))
        }
        if path.item >= sections[path.section].count {
            sections[path.section].append(
                contentsOf: repeatElement(Self.none, count: path.item + 1 - sections[path.section].count))
        }
        guard sections[path.section][path.item] != size else { return false }
        sections[path.section][path.item] = size
        return true
    }

    /// The sizes carried through a batch: each surviving item keeps its report at its new
    /// path; inserted and reloaded items have none.
    ///
    /// An item moved into an inserted section, or into one that had no report yet, keeps its
    /// report too.
    ///
    /// - Complexity: O(s + Σ m) for s sections and m items of each changed section from its
    ///   first change on (the items before it are copied as they are; every item of a section
    ///   that is not an old one).
    func carried(through plan: UpdatePlan, newCounts: [Int]) -> ReportedSizes {
        guard !isEmpty else { return self }
        var result = ReportedSizes()
        result.supplementaries = carriedSupplementaries(through: plan)
        result.sections = plan.sources.indices.map { section in
            var list: [Size] = []
            var first = 0
            if case .old(let old) = plan.sources[section] {
                let kept = old < sections.count ? sections[old] : []
                guard let changed = plan.firstChangedItem(inSection: section) else { return kept }
                list = Array(kept.prefix(changed))
                first = changed
            }
            let count = max(0, section < newCounts.count ? newCounts[section] : 0)
            guard first < count else { return list }
            // The old list ends at its last reported item, which may come before `first`.
            list.append(contentsOf: repeatElement(Self.none, count: first - list.count))
            for item in first..<count {
                let size = plan.oldPath(forNew: ItemPath(item: item, section: section)).flatMap {
                    self.size(at: $0)
                }
                list.append(size ?? Self.none)
            }
            while let last = list.last, last.width.isNaN { list.removeLast() }
            return list
        }
        return result
    }

    /// The marker of an item without a report.
    private static let none = Size(width: .nan, height: .nan)
}

// MARK: - Supplementary views

extension ReportedSizes {
    /// A supplementary view that belongs to a section: its kind and its section.
    struct SupplementaryKey: Hashable, Sendable {
        /// The view's kind.
        var kind: ElementKind.Name
        /// Its section.
        var section: Int
    }

    /// The size reported for the supplementary view of `kind` in `section`, or nil.
    ///
    /// - Complexity: O(1) expected.
    func size(ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int) -> Size? {
        supplementaries.isEmpty ? nil : supplementaries[SupplementaryKey(kind: kind, section: section)]
    }

    /// Records `size` (already sanitised) for the supplementary view of `kind` in `section`;
    /// returns whether it differs from the size reported before. A negative section is ignored.
    ///
    /// - Complexity: O(1) expected.
    mutating func report(_ size: Size, ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int)
        -> Bool
    {
        guard section >= 0 else { return false }
        let key = SupplementaryKey(kind: kind, section: section)
        guard supplementaries[key] != size else { return false }
        supplementaries[key] = size
        return true
    }

    /// The supplementary sizes carried through a batch: each one follows its section; those of
    /// deleted, inserted and reloaded sections are dropped.
    ///
    /// - Complexity: O(s + r) for s sections and r reported supplementary sizes.
    private func carriedSupplementaries(through plan: UpdatePlan) -> [SupplementaryKey: Size] {
        guard !supplementaries.isEmpty else { return [:] }
        var newSection: [Int: Int] = [:]
        for (section, source) in plan.sources.enumerated() {
            if case .old(let old) = source { newSection[old] = section }
        }
        var result: [SupplementaryKey: Size] = [:]
        for (key, size) in supplementaries {
            guard let section = newSection[key.section] else { continue }
            result[SupplementaryKey(kind: key.kind, section: section)] = size
        }
        return result
    }
}
