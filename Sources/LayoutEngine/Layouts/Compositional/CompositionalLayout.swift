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
/// Rules (``prepare(_:)`` follows them in this order):
/// 1. The container is the viewport less the collection's content insets. The sections come
///    from a ``PerSection`` value, or from a provider called once per section with the section
///    index and a ``LayoutEnvironment`` (container size, content insets, display scale,
///    direction); a nil section is empty: no elements, no space, no spacing, and its cells are
///    absent.
/// 2. Each section resolves its group once (``LayoutGroup`` rules, fractions against the
///    section's content size) and repeats it along the scroll axis (``LayoutSection`` rules).
///    Sections whose groups are equal (a custom group's closure compared by identity) and
///    whose content sizes are equal share one resolution and store its geometry once.
/// 3. Sections follow each other along ``Configuration/scrollDirection``,
///    ``Configuration/interSectionSpacing`` apart, after the layout-wide leading boundary items
///    and before the trailing ones.
/// 4. Every frame is rounded to the display's pixel grid: with display scale s, each edge on
///    its own to the nearest multiple of 1/s (halves away from zero), so neighbours that touch
///    keep touching. At scale 1, two half-width cells of 180.5 points are 181 and 180 wide.
/// 5. Right-to-left layouts mirror every rounded frame across the (rounded) content width:
///    leading is right, and a horizontally scrolling layout starts at its right end.
/// 6. Pinned boundary items follow the visible bounds by the pinning rule every layout shares,
///    then are rounded and mirrored like every frame.
///
/// Cells, badges, boundary and decoration items live in the shared sectioned store, which
/// answers queries, pins and mirrors; this type only computes frames. Each section is laid out
/// in its own coordinates (from 0) with exact frames and placed by an offset along the axis; the
/// store rounds a frame (rule 4) when it returns it, after adding the offset, so a section moved
/// by a batch update or a self-sizing report returns what a fresh layout does, bit for bit.
/// Badges are stamped with their group's cells, so one group's elements are one run of ids in
/// its section. A section that does not scroll sideways and whose group holds no estimated size
/// is not stamped: it keeps its group's frames and its count, and computes each frame as
/// stamping would, bit for bit (nothing stored per item; an append changes its count).
///
/// Orthogonal sections (``LayoutSection/orthogonalScrollingBehavior``) keep their groups in a
/// band of their own across the axis, scrolled by ``setOrthogonalOffset(_:forSection:)`` in
/// O(1) with no relayout; a query returns the items visible through the section's window.
/// Snapping per behaviour: ``targetOrthogonalOffset(proposed:velocity:forSection:)``.
///
/// Self-sizing: ``reportSize(_:forItemAt:)`` gives a cell's real size, in any group (plain,
/// repeating or nested) and any section (orthogonal ones too); the reports are part of the
/// input, so an incremental result equals a fresh layout's given the same reports.
///
/// - Note: The whole-content query of a layout with orthogonal sections returns only the
///   items visible through each window, not every cell. Visible-items handlers see the
///   section's cells and badges, not its boundary items. In an orthogonal section whose
///   groups were measured to different lengths, the group-snapping behaviours step by the
///   estimated group's stride (centred paging centres the real groups). Sections and groups are
///   `Sendable` but not `Hashable` (custom groups, handlers and the section provider are
///   closures).
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
    /// Everything computed by `prepare` (copy-on-write arrays: copying the layout is O(1)).
    var state = State()
    /// Each orthogonal section's offset as the caller set it, by section index (clamped to the
    /// section's range when read, so it survives a prepare).
    var orthogonalOffsets: [Int: Double] = [:]
    /// Real sizes the caller reported, by section then item (part of the layout's input: a
    /// full prepare applies them all).
    var reportedSizes: [Int: [Int: Size]] = [:]
    /// The counts and context of the last prepare, the last batch update and the offset
    /// adjustment.
    var update = UpdateState()
    /// Lays out every section by stamping its groups, none as a formula (the path a section
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
