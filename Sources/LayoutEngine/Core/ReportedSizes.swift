/// Sizes reported for items and supplementary views (self-sizing), kept as the layout's
/// input: every later `prepare` applies them, and a batch update carries each one along with
/// its item, its section or the layout (``SupplementaryOwner``).
///
/// Each section keeps its reports in pages of ``pageLength`` items, each page a dense list up
/// to its highest reported item, with NaN for items not reported: 16 bytes per item up to the
/// last measured one of each page that holds a report, and a look-up that is two loads.
struct ReportedSizes: Sendable {
    // Pages, not one dense list up to the highest reported item: a report far past the others
    // (a jump through a long list) then costs one page, not a list grown to reach it.

    /// The sizes of each section, page by page, each page up to its last report (empty pages
    /// hold none); NaN widths mark items without a report.
    private var sections: [[[Size]]] = []
    /// The sizes reported for supplementary views, by section, then by kind and path.
    private var supplementaries: [Int: [SupplementaryPath: Size]] = [:]

    /// Whether no size was ever reported.
    var isEmpty: Bool { sections.allSatisfy { $0.isEmpty } && supplementaries.isEmpty }

    /// The size reported for the item at `path`, or nil.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func size(at path: ItemPath) -> Size? {
        guard path.section >= 0, path.section < sections.count, path.item >= 0 else { return nil }
        let page = path.item >> Self.pageShift
        let slot = path.item & (Self.pageLength - 1)
        guard page < sections[path.section].count, slot < sections[path.section][page].count else {
            return nil
        }
        let size = sections[path.section][page][slot]
        return size.width.isNaN ? nil : size
    }

    /// The number of items a page holds.
    static var pageLength: Int { 1 << pageShift }

    /// The binary logarithm of ``pageLength``.
    static var pageShift: Int { 10 }

    /// The sizes reported for the items of `section`, or nil when none was.
    ///
    /// - Complexity: O(1).
    subscript(section: Int) -> SectionReports? {
        guard section >= 0, section < sections.count, !sections[section].isEmpty else { return nil }
        return SectionReports(pages: sections[section])
    }

    /// Records `size` (already sanitised) for the item at `path`; returns whether it differs
    /// from the size reported before. A path with a negative part, or one at or past
    /// ``LayoutContext/maximumItemCount``, is ignored.
    ///
    /// - Complexity: O(1) amortised, plus the growth of its page to `path.item` (at most
    ///   ``pageLength`` entries) and of the section's list of pages to its page (one entry per
    ///   ``pageLength`` items).
    mutating func report(_ size: Size, at path: ItemPath) -> Bool {
        guard path.section >= 0, path.item >= 0, path.section < LayoutContext.maximumItemCount,
            path.item < LayoutContext.maximumItemCount
        else { return false }
        if path.section >= sections.count {
            sections.append(contentsOf: repeatElement([], count: path.section + 1 - sections.count))
        }
        let page = path.item >> Self.pageShift
        if page >= sections[path.section].count {
            sections[path.section].append(
                contentsOf: repeatElement([], count: page + 1 - sections[path.section].count))
        }
        let slot = path.item & (Self.pageLength - 1)
        if slot >= sections[path.section][page].count {
            sections[path.section][page].append(
                contentsOf: repeatElement(Self.none, count: slot + 1 - sections[path.section][page].count))
        }
        guard sections[path.section][page][slot] != size else { return false }
        sections[path.section][page][slot] = size
        return true
    }

    /// The sizes carried through a batch: each surviving item keeps its report at its new
    /// path; inserted and reloaded items have none.
    ///
    /// An item moved into an inserted section, or into one that had no report yet, keeps its
    /// report too.
    ///
    /// Each supplementary view's report follows what `owner` says the view belongs to (its
    /// section when not given), and is dropped when `owner` says nil.
    ///
    /// - Complexity: O(s + Σ l log c + r log c) for s sections, the l entries of each changed
    ///   section's pages from the page of its first change on (the pages before it are shared
    ///   as they are) with c changes in its section, and r reports of supplementary views (plus
    ///   the cost of `owner` for each).
    func carried(
        through plan: UpdatePlan, newCounts: [Int],
        owner: (SupplementaryPath) -> SupplementaryOwner? = { _ in .section }
    ) -> ReportedSizes {
        guard !isEmpty else { return self }
        var result = ReportedSizes()
        result.supplementaries = carriedSupplementaries(through: plan, owner: owner)
        result.sections = plan.sources.indices.map { section in
            guard case .old(let old) = plan.sources[section], old < sections.count else { return [] }
            guard let changed = plan.firstChangedItem(inSection: section) else { return sections[old] }
            return Self.pages(sections[old], before: changed)
        }
        // From its first change on, each report follows its item.
        for (old, pages) in zip(sections.indices, sections) where old < plan.destinations.count {
            let first: Int
            if let section = plan.destinations[old] {
                first = plan.firstChangedItem(inSection: section) ?? pages.count * Self.pageLength
            } else {
                guard !plan.movedTo.isEmpty else { continue }
                first = 0
            }
            for page in min(first >> Self.pageShift, pages.count)..<pages.count where !pages[page].isEmpty {
                let start = page << Self.pageShift
                for slot in min(max(0, first - start), pages[page].count)..<pages[page].count
                where !pages[page][slot].width.isNaN {
                    guard let path = plan.newPath(forOld: ItemPath(item: start + slot, section: old)),
                        path.section < newCounts.count, path.item < newCounts[path.section]
                    else { continue }
                    _ = result.report(pages[page][slot], at: path)
                }
            }
        }
        return result
    }

    /// `pages` holding only the reports of the items before `end`.
    private static func pages(_ pages: [[Size]], before end: Int) -> [[Size]] {
        let end = max(0, end)
        let kept = min(pages.count, (end + pageLength - 1) >> pageShift)
        var result = Array(pages.prefix(kept))
        if let last = result.indices.last {
            let kept = max(0, end - (last << pageShift))
            if result[last].count > kept { result[last].removeSubrange(kept...) }
        }
        return result
    }

    /// Drops the reports of the items that `counts` (the number of items of each section) do
    /// not hold.
    ///
    /// - Complexity: O(s + d) for s sections and d entries dropped.
    mutating func removeReports(beyond counts: [Int]) {
        for section in sections.indices {
            let count = section < counts.count ? max(0, counts[section]) : 0
            if sections[section].count << Self.pageShift > count {
                sections[section] = Self.pages(sections[section], before: count)
            }
        }
    }

    /// The marker of an item without a report.
    private static let none = Size(width: .nan, height: .nan)
}

