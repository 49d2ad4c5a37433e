/// The geometry of a sectioned layout, shared by the layouts whose frames are computed in
/// `prepare` (flow, waterfall, compositional): each section's items in its own ``RectIndex``
/// (or in a band that scrolls across the axis), its supplementary views (headers, footers,
/// decorations) beside them, and its extent along the scroll axis.
///
/// One store answers for every such layout: the rect query (items through each section's
/// index, supplementaries of the sections the rect spans), `attributes(at:)`, supplementary
/// look-up by kind, header and footer pinning, and right-to-left mirroring.
///
/// - Frames are stored left-to-right and, when ``mirrorWidth`` is set, mirrored across it at
///   query time, so an append never moves stored frames.
/// - Each section carries an ``Section/offset`` along the scroll axis, added to everything it
///   stores when it is read: moving every section after a change by a delta costs O(sections),
///   not O(items). The layouts lay out each section from 0 and set its offset to where it
///   starts, so a full layout and one that moved its sections store the same frames.
/// - A layout may also place its sections in runs (``runStarts``): a section's offset is then
///   from the start of its run, and moving every section after a change costs the rest of its
///   run and one start per later run.
/// - A section keeps its items in one kind of ``Section/Storage``: stored frames, a uniform
///   grid (equal items in regular lines), repeating groups (copies of one group) or a band; a
///   uniform grid or repeating groups store no frame, and every read computes the frames it
///   needs.
/// - Element ids in a section's index are the layout's own (flow and waterfall use the item
///   number, compositional each group's cells then their badges);
///   ``forEachAttributes(in:cell:_:)`` hands them back with the section.
/// - When ``pixelGrid`` is set, frames are stored exact and returned on the pixel grid: every
///   edge rounded on its own in the left-to-right space after the section's offset (and any
///   pinning) is applied, then mirrored, so the returned bits do not depend on whether a
///   section was laid out in place or moved there.
struct SectionedStore: Sendable {
    /// The scroll axis: sections follow each other along it.
    var axis: Axis
    /// The sections, in order along the axis.
    var sections: [Section] = []
    /// The width frames are mirrored across in a right-to-left layout (the content's width);
    /// nil when frames are read as stored.
    var mirrorWidth: Double?
    /// The visible area that pinned supplementaries stick to, in the stored (left-to-right)
    /// space: the viewport less the content insets.
    var pinningArea = Rect.zero
    /// How far any stored frame reaches outside its section's span along the axis (plus the
    /// largest ``Section/visibleItemsOutset``): how much further a query looks for sections.
    var overhang = 0.0
    /// The grid returned frames are rounded to, or nil for frames returned as stored.
    var pixelGrid: PixelGrid?
    /// Added along the axis to every section's ``Section/offset`` (and the layout's own
    /// supplementaries') when it is read: the space a bottom-to-top layout leaves before
    /// content shorter than its viewport, so that the content sits at the end. Zero otherwise.
    var contentShift = 0.0
    /// Where each run of ``sectionsPerRun`` consecutive sections starts along the axis (run r
    /// holds sections r · ``sectionsPerRun`` up to the next run's first): added to the
    /// ``Section/offset`` of each section of runs 1 and later when it is read. Run 0's sections
    /// are read by their offsets alone, and so is every section when the list is empty (a
    /// layout that does not place its sections in runs).
    var runStarts: [Double] = []
    /// Supplementaries of the whole layout (reported in section 0), and the span along the axis
    /// their pinning keeps to (``Section/contentStart`` to ``Section/contentEnd``); its items
    /// are unused.
    var layoutBoundary: Section

    /// Creates an empty store for a layout scrolling along `axis`.
    init(axis: Axis) {
        self.axis = axis
        self.layoutBoundary = Section(axis: axis, start: 0)
    }
}

extension SectionedStore {
    /// A section's items that scroll across the axis on their own (a carousel row in a
    /// vertical list): stored in an index sorted across the axis, moved across it by
    /// ``offset`` at query time, and seen through a window across the axis.
    struct Band: Sendable {
        /// The items' frames, left-to-right, at offset 0 (before the section's offset along the
        /// axis), by the layout's element id.
        var items: RectIndex
        /// How far the band is scrolled: its frames move by −offset across the axis in the
        /// left-to-right space, so toward the leading edge (which is the right one in a
        /// mirrored vertical layout).
        var offset = 0.0
        /// Where the window starts across the axis, in the returned space.
        var windowStart = 0.0
        /// The window's length across the axis.
        var windowLength = 0.0
        /// The longest stored frame across the axis.
        var longestAcross = 0.0

