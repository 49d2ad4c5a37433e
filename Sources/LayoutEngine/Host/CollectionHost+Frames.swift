// MARK: - Frames

extension CollectionHost {
    // Specialised here for the package's layouts: a client module would otherwise run the
    // generic frame, each call of the layout through its witness table, and pay for it on
    // every frame. Embedded Swift emits no exported specialisations (a client specialises the
    // generic code itself), so it compiles the plain declaration.
    #if hasFeature(Embedded)
        /// Moves the host to `time` (seconds) and returns what to draw then.
        ///
        /// The host steps scrolling and animations to `time`, prepares the layout at the content
        /// offset they reach, and asks it for the elements in the viewport grown by ``overscan``
        /// (and, while scrolling, ``prefetchDistance`` ahead). The frame's
        /// ``HostFrame/visible`` elements are exactly the layout's ``CollectionLayout/attributes(in:)``
        /// for the grown viewport; ``HostFrame/appeared`` and ``HostFrame/disappeared`` compare them
        /// with the last frame's.
        ///
        /// Bad input: a time earlier than the last one, or not finite, reads as the last one (time
        /// never runs backwards).
        ///
        /// - Complexity: the layout's `prepare` at a new offset and its query, plus O(k) for the
        ///   k elements returned. A frame like the last one allocates nothing of the host's own
        ///   (the layout's query builds its result array).
        public mutating func advance(to time: Double) -> HostFrame { frame(advancingTo: time) }
    #else
        /// Moves the host to `time` (seconds) and returns what to draw then.
        ///
        /// The host steps scrolling and animations to `time`, prepares the layout at the content
        /// offset they reach, and asks it for the elements in the viewport grown by ``overscan``
        /// (and, while scrolling, ``prefetchDistance`` ahead). The frame's
        /// ``HostFrame/visible`` elements are exactly the layout's ``CollectionLayout/attributes(in:)``
        /// for the grown viewport; ``HostFrame/appeared`` and ``HostFrame/disappeared`` compare them
        /// with the last frame's.
        ///
        /// Bad input: a time earlier than the last one, or not finite, reads as the last one (time
        /// never runs backwards).
        ///
        /// - Complexity: the layout's `prepare` at a new offset and its query, plus O(k) for the
        ///   k elements returned. A frame like the last one allocates nothing of the host's own
        ///   (the layout's query builds its result array).
        @_specialize(exported:true,where Layout == FlowLayout)
        @_specialize(exported:true,where Layout == WaterfallLayout)
        @_specialize(exported:true,where Layout == CompositionalLayout)
        @_specialize(exported:true,where Layout == CenterCarouselLayout)
        @_specialize(exported:true,where Layout == CircularFanLayout)
        public mutating func advance(to time: Double) -> HostFrame { frame(advancingTo: time) }
    #endif

    /// One frame of ``advance(to:)``.
    @inline(__always)
    mutating func frame(advancingTo time: Double) -> HostFrame {
        advanceTime(to: time)
        // A cell a batch kept in place is kept until this frame draws it.
        let keptByBatch = scroller.readingCellAfterBatch
        scroller.readingCellAfterBatch = nil
        if scroller.drag == nil { stepScrolling(to: self.time) }
        if movement != nil { scrollTowardsEdgeUnderMovingItem() }
        // A frame with nothing reported and no end to keep visible is a scroll frame: the
        // offset is the scroll's, with nothing to adjust.
        guard scroller.hasSizeChanges || keepsEndVisible else {
            layOut()
            return composeFrameResolvingScrollTarget(sizesChanged: false)
        }
        let sizesChanged = scroller.hasSizeChanges
        var before = offsetBeforeChange()
        // The batch kept the cell being read, not the end: an end its offset was clamped to
        // was never drawn.
        if let keptByBatch { before.forgetKeptEnd(along: keptByBatch.axis) }
        layOut()
        var adjustment = Point.zero
        if scroller.takeSizeChanges() {
            adjustment =
                keptByBatch.flatMap { self.adjustment(keeping: $0) } ?? layout.contentOffsetAdjustment
        }
        adjust(by: adjustment, from: before)
        return composeFrameResolvingScrollTarget(sizesChanged: sizesChanged)
    }

