extension SectionedStore {
    /// One section: its items' frames, its supplementaries and its extent along the axis.
    struct Section: Sendable {
        /// How a section keeps its items' frames (left-to-right, before ``offset``, by the
        /// layout's element id): one kind at a time, changed only by the operations named
        /// after it (``store(_:)`` and the `keep(_:)` overloads), never by a write to the frames.
        enum Storage: Sendable {
            /// One frame per element, in ``items``.
            case frames
            /// Equal items in regular lines, computed from their number (no frame stored).
            case uniformGrid(OutOfLine<UniformGrid>)
            /// Copies of one group, kept as the group's template and a count (no frame stored).
            case repeatingGroups(OutOfLine<RepeatingGroups>)
            /// Items that scroll across the axis in a band of their own.
            case band(OutOfLine<Band>)
            /// Runs of consecutive items, each indexed in its own coordinates and placed by an
            /// offset along the axis.
            case chunks(OutOfLine<Chunks>)
        }

        /// The kind of storage that holds the items' frames.
        private(set) var storage = Storage.frames
        /// The frames of a section that stores them, in an index sorted along the axis; empty
        /// for every other kind.
        ///
        /// Its own field beside ``storage``, not the payload of ``Storage/frames``: a query reads
        /// it where it is stored, where a payload would be copied out of the enum (a retain and
        /// release of every array of the index) for each section it visits.
        private(set) var storedFrames: RectIndex
        /// The number of items.
        var itemCount = 0
        /// Headers, footers and other supplementary views of the section.
        var supplementaries: [Supplementary] = []
        /// Where the section starts along the axis (its header's start).
        var start = 0.0
        /// Where its content starts (after the header): a pinned footer does not pass it.
        var contentStart = 0.0
        /// Where its content ends (before the footer): a pinned header does not pass it.
        var contentEnd = 0.0
        /// Where the section ends (after the footer), where the next one may start.
        var end = 0.0
        /// Added along the axis to every stored position of the section when it is read (with
        /// the start of its run and the store's ``SectionedStore/contentShift``: see
        /// ``SectionedStore/placement(ofSectionAt:)``).
        var offset = 0.0
        /// When set, a query hands the section's items (those within this distance of the rect)
        /// to its `adjust` hook, then keeps those whose visual bounds meet the rect.
        var visibleItemsOutset: Double?

        /// An empty section starting at `start`, whose items are indexed along `axis`.
        init(axis: Axis, start: Double) {
            self.storedFrames = RectIndex(axis: axis)
            self.start = start
            self.contentStart = start
            self.contentEnd = start
            self.end = start
        }
    }
}

// MARK: - Each kind of storage

extension SectionedStore.Section {
    /// The stored frames: the index of a section that stores them, an empty one for every
    /// other kind.
    ///
    /// Read-only: a section changes its kind only through ``store(_:)`` and the `keep(_:)`
    /// operations (a uniform grid, repeating groups, a band, chunks), and its stored frames change
    /// in place through ``updateStoredFrames(_:)``, which keeps the kind.
    var items: RectIndex {
        @inline(__always) get { storedFrames }
    }

    /// Whether the section keeps one stored frame per element (in ``items``).
    var storesFrames: Bool {
        if case .frames = storage { true } else { false }
    }

    /// Makes the section store `frames`, whatever kind it had before (a uniform grid, groups,
    /// band or chunks are dropped).
    ///
    /// - Complexity: O(1).
    mutating func store(_ frames: RectIndex) {
        storage = .frames
        storedFrames = frames
    }

    /// Calls `body` with the stored frames, changed where they are stored, so that appending
    /// to them never copies their storage. The kind stays as it is: a section of another kind
    /// stores no frame, and `body` may only leave its empty index empty (shrink it, remove
    /// from it, or swap in another empty one).
    ///
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    mutating func updateStoredFrames<Result>(_ body: (inout RectIndex) -> Result) -> Result {
        defer {
            assert(storesFrames || storedFrames.isEmpty, "frames written into a section that keeps no frame")
        }
        return body(&storedFrames)
    }

    /// The stored frames, moved out of the section (which keeps its kind and stores none), so
    /// that whoever takes them is the only owner of their storage.
    ///
    /// - Complexity: O(1).
    mutating func takeStoredFrames() -> RectIndex {
        var taken = RectIndex(axis: storedFrames.axis)
        swap(&taken, &storedFrames)
        return taken
    }

    /// The items as a uniform grid, computed from their number, when the section keeps them so.
    var uniformGrid: SectionedStore.UniformGrid? {
        if case .uniformGrid(let uniformGrid) = storage { uniformGrid.value } else { nil }
    }

