/// The rules of a layout whose sections follow each other along its scroll axis, as the steps
/// ``IncrementalSectionedLayout`` runs: lay out a section (in its own coordinates, item ids
/// being item numbers), say where laying it out again resumes before a change, and continue
/// from there. The driver does the rest: which sections changed, moving the later ones, the
/// update's animation, the offset adjustment, the reported sizes (which the steps read first).
protocol SectionSteps {
    /// What the layout is configured with.
    associatedtype Configuration: SectionStepsConfiguration
    /// What a section keeps of its layout so that it can be laid out again from any item on;
    /// an empty one stands in while a section changes.
    associatedtype SectionState: Sendable, EmptyInitializable
    /// Where laying out a section can resume: the state of its layout before an item.
    associatedtype Resume

    /// The steps for `configuration`, laying out sections across `crossLength` (the content's
    /// extent across the axis) with the sizes reported for self-sizing items.
    init(configuration: Configuration, crossLength: Double, reportedSizes: ReportedSizes)

    /// The scroll axis under `configuration`.
    static func axis(of configuration: Configuration) -> Axis

    /// The content's extent across `axis` for `context`.
    static func crossLength(of context: LayoutContext, axis: Axis) -> Double

    /// Whether the geometry laid out for `previous` holds for `context` as far as the viewport
    /// is concerned, for a layout scrolling along `axis` (the driver compares the insets, the
    /// direction and the item limit).
    static func viewportKeepsGeometry(from previous: LayoutContext, to context: LayoutContext, axis: Axis)
        -> Bool

    /// The size that a report of `size` records under `configuration` (sanitised), or nil when
    /// reports are ignored.
    static func reportedSize(_ size: Size, configuration: Configuration) -> Size?

    /// The first item that laying out again from `resume` lays out.
    static func item(at resume: Resume) -> Int

    /// Lays out `section` into `record`, an empty section at 0 that knows its item count (its
    /// index perhaps with storage to reuse), and returns what it keeps of it. `isLast` says
    /// whether the section is the last one, which pages are appended to.
    func layOutSection(_ section: Int, into record: inout SectionedStore.Section, isLast: Bool)
        -> SectionState

    /// Whether `state`, kept by a section laid out before, was laid out with the values that
    /// section `section` has now (metrics, columns, header and footer), so that its frames
    /// before a change can be kept.
    func keeps(_ state: SectionState, forSection section: Int) -> Bool

    /// Whether an item's configured size is read from its path (a closure of the path, or
    /// lists per section), so that a section laid out under another index must be laid out
    /// again in full after a batch: a fresh `prepare` asks for the sizes at the new paths.
    var readsItemSizesByPath: Bool { get }

    /// Where section `section` (`record`, laid out with `state`), now of `itemCount` items, is
    /// laid out again from when its items from `item` on changed: a kept point at or before both
    /// `item` and its last item.
    func resumePoint(
        inSection section: Int, item: Int, itemCount: Int, record: SectionedStore.Section,
        state: SectionState
    ) -> Resume

    /// Where items appended to `record` (laid out with `state`) continue from, or nil when the
    /// section has no layout to continue (it is then laid out in full).
    func appendResumePoint(record: SectionedStore.Section, state: SectionState) -> Resume?

    /// Lays out section `section` (`record`, laid out with `state`) again from `resume` on,
    /// with `itemCount` items: the items before it keep their frames. When `unchangedAfter` is
    /// given, the section had `itemCount` items before and none after that item changed: the
    /// steps may keep the frames of items past it, moved, where the layout allows. Returns the
    /// number of items laid out.
    @discardableResult
    func layOutAgain(
        _ section: Int, from resume: Resume, itemCount: Int, keepingAfter unchangedAfter: Int?,
        record: inout SectionedStore.Section, state: inout SectionState
    ) -> Int
}

/// A stored layout's configuration, as its driver and ``SectionStepsLayout`` read it.
protocol SectionStepsConfiguration: Sendable {
    /// Which end a vertical layout grows from (a horizontal one reads it as top to bottom).
    var verticalLayoutDirection: VerticalLayoutDirection { get }
    /// Whether section headers stay at the leading edge of the visible area while their
    /// section is on screen.
    var sectionHeadersPinToVisibleBounds: Bool { get }
    /// Whether section footers stay at the trailing edge of the visible area while their
    /// section is on screen.
    var sectionFootersPinToVisibleBounds: Bool { get }

    /// Whether the header or footer of `kind` in `section` is shown and self-sizes: its length
    /// is an estimate until its size is reported.
    func selfSizes(_ kind: ElementKind.Name, inSection section: Int) -> Bool

    /// Whether every field but the item sizes is known to be equal in `old`: a change of item
    /// sizes alone may keep the geometry (see ``keepsGeometry(of:)``).
    func differsOnlyInItemSizes(from old: Self) -> Bool

    /// Whether the geometry laid out for `old` still holds for `self` (new sizes appended to
    /// the lists of the old ones: the next page).
    func keepsGeometry(of old: Self) -> Bool
}

/// A value with an empty instance.
protocol EmptyInitializable {
    /// An empty value.
    init()
}
