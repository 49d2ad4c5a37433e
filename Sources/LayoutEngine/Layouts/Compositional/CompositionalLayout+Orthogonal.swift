// MARK: - Orthogonal offsets

extension CompositionalLayout {
    /// Scrolls orthogonal section `section` to `offset` across the layout's scroll axis,
    /// measured from the section's leading end (0: the first group's leading inset shows at the
    /// window's leading edge). No relayout: the next query reads it.
    ///
    /// Bad input: a NaN or infinite offset is ignored; an offset outside the section's range
    /// (``orthogonalOffsetRange(forSection:)``) is kept as given and read clamped, so it
    /// survives a prepare that changes the range. A section that is not orthogonal keeps the
    /// value but shows nothing different.
    ///
    /// - Complexity: O(1) (amortised).
    public mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
        applyOrthogonalOffset(forSection: section)
    }

    /// Hands the offset of orthogonal section `section`, clamped, to its band in the store.
    mutating func applyOrthogonalOffset(forSection section: Int) {
        guard state.store.sections.indices.contains(section), state.store.sections[section].band != nil else {
            return
        }
        let offset = orthogonalOffset(forSection: section)
        state.store.sections[section].updateBand { $0.offset = offset }
    }

    /// The offset orthogonal section `section` is scrolled to, clamped to its range; the range's
    /// start until one is set, and 0 for a section that is not orthogonal.
    ///
    /// - Complexity: O(1).
    public func orthogonalOffset(forSection section: Int) -> Double {
        let range = orthogonalOffsetRange(forSection: section)
        let offset = orthogonalOffsets[section] ?? range.lowerBound
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The offsets orthogonal section `section` can rest at: from 0 to its content's length less
    /// its window's, or, for ``OrthogonalScrollingBehavior/groupPagingCentered``, from the
    /// offset that centres its first group to the one that centres its last. `0...0` for a
    /// section that is not orthogonal or out of range.
    ///
    /// - Complexity: O(1).
    public func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Double> {
        guard state.plans.indices.contains(section), let band = state.plans[section].orthogonal else {
            return 0...0
        }
        if band.behavior == .groupPagingCentered, band.groupCount > 0 {
            let first = band.centredOffset(ofGroup: 0)
            return first...max(first, band.centredOffset(ofGroup: band.groupCount - 1))
        }
        return 0...max(0, band.contentLength - band.windowLength)
    }

    /// Where a flick of orthogonal section `section` comes to rest, by its behaviour:
    /// `continuous` keeps `proposed`; `continuousGroupLeadingBoundary` moves it to a group's
    /// leading boundary (the nearest at zero velocity, the next one in the flick's direction
    /// otherwise); `paging`, `groupPaging` and `groupPagingCentered` move one page (the window's
    /// length), or one group, from the section's current offset in the flick's direction, or to
    /// the page or group nearest `proposed` (at most one away) at zero velocity. The result is
    /// always inside ``orthogonalOffsetRange(forSection:)``.
    ///
    /// `velocity` is along the offset (positive: toward larger offsets). Bad input: a NaN or
    /// infinite `proposed` reads as the current offset, such a velocity as 0; a section that
    /// is not orthogonal gives 0.
    ///
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(proposed: Double, velocity: Double, forSection section: Int) -> Double
    {
        let range = orthogonalOffsetRange(forSection: section)
        guard state.plans.indices.contains(section), let band = state.plans[section].orthogonal else {
            return range.lowerBound
        }
        let current = orthogonalOffset(forSection: section)
        let proposed = proposed.isFinite ? proposed : current
        let velocity = velocity.isFinite ? velocity : 0
        let base: Double
        let step: Double
        var paged = true
        switch band.behavior {
        case .none, .continuous:
            return min(max(proposed, range.lowerBound), range.upperBound)
        case .continuousGroupLeadingBoundary:
            (base, step, paged) = (0, band.groupStride, false)
        case .paging:
            (base, step) = (0, band.windowLength)
        case .groupPaging:
            (base, step) = (0, band.groupStride)
        case .groupPagingCentered:
            (base, step) = (range.lowerBound, band.groupStride)
        }
        guard step > 0 else { return min(max(proposed, range.lowerBound), range.upperBound) }
        let from = paged ? current : proposed
        let position = (from - base) / step
        var target: Double
        if velocity > 0 {
            target = paged ? position.rounded() + 1 : position.rounded(.up)
        } else if velocity < 0 {
            target = paged ? position.rounded() - 1 : position.rounded(.down)
        } else {
            target = ((proposed - base) / step).rounded()
            if paged { target = min(max(target, position.rounded() - 1), position.rounded() + 1) }
        }
        let offset = base + target * step
        return min(max(offset, range.lowerBound), range.upperBound)
    }
}