    /// Makes the section keep its items as `uniformGrid`, whatever kind it had before; it stores
    /// no frame (and keeps no storage for them).
    ///
    /// - Complexity: O(1).
    mutating func keep(_ uniformGrid: SectionedStore.UniformGrid) {
        replaceStorage(with: .uniformGrid(OutOfLine(uniformGrid)))
    }

    /// The items as copies of one group, when the section keeps them so.
    var repeating: SectionedStore.RepeatingGroups? {
        if case .repeatingGroups(let groups) = storage { groups.value } else { nil }
    }

    /// Makes the section keep its items as copies of one group, as `keep(_:)` does a uniform grid.
    ///
    /// - Complexity: O(1).
    mutating func keep(_ repeating: SectionedStore.RepeatingGroups) {
        replaceStorage(with: .repeatingGroups(OutOfLine(repeating)))
    }

    /// The section's band, when its items scroll across the axis.
    var band: SectionedStore.Band? {
        if case .band(let band) = storage { band.value } else { nil }
    }

    /// Makes the section keep its items in `band`, as `keep(_:)` does a uniform grid.
    ///
    /// - Complexity: O(1).
    mutating func keep(_ band: SectionedStore.Band) {
        replaceStorage(with: .band(OutOfLine(band)))
    }

    /// Calls `body` with the section's band and returns its result, or returns nil for a
    /// section without a band. The band is moved out of the section and back, so that its
    /// index is not copied; the section keeps its kind.
    ///
    /// - Complexity: O(1) besides `body`.
    @discardableResult
    mutating func updateBand<Result>(_ body: (inout SectionedStore.Band) -> Result) -> Result? {
        guard case .band(var box) = storage else { return nil }
        return updateOutOfLine(&box, storedBack: { .band($0) }, body)
    }

    /// The items in chunks, when the section keeps them so.
    var chunks: SectionedStore.Chunks? {
        if case .chunks(let chunks) = storage { chunks.value } else { nil }
    }

    /// Makes the section keep its items in `chunks`, as `keep(_:)` does a uniform grid.
    ///
    /// - Complexity: O(1).
    mutating func keep(_ chunks: SectionedStore.Chunks) {
        replaceStorage(with: .chunks(OutOfLine(chunks)))
    }

    /// Calls `body` with the section's chunks and returns its result, or returns nil for a
    /// section without chunks; as ``updateBand(_:)``, the chunks are moved out and back, and
    /// the section keeps its kind.
    ///
    /// - Complexity: O(1) besides `body`.
    @discardableResult
    mutating func updateChunks<Result>(_ body: (inout SectionedStore.Chunks) -> Result) -> Result? {
        guard case .chunks(var box) = storage else { return nil }
        return updateOutOfLine(&box, storedBack: { .chunks($0) }, body)
    }

    /// Calls `body` with the value in `box`, the section's storage, while the section holds
    /// no reference to it (so that the box is its only owner and nothing it holds is copied),
    /// then stores the box back as `storedBack` makes it.
    ///
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    private mutating func updateOutOfLine<Payload, Result>(
        _ box: inout OutOfLine<Payload>, storedBack: (OutOfLine<Payload>) -> Storage,
        _ body: (inout Payload) -> Result
    ) -> Result {
        storage = .frames
        defer { storage = storedBack(box) }
        return body(&box.value)
    }

    /// Makes `newStorage`, a kind that stores no frame in ``items``, the section's storage, and
    /// drops the stored frames with their storage.
    private mutating func replaceStorage(with newStorage: Storage) {
        storage = newStorage
        storedFrames = RectIndex(axis: storedFrames.axis)
    }
}

// MARK: - Frames of every kind

extension SectionedStore.Section {
    /// The number of item frames the section holds, stored or computed (in a band, before the
    /// band's offset).
    ///
    /// - Complexity: O(1).
    var itemFrameCount: Int {
        switch storage {
        case .frames: storedFrames.count
        case .uniformGrid(let uniformGrid): uniformGrid.withValue { $0.count }
        case .repeatingGroups(let groups): groups.withValue { $0.count }
        case .band(let band): band.withValue { $0.items.count }
        case .chunks(let chunks): chunks.withValue { $0.count }
        }
    }

    /// The frame of the element `id`, stored or computed (in a band, before the band's
    /// offset), or ``Rect/null`` when there is none.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func itemFrame(of id: Int, axis: Axis) -> Rect {
        switch storage {
        case .frames: storedFrames.frame(of: id)
        case .uniformGrid(let uniformGrid): uniformGrid.withValue { $0.frame(of: id, axis: axis) }
        case .repeatingGroups(let groups): groups.withValue { $0.frame(of: id) }
        case .band(let band): band.withValue { $0.items.frame(of: id) }
        case .chunks(let chunks): chunks.withValue { $0.frame(of: id, axis: axis) }
        }
    }
}