    /// Resolves a scroll to an item in progress (``resolveScrollTarget()``) and composes the
    /// frame; the scroll to an item ends when it rested, no size landed in the frame
    /// (`sizesChanged`: reported sizes or a new viewport) and no element appeared in it (one
    /// that may be measured, or whose content may load).
    @inline(__always)
    mutating func composeFrameResolvingScrollTarget(sizesChanged: Bool) -> HostFrame {
        guard scroller.target != nil else { return composeFrame() }
        let rests = resolveScrollTarget()
        var frame = composeFrame()
        if rests == true, !sizesChanged, frame.appeared.isEmpty {
            scroller.target = nil
        } else if scroller.target != nil, rests != true || !frame.needsMeasurement.isEmpty {
            // The item's place is still being resolved: the next frame moves the offset, or the
            // sizes this frame asks for may move it.
            frame.isAnimating = true
        }
        return frame
    }

    /// Prepares the layout at the current offset.
    mutating func layOut() {
        context.bounds.origin = offset
        layout.prepare(context)
    }

    /// Queries the layout and fills the frame's buffers.
    mutating func composeFrame() -> HostFrame {
        let grown = frames.grown(viewport)
        let ahead = frames.prefetchRect(beyond: grown, offset: offset)
        // One query covers the grown viewport and the band ahead: the elements of the band are
        // told apart by the same test the layout's query applies to the grown viewport.
        let results = layout.attributes(in: ahead ?? grown)
        frames.buffers.beginFrame(showingAbout: results.count + 1)
        if ahead != nil { frames.buffers.beginPrefetch(about: results.count) }
        let animates = animator.isAnimating
        if let moving = movement {
            // The moving item is drawn under the pointer, above every element of the frame.
            let top = results.reduce(0) { max($0, $1.zIndex) } + 1
            if let presentation = movingItemPresentation(moving, above: top) {
                show(presentation, as: .cell(moving.current))
            }
        }
        // A band shown past its edge moves its cells on by its overshoot.
        let bandsOvershoot = !scroller.bandOvershoots.isEmpty
        for reported in results {
            let attributes = bandsOvershoot ? movedWithBand(reported) : reported
            if ahead == nil || attributes.visualBounds.intersects(grown) {
                if animates, let presentation = animator.presentation(retargetingTo: attributes, at: time) {
                    show(presentation, as: ElementID(attributes))
                } else {
                    show(attributes, as: ElementID(attributes))
                }
            } else if attributes.kind.isCell {
                frames.buffers.notePrefetchCandidate(attributes.path)
            }
        }
        if animates { showAnimatedElementsOutsideTheQuery() }
        if let focused = focusedItem, !frames.buffers.shown.contains(.cell(focused)),
            let attributes = layout.attributes(at: focused)
        {
            // The focused item keeps its view while it is scrolled away.
            show(attributes, as: .cell(focused))
        }
        frames.buffers.collectDisappeared()
        frames.lastFrameOffset = offset
        let reached = reachedEnds()
        var frame = HostFrame(
            time: time, contentOffset: offset, contentSize: layout.contentSize,
            visible: frames.buffers.visible,
            renamed: frames.buffers.renamed, appeared: frames.buffers.appeared,
            disappeared: frames.buffers.disappeared,
            prefetch: frames.buffers.prefetch,
            needsMeasurement: frames.buffers.needsMeasurement,
            isAnimating: isDecelerating || !scroller.bands.isEmpty || animator.isAnimating || movement != nil
        )
        (frame.reachedStart, frame.reachedEnd) = reached
        return frame
    }

    /// Shows the element `id` with `attributes`; lists a cell or supplementary view that
    /// appears with an estimated size in ``HostFrame/needsMeasurement``.
    mutating func show(_ attributes: LayoutAttributes, as id: ElementID) {
        guard frames.buffers.show(HostedElement(id: id, attributes: attributes)), !id.isDeparting else {
            return
        }
        switch id.kind {
        case .cell:
            guard layout.needsMeasurement(ofItemAt: id.path) else { return }
        case .supplementary(let kind):
            guard layout.needsMeasurement(ofSupplementaryOfKind: kind, at: id.path) else { return }
        case .decoration:
            return
        }
        frames.buffers.needsMeasurement.append(id)
    }

    /// Shows the animating elements the layout's query did not report (departing ones, and
    /// ones moving out of the viewport), until their animations finish.
    private mutating func showAnimatedElementsOutsideTheQuery() {
        var finished: [ElementID] = []
        for (id, animation) in animator.animations where !frames.buffers.shown.contains(id) {
            guard !animation.isFinished(at: time) else {
                finished.append(id)
                continue
            }
            var animation = animation
            if case .cell = id.kind, !id.isDeparting, let target = layout.attributes(at: id.path) {
                animation.target = target
                animator.animations[id] = animation
            }
            show(animation.presentation(at: time), as: id)
        }
        for id in finished { animator.animations[id] = nil }
    }
}
