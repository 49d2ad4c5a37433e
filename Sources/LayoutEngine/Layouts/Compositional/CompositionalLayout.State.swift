extension CompositionalLayout {
    /// How one section's groups are stamped: what self-sizing and appending need to restamp a
    /// section from a group on. The section's geometry (its extent, items, boundary and
    /// decoration items, band) lives in the shared ``SectionedStore``.
    struct SectionPlan: Sendable {
        var itemCount = 0
        /// The section's template, shared with every section that resolves to the same one;
        /// nil for a section that is empty or that the provider left empty.
        var sharedTemplate: SharedGroupTemplate?
        /// The section's template (nil for a section that is empty or that the provider left
        /// empty).
        var template: GroupTemplate? { sharedTemplate?.template }
        /// The left-to-right origin of the first group's box.
        var groupOrigin = Point.zero
        /// Distance from one group to the next (along the scroll axis, or across it in a band).
        var groupStride = 0.0
        /// The section's content size, the container its group resolves in.
        var container = Size.zero
        /// Groups re-resolved with measured sizes (self-sizing), by group number; every other
        /// group is a copy of ``template``.
        var overrides: [Int: GroupTemplate] = [:]
        /// Whether the section's groups are kept as repeating groups (a repeating template) instead
        /// of stamped frames: see ``CompositionalLayout/repeatingGroups(_:)``.
        var repeats = false
        /// How the section scrolls across the axis, when it does (kept in a box: most sections
        /// do not, and each plan stays small).
        var orthogonal: Orthogonal? {
            get { orthogonalBox?.value }
            set { orthogonalBox = newValue.map(OrthogonalBox.init) }
        }
        private var orthogonalBox: OrthogonalBox?

        init(itemCount: Int = 0) {
            self.itemCount = itemCount
        }

        /// The number of stamped elements (cells and badges) before group `group`.
        func firstID(ofGroup group: Int) -> Int {
            guard let template else { return 0 }
            return group * (template.cells.count + template.badges.count)
        }
    }

    /// An orthogonal section's groups across the axis: what its offset range and snapping need.
    struct Orthogonal: Sendable {
        var behavior: OrthogonalScrollingBehavior = .continuous
        /// The window's length across the axis (the container's).
        var windowLength = 0.0
        /// The first group's leading edge across the axis, left to right.
        var groupsStart = 0.0
        /// One group's length across the axis.
        var groupLength = 0.0
        /// Distance from one group to the next across the axis.
        var groupStride = 0.0
        var groupCount = 0
        /// The scrollable length across the axis: insets and groups.
        var contentLength = 0.0
        /// The groups that reported sizes resized across the axis (self-sizing).
        var measured = MeasuredGroups()
    }

    /// The groups of an orthogonal section that measured sizes resized across the axis, in
    /// group order: where each group starts and how long it is, by binary search.
    struct MeasuredGroups: Sendable {
        /// The resized groups' numbers, ascending.
        private(set) var groups: [Int] = []
        /// Their lengths across the axis.
        private(set) var lengths: [Double] = []
        /// `shifts[i]`: how far the resized groups up to `groups[i]` move the groups after it.
        private(set) var shifts: [Double] = []

        /// How far all the resized groups together lengthen the band.
        var totalShift: Double { shifts.last ?? 0 }

        /// Adds group `group` (after every group added so far) of `length`, in place of
        /// `templateLength`.
        mutating func append(group: Int, length: Double, templateLength: Double) {
            groups.append(group)
            lengths.append(length)
            shifts.append(totalShift + length - templateLength)
        }

        /// How far the resized groups before `group` move it, and its length when it was
        /// resized itself.
        ///
        /// - Complexity: O(log m) for m resized groups.
        func shift(beforeGroup group: Int) -> (shift: Double, length: Double?) {
            var low = 0
            var high = groups.count
            while low < high {
                let middle = (low + high) / 2
                if groups[middle] < group { low = middle + 1 } else { high = middle }
            }
            let shift = low > 0 ? shifts[low - 1] : 0
            return (shift, low < groups.count && groups[low] == group ? lengths[low] : nil)
        }
    }

    /// An orthogonal section's ``Orthogonal`` values, out of line.
    final class OrthogonalBox: Sendable {
        let value: Orthogonal

        init(_ value: Orthogonal) {
            self.value = value
        }
    }

    /// The repeating-groups template made from a group template (nil when it cannot be one), and the
    /// group template it was made from.
    typealias RepeatingTemplate = (
        shared: SharedGroupTemplate, template: SectionedStore.RepeatingGroups.Template?
    )

    /// What `prepare` computed.
    struct State: Sendable {
        /// Every section's frames and extent, the layout's boundary items, pinning and
        /// mirroring.
        var store = SectionedStore(axis: .vertical)
        /// How each section's groups are stamped, by section.
        var plans: [SectionPlan] = []
        /// Each section's definition (rule 1).
        var definitions = SectionDefinitions()
        /// The group templates of this prepare, shared by the sections that resolve to the
        /// same one.
        var templates = GroupTemplateCache()
        /// The repeating-groups templates of the repeating sections, by the group template they repeat
        /// (which they keep alive, so that an identifier is never reused); nil for a group that
        /// cannot be one.
        var repeatingTemplates: [ObjectIdentifier: RepeatingTemplate] = [:]
        /// Whether some section has a visible-items handler.
        var hasHandlers = false
        /// The largest ``LayoutSection/visibleItemsMaximumOutset`` of a section with a handler
        /// (at least: a relayout never lowers it), how far a query looks for their boundary
        /// items.
        var handlerOutset = 0.0
        var contentSize = Size.zero
        var axis = Axis.vertical
        /// The viewport less the collection's content insets.
        var container = Size.zero
        var grid = PixelGrid(scale: 1)
        var environment = LayoutEnvironment(containerSize: .zero)
        var preparedContext: LayoutContext?
        var configuration: Configuration?
    }
}