extension CompositionalLayout {
    /// Where a flick released at `velocity` (points per second along the offset) comes to rest
    /// in orthogonal section `section`: the current offset moved by the distance the section's
    /// deceleration rate projects (its
    /// ``OrthogonalScrollingProperties/decelerationRate``, or `parentDecelerationRate` when it
    /// has none), then given to
    /// ``targetOrthogonalOffset(proposed:velocity:forSection:)`` for the section's behaviour.
    ///
    /// Bad input: a NaN or infinite velocity reads as 0; a section that is not orthogonal gives 0.
    ///
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(
        velocity: Double, forSection section: Int, parentDecelerationRate: DecelerationRate = .normal
    ) -> Double {
        let velocity = velocity.isFinite ? velocity : 0
        let rate =
            state.definitions[section]?.orthogonalScrollingProperties.decelerationRate
            ?? parentDecelerationRate
        let proposed = orthogonalOffset(forSection: section) + rate.projectedDistance(velocity: velocity)
        return targetOrthogonalOffset(proposed: proposed, velocity: velocity, forSection: section)
    }

    /// The section's own deceleration rate (its
    /// ``OrthogonalScrollingProperties/decelerationRate``); nil when it takes the rate of the
    /// scroll around it, or is not orthogonal.
    ///
    /// - Complexity: O(1).
    public func orthogonalDecelerationRate(forSection section: Int) -> DecelerationRate? {
        guard state.plans.indices.contains(section), state.plans[section].orthogonal != nil else {
            return nil
        }
        return state.definitions[section]?.orthogonalScrollingProperties.decelerationRate
    }

    /// The orthogonal section whose band contains `point` (content coordinates), and the axis
    /// it scrolls along (across the layout's): along the scroll axis between the band's content
    /// edges, across it anywhere in the container (the band's window). Nil when the point is in
    /// no band.
    ///
    /// - Complexity: O(log s) for s sections.
    public func orthogonalSection(containing point: Point) -> (section: Int, axis: Axis)? {
        let axis = state.axis
        // Sections are found by their unshifted offsets (see `SectionedStore.contentShift`).
        let main = point.value(along: axis) - state.store.contentShift
        let cross = point.value(along: axis.cross)
        let store = state.store
        guard cross >= 0, cross <= state.container.length(along: axis.cross) else { return nil }
        // The last section that starts at or before the point.
        let after = store.sections.indices.partitioningIndex { store.offset(ofSectionAt: $0) > main }
        guard after > 0 else { return nil }
        let section = after - 1
        guard state.plans.indices.contains(section), state.plans[section].orthogonal != nil else {
            return nil
        }
        let offset = store.offset(ofSectionAt: section)
        let record = store.sections[section]
        guard main >= offset + record.contentStart, main < offset + record.contentEnd else {
            return nil
        }
        return (section, axis.cross)
    }

    /// Whether orthogonal section `section` bounces past its edges: by its
    /// ``OrthogonalScrollingProperties/bounce``, ``OrthogonalScrollingProperties/Bounce/automatic``
    /// only when its content is longer than its window. False for a section that is not
    /// orthogonal or out of range.
    ///
    /// - Complexity: O(1).
    public func orthogonalSectionBounces(_ section: Int) -> Bool {
        guard state.plans.indices.contains(section), let band = state.plans[section].orthogonal,
            let definition = state.definitions[section]
        else { return false }
        switch definition.orthogonalScrollingProperties.bounce {
        case .always: return true
        case .never: return false
        case .automatic: return band.contentLength > band.windowLength
        }
    }
}

extension CompositionalLayout.Orthogonal {
    /// The offset that centres group `group` in the window.
    func centredOffset(ofGroup group: Int) -> Double {
        let (shift, length) = measured.shift(beforeGroup: group)
        let groupCentre = groupsStart + Double(group) * groupStride + shift + (length ?? groupLength) / 2
        return groupCentre - windowLength / 2
    }
}