extension ReportedSizes {
    /// The sizes reported for the items of one section.
    struct SectionReports {
        /// The sizes by page of items; NaN widths mark items without a report.
        fileprivate let pages: [[Size]]

        /// The size reported for `item`, or nil.
        ///
        /// - Complexity: O(1).
        subscript(item: Int) -> Size? {
            guard item >= 0, item >> ReportedSizes.pageShift < pages.count else { return nil }
            let page = pages[item >> ReportedSizes.pageShift]
            let slot = item & (ReportedSizes.pageLength - 1)
            guard slot < page.count else { return nil }
            let size = page[slot]
            return size.width.isNaN ? nil : size
        }

        /// The number of items up to the end of the last page that holds a report: no item
        /// from there on has one.
        var count: Int { pages.count << ReportedSizes.pageShift }
    }
}

// MARK: - Supplementary views

extension ReportedSizes {
    /// A supplementary view named by its kind and its path (a header's path is item 0 of its
    /// section).
    struct SupplementaryPath: Hashable, Sendable {
        /// The view's kind.
        var kind: ElementKind.Name
        /// Its path.
        var path: ItemPath
    }

    /// What a supplementary view belongs to, which a batch update carries its report with (a
    /// deleted or reloaded section or item drops it).
    enum SupplementaryOwner {
        /// Its section (the report keeps its item), the item at its path, or the whole layout
        /// (the report stays where it is).
        case section, item, layout
    }

    /// Whether a size was reported for a supplementary view.
    var hasSupplementaries: Bool { !supplementaries.isEmpty }

    /// The size reported for the supplementary view at `key`, or nil.
    ///
    /// - Complexity: O(1) expected.
    subscript(key: SupplementaryPath) -> Size? {
        supplementaries.isEmpty ? nil : supplementaries[key.path.section]?[key]
    }

    /// The size reported for the supplementary view of `kind` in `section` (at item 0), or nil.
    ///
    /// - Complexity: O(1) expected.
    func size(ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int) -> Size? {
        self[SupplementaryPath(kind: kind, path: ItemPath(item: 0, section: section))]
    }

    /// The sizes reported for the supplementary views of `section`.
    ///
    /// - Complexity: O(1).
    func supplementaries(inSection section: Int) -> [SupplementaryPath: Size] {
        supplementaries[section] ?? [:]
    }

    /// Records `size` (already sanitised) for the supplementary view at `key`; returns whether
    /// it differs from the size reported before. A path with a negative part is ignored.
    ///
    /// - Complexity: O(1) expected.
    mutating func report(_ size: Size, ofSupplementaryAt key: SupplementaryPath) -> Bool {
        guard key.path.section >= 0, key.path.item >= 0, self[key] != size else { return false }
        supplementaries[key.path.section, default: [:]][key] = size
        return true
    }

    /// Records `size` (already sanitised) for the supplementary view of `kind` in `section` (at
    /// item 0); returns whether it differs from the size reported before. A negative section is
    /// ignored.
    ///
    /// - Complexity: O(1) expected.
    mutating func report(_ size: Size, ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int)
        -> Bool
    {
        report(
            size, ofSupplementaryAt: SupplementaryPath(kind: kind, path: ItemPath(item: 0, section: section)))
    }

    /// The supplementary sizes carried through a batch, each with what `owner` says its view
    /// belongs to; those of sections past the old ones are dropped.
    ///
    /// - Complexity: O(r log c) for r reported supplementary sizes, c changes per section, plus
    ///   the cost of `owner` for each.
    private func carriedSupplementaries(
        through plan: UpdatePlan, owner: (SupplementaryPath) -> SupplementaryOwner?
    ) -> [Int: [SupplementaryPath: Size]] {
        var result: [Int: [SupplementaryPath: Size]] = [:]
        for (section, reports) in supplementaries where section < plan.destinations.count {
            for (key, size) in reports {
                let path: ItemPath?
                switch owner(key) {
                case .section:
                    path = plan.destinations[section].map { ItemPath(item: key.path.item, section: $0) }
                case .item: path = plan.newPath(forOld: key.path)
                case .layout: path = key.path
                case nil: path = nil
                }
                guard let path else { continue }
                result[path.section, default: [:]][SupplementaryPath(kind: key.kind, path: path)] = size
            }
        }
        return result
    }
}
