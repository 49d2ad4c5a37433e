extension SectionedStore {
    /// One section: its items' frames, its supplementaries and its extent along the axis.
    struct Section: Sendable {
        /// How a section keeps its items' frames (left-to-right, before ``offset``, by the
        /// layout's element id): one kind at a time.
        enum Storage: Sendable {
            /// One frame per element, in ``items``.
            case frames
            /// Equal items in regular lines, kept as a formula of their number (no frame stored).
            case formula(OutOfLine<Formula>)
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
    /// The stored frames: the index of a section that stores them, an empty one otherwise.
    ///
    /// Writing frames makes the section store frames: a section of another kind whose index is
    /// left non-empty drops its formula, groups or band (an empty index, such as a spare one
    /// swapped in and out, leaves the kind as it is). Changed in place, the index is changed
    /// where it is stored, so appending to it never copies its storage.
    var items: RectIndex {
        @inline(__always) get { storedFrames }
        _modify {
            defer { if !storedFrames.isEmpty { storage = .frames } }
            yield &storedFrames
        }
        set {
            storedFrames = newValue
            if !newValue.isEmpty { storage = .frames }
        }
    }

    /// The items as a formula of their number, when the section keeps them so. Setting a
    /// formula makes the section keep one (and empties ``items``); setting nil turns a formula
    /// into stored frames (none yet) and leaves a section of another kind as it is.
    var formula: SectionedStore.Formula? {
        get { if case .formula(let formula) = storage { formula.value } else { nil } }
        set {
            replaceStorage(
                with: newValue.map { .formula(OutOfLine($0)) },
                ifNil: { if case .formula = $0 { true } else { false } })
        }
    }

    /// The items as copies of one group, when the section keeps them so; set as ``formula``.
    var repeating: SectionedStore.RepeatingGroups? {
        get { if case .repeatingGroups(let groups) = storage { groups.value } else { nil } }
        set {
            replaceStorage(
                with: newValue.map { .repeatingGroups(OutOfLine($0)) },
                ifNil: {
                    if case .repeatingGroups = $0 { true } else { false }
                })
        }
    }

    /// The section's band, when its items scroll across the axis; set as ``formula``. Changed
    /// in place, the band is moved out of the section and back, so that its index is not
    /// copied.
    var band: SectionedStore.Band? {
        get { if case .band(let band) = storage { band.value } else { nil } }
        _modify {
            var band: SectionedStore.Band?
            if case .band(let box) = storage {
                storage = .frames
                band = box.take()
            }
            // The section held no frame while it held the band: it only takes the band back.
            defer { if let band { storage = .band(OutOfLine(band)) } }
            yield &band
        }
        set {
            replaceStorage(
                with: newValue.map { .band(OutOfLine($0)) },
                ifNil: { if case .band = $0 { true } else { false } })
        }
    }

    /// The items in chunks, when the section keeps them so; set as ``formula``. Changed in
    /// place, the chunks are moved out of the section and back, so that their indexes are not
    /// copied.
    var chunks: SectionedStore.Chunks? {
        get { if case .chunks(let chunks) = storage { chunks.value } else { nil } }
        _modify {
            var chunks: SectionedStore.Chunks?
            if case .chunks(let box) = storage {
                storage = .frames
                chunks = box.take()
            }
            defer { if let chunks { storage = .chunks(OutOfLine(chunks)) } }
            yield &chunks
        }
        set {
            replaceStorage(
                with: newValue.map { .chunks(OutOfLine($0)) },
                ifNil: { if case .chunks = $0 { true } else { false } })
        }
    }

    /// Makes `newStorage`, a kind that stores no frame in ``items``, the section's storage
    /// and empties ``items``; when it is nil, turns the section into stored frames (none yet)
    /// if `isCleared` accepts its storage (the kind being cleared is the section's).
    private mutating func replaceStorage(with newStorage: Storage?, ifNil isCleared: (Storage) -> Bool) {
        guard let newStorage else {
            if isCleared(storage) { storage = .frames }
            return
        }
        storage = newStorage
        if !storedFrames.isEmpty { storedFrames = RectIndex(axis: storedFrames.axis) }
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
        case .formula(let formula): formula.withValue { $0.count }
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
        case .formula(let formula): formula.withValue { $0.frame(of: id, axis: axis) }
        case .repeatingGroups(let groups): groups.withValue { $0.frame(of: id) }
        case .band(let band): band.withValue { $0.items.frame(of: id) }
        case .chunks(let chunks): chunks.withValue { $0.frame(of: id, axis: axis) }
        }
    }
}
