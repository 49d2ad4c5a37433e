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
/// 1. The container is the viewport less the collection's content insets. The section
///    provider, if any, is called once per section with the section index and a
///    ``LayoutEnvironment`` (container size, content insets, display scale, direction); a nil
///    section is empty: no elements, no space, no spacing, and its cells are absent.
/// 2. Each section resolves its group once (``LayoutGroup`` rules, fractions against the
///    section's content size) and repeats it along the scroll axis (``LayoutSection`` rules).
/// 3. Sections follow each other along ``CompositionalLayoutConfiguration/scrollDirection``,
///    ``CompositionalLayoutConfiguration/interSectionSpacing`` apart, after the layout-wide
///    leading boundary items and before the trailing ones.
/// 4. Every frame is rounded to the display's pixel grid (see the rounding rule below).
/// 5. Right-to-left layouts mirror every frame across the content width: leading is right,
///    and a horizontally scrolling layout starts at its right end.
/// 6. Pinned boundary items follow the visible bounds by the shared ``Pinning`` rule.
///
/// Pixel alignment: with display scale s, each frame edge is rounded on its own to the
/// nearest multiple of 1/s (halves away from zero), so neighbours that touch keep touching;
/// right-to-left frames are the rounded left-to-right ones mirrored. At scale 1, two
/// half-width cells of 180.5 points become 181 and 180 points wide.
///
/// Storage: every element's frame lives in the shared ``RectIndex``; ids map to elements
/// through per-section offsets (cells and their badges group by group, then the section's
/// boundary and decoration items), so nothing else is stored per item.
///
/// Orthogonal sections (``LayoutSection/orthogonalScrollingBehavior``): the section's groups
/// run across the scroll axis in one band, stored in the section's own index; each section has
/// its own offset (``setOrthogonalOffset(_:forSection:)``, O(1), no relayout), and a query
/// returns the items visible through the section's window (as long as the container across
/// the axis) at that offset, their frames moved by it. Snapping per behaviour:
/// ``targetOrthogonalOffset(proposed:velocity:forSection:)``.
///
/// Self-sizing: ``reportSize(_:forItemAt:)`` gives a cell's real size; its group is resolved
/// again with it (kept per section, by group number), the section is restamped from that group
/// on and later sections move; earlier ones are untouched. The reports are part of the input:
/// a full prepare applies them all, so the incremental result equals a fresh layout's.
///
/// - Note: The whole-content query of a layout with orthogonal sections returns only the
///   items visible through each window, not every cell. Visible-items handlers see the
///   section's cells and badges, not its boundary items. Orthogonal sections keep their
///   estimates (a report there is stored but changes nothing). The configuration is `Sendable` and `Hashable`; sections and groups are `Sendable`
///   only (custom groups, handlers and the section provider are closures).
public struct CompositionalLayout: CollectionLayout {
    /// Where the sections come from.
    enum SectionSource: Sendable {
        /// The same section for every section index.
        case single(LayoutSection)
        /// A closure called with the section index and the environment.
        case provider(@Sendable (Int, LayoutEnvironment) -> LayoutSection?)
    }

    /// Layout-wide settings; a change takes effect at the next ``prepare(_:)``.
    public var configuration: CompositionalLayoutConfiguration
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

    /// A layout whose every section is `section`.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.source = .single(section)
        self.configuration = configuration
    }

    /// A layout whose sections come from `sectionProvider`, called with the section index and
    /// the layout environment; returning nil leaves that section empty.
    public init(
        configuration: CompositionalLayoutConfiguration = .init(),
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
