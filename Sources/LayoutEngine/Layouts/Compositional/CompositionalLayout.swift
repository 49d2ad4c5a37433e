/// A layout of sections made of groups made of items, with sizes that are absolute, estimated
/// or fractions of their container (UIKit's `UICollectionViewCompositionalLayout`).
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///     subitems: [item])
/// var layout = CompositionalLayout(section: LayoutSection(group: group))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [100]))
/// ```
///
/// A section's group is resolved once and stamped per repetition (a section kept as its group
/// stores nothing per item), so `prepare` is one pass over the stamped items, a scroll O(1) and
/// a viewport query O(log n + k), where n is the number of elements and k the number returned.
///
/// The rules ``prepare(_:)`` follows, numbered as the code cites them (rules 1 to 6), and the
/// notes on orthogonal sections, self-sizing and bad input are in this type's documentation
/// page.
public struct CompositionalLayout: CollectionLayout, Sendable {
    /// Where the sections come from.
    enum SectionSource: Sendable {
        /// Sections given as values, per section index.
        case sections(PerSection<LayoutSection>)
        /// A closure called with the section index and the environment.
        case provider(@Sendable (Int, LayoutEnvironment) -> LayoutSection?)
    }

    /// Layout-wide settings; a change takes effect at the next ``prepare(_:)``.
    public var configuration: Configuration
    /// The sections' definitions.
    let source: SectionSource
    // Cells, badges, boundary and decoration items live in the shared sectioned store, which
    // answers queries, pins and mirrors; this type only computes frames. Badges are stamped with
    // their group's cells, so one group's elements are one run of ids in its section.
    /// Everything computed by `prepare` (copy-on-write arrays: copying the layout is O(1)).
    var state = State()
    /// Each orthogonal section's offset as the caller set it, by section index (clamped to the
    /// section's range when read, so it survives a prepare).
    var orthogonalOffsets: [Int: Double] = [:]
    /// Real sizes the caller reported for cells and supplementary views (part of the layout's
    /// input: a full prepare applies them all).
    var reportedSizes = ReportedSizes()
    /// The counts and context of the last prepare, the last batch update and the offset
    /// adjustment.
    var update = UpdateState()
    /// What laying out has cost so far, counted (see ``RelayoutWork``).
    var work = RelayoutWork()
    /// Lays out every section by stamping its groups, none as repeating groups (the path a section
    /// with estimated sizes takes): for tests and benchmarks that compare the two. Not public
    /// API; a change takes effect at the next full prepare.
    package var _storesEverySection = false

    /// A layout whose every section is `section`.
    public init(section: LayoutSection, configuration: Configuration = .init()) {
        self.init(sections: .all(section), configuration: configuration)
    }

    /// A layout whose sections are given as values, per section index: the same section for
    /// all, a list (sections past its end repeat the last one; an empty list leaves every
    /// section empty), or a closure of the section index.
    public init(sections: PerSection<LayoutSection>, configuration: Configuration = .init()) {
        self.source = .sections(sections)
        self.configuration = configuration
    }

    /// A layout whose sections come from `sectionProvider`, called with the section index and
    /// the layout environment (container size, insets, display scale, direction: what a
    /// ``PerSection`` value cannot see); returning nil leaves that section empty.
    public init(
        configuration: Configuration = .init(),
        sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> LayoutSection?
    ) {
        self.source = .provider(sectionProvider)
        self.configuration = configuration
    }

    /// The size of the whole content after ``prepare(_:)``.
    public var contentSize: Size { state.contentSize }
}

extension CompositionalLayout {
    /// Discards the computed geometry so that the next ``prepare(_:)`` lays out every section
    /// again, calling the section provider anew: call it when what the provider returns changed
    /// without a change of item counts (UIKit's `invalidateLayout`). Reported sizes and
    /// orthogonal offsets are kept.
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        state.preparedContext = nil
    }
}