        /// An empty band whose items are indexed across `axis`.
        init(axis: Axis) {
            self.items = RectIndex(axis: axis.cross)
        }
    }

    /// A supplementary view of a section (a header, a footer, a decoration).
    struct Supplementary: Sendable {
        /// Which edge of the visible area a pinned supplementary sticks to.
        enum Pin: Sendable {
            /// The start of the visible area (a header), never past its section's content end.
            case header
            /// The end of the visible area (a footer), never before its section's content start.
            case footer
        }

        /// Its kind.
        var kind: ElementKind
        /// The item of its path (0 for headers and footers).
        var item = 0
        /// Its left-to-right frame, before the section's offset.
        var frame: Rect
        /// How it pins to the visible area, or nil.
        var pin: Pin?
        /// Its zIndex, or nil for the default of its kind.
        var zIndex: Int?
    }
}

// MARK: - Building

extension SectionedStore {
    /// Removes every section, handing back their item indexes so that a rebuild of about the
    /// same size writes into memory it already owns (a resize of a large layout).
    ///
    /// - Complexity: O(s) for s sections.
    mutating func removeAllSections() -> [RectIndex] {
        var spare = sections.map { $0.storedFrames }
        sections.removeAll(keepingCapacity: true)
        for position in spare.indices {
            if spare[position].axis == axis {
                spare[position].removeAll(keepingCapacity: true)
            } else {
                spare[position] = RectIndex(axis: axis)
            }
        }
        return spare
    }

    /// Sets the area pinned supplementaries stick to from the viewport and insets of `context`.
    ///
    /// - Complexity: O(1).
    mutating func updatePinningArea(for context: LayoutContext) {
        let visible = leftToRight(Rect(origin: context.contentOffset, size: context.viewportSize))
        var insets = context.contentInsets.bounded
        if mirrorWidth != nil { swap(&insets.left, &insets.right) }
        pinningArea = Rect(
            x: visible.minX + insets.left, y: visible.minY + insets.top,
            width: max(0, visible.width - insets.horizontal), height: max(0, visible.height - insets.vertical)
        )
    }

    /// The binary logarithm of ``sectionsPerRun``.
    static var runShift: Int { 7 }

    /// The number of consecutive sections a run of ``runStarts`` holds: a change in one section
    /// moves at most this many sections and one start per later run.
    static var sectionsPerRun: Int { 1 << runShift }

    /// Where the section at `position` starts along the axis before the ``contentShift``: its
    /// ``Section/offset``, from the start of its run when it is in run 1 or later.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func offset(ofSectionAt position: Int) -> Double {
        Self.offset(sections[position].offset, at: position, runStarts: runStarts)
    }

    /// `offset` (a section's at `position`) from the start of its run, as
    /// ``offset(ofSectionAt:)`` reads it.
    @inline(__always)
    static func offset<Starts: RandomAccessCollection<Double>>(
        _ offset: Double, at position: Int, runStarts: Starts
    ) -> Double where Starts.Index == Int {
        let run = position >> runShift
        guard run > 0, run < runStarts.count else { return offset }
        return runStarts[run] + offset
    }

    /// Where the section at `position` ends along the axis before the ``contentShift``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func end(ofSectionAt position: Int) -> Double {
        offset(ofSectionAt: position) + sections[position].end
    }

    /// Where the section at `position` is placed along the axis when it is read: its offset
    /// (``offset(ofSectionAt:)``) plus the ``contentShift``.
    @inline(__always)
    func placement(ofSectionAt position: Int) -> Double {
        offset(ofSectionAt: position) + contentShift
    }

    /// `rect` in the stored left-to-right space: mirrored in ``mirrorWidth`` when set
    /// (mirroring is its own inverse).
    @inline(__always)
    func leftToRight(_ rect: Rect) -> Rect {
        guard let mirrorWidth else { return rect }
        return rect.mirroredHorizontally(inWidth: mirrorWidth)
    }
}
