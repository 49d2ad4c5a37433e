// MARK: - Sections whose frames are repeats of one group

extension SectionedStore {
    /// The items of a section that are copies of one group: group `g` is the template moved
    /// from the first group's origin by `g` strides along the axis. Item `i` is in group
    /// `i / k` for k cells per group; a group's elements are its cells, then the badges
    /// (supplementaries anchored to cells) of those cells, and the ids count them group by
    /// group, so the last group, which may hold fewer cells, has the badges of the cells it
    /// holds.
    ///
    /// A section described this way stores no frame: ``frame(of:)`` computes one in O(1), and
    /// ``forEachElement(intersecting:_:)`` finds the groups a rect meets by a division and, in
    /// each, the elements whose start along the axis is near the rect by binary search over the
    /// template. Frames are in the section's own coordinates (before its offset),
    /// left-to-right, exact, as an index's: the store moves and aligns them as it returns them.
    ///
    /// The arithmetic is that of stamping each group (the same sums of the same values), so
    /// every frame equals, bit for bit, the one a layout that stamps the groups stores.
    struct RepeatingGroups: Sendable {
        /// The group's frames, shared by every section that repeats it.
        var template: Template
        /// The number of cells (items) of the section.
        var itemCount: Int
        /// The first group's origin, left-to-right.
        var origin: Point
        /// The distance along the axis from one group's origin to the next (above zero).
        var stride: Double
        /// The grid the store rounds returned frames to (how far a returned edge may lie from a
        /// computed one).
        var grid: PixelGrid

        /// The number of elements (cells and badges).
        var count: Int { template.elementCount(forItems: itemCount) }

        /// The number of groups.
        var groupCount: Int {
            itemCount > 0 ? (itemCount - 1) / template.cells.count + 1 : 0
        }

        /// Where group `group` starts along the axis, as stamping computes it.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func mainOrigin(ofGroup group: Int) -> Double {
            // A stamped group adds the shift measured groups before it cause, which is zero in
            // a section without them; the addition is kept so that a position of -0 rounds as
            // it does there.
            let noShift = 0.0
            return origin.value(along: template.axis) + Double(group) * stride + noShift
        }

        /// The frame of element `id`, or ``Rect/null`` when there is no such element.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func frame(of id: Int) -> Rect {
            guard id >= 0, id < count else { return .null }
            let cellsPerGroup = template.cells.count
            let group = id / template.elementsPerGroup
            let place = id - group * template.elementsPerGroup
            let cellsInGroup = Swift.min(cellsPerGroup, itemCount - group * cellsPerGroup)
            let groupOrigin = groupOrigin(group)
            return place < cellsInGroup
                ? cellFrame(place, at: groupOrigin) : badgeFrame(place - cellsInGroup, at: groupOrigin)
        }

        /// The origin of group `group`'s box.
        @inline(__always)
        private func groupOrigin(_ group: Int) -> Point {
            let axis = template.axis
            return Point(
                along: axis, main: mainOrigin(ofGroup: group), cross: origin.value(along: axis.cross))
        }

        /// Cell `cell` of the group whose box is at `origin`, as stamped (exact).
        @inline(__always)
        private func cellFrame(_ cell: Int, at origin: Point) -> Rect {
            let frame = template.cells[cell]
            return Rect(
                x: frame.origin.x + origin.x, y: frame.origin.y + origin.y, width: frame.size.width,
                height: frame.size.height)
        }

        /// Badge `badge` of the group whose box is at `origin`, as stamped (exact).
        @inline(__always)
        private func badgeFrame(_ badge: Int, at origin: Point) -> Rect {
            template.badges[badge].offsetBy(dx: origin.x, dy: origin.y)
        }

        /// Calls `body` with the id and frame of every element whose frame intersects `rect`
        /// (``Rect/intersects(_:)``: touching edges do not count), group by group; frames as
        /// computed (the caller grows its rect by the rounding of what it returns).
        ///
        /// The groups whose span along the axis (grown by a pixel for rounding) meets the
        /// rect's are a run, found by a division checked at its ends; in each, the template's
        /// elements are sorted by their start along the axis, so those that may meet the rect
        /// are a run too, found by binary search (a last group whose own elements are fewer
        /// than that run tests its own). Each candidate is tested exactly at its frame.
        ///
        /// - Complexity: O(g · log e + k) for g groups met, e elements per group and k
        ///   elements whose span along the axis meets the rect's (the answers, when the rect
        ///   spans the section across the axis); O(log G) more for G groups when the rect's
        ///   edges are far beyond the section.
        func forEachElement(intersecting rect: Rect, _ body: (_ id: Int, _ frame: Rect) -> Void) {
            guard !rect.isNull, itemCount > 0 else { return }
            let axis = template.axis
            let limit = SectionedStore.searchLimit
            // No frame lies beyond the limit, so cutting the rect there changes no answer and
            // keeps every sum below finite.
            let low = Swift.max(rect.min(along: axis), -limit)
            let high = Swift.min(rect.max(along: axis), limit)
            guard !low.isNaN, !high.isNaN else { return }
            let groupCount = self.groupCount
            let firstOrigin = mainOrigin(ofGroup: 0)
            let lastOrigin = mainOrigin(ofGroup: groupCount - 1)
            // The runs are found with the rounding of the sums and a pixel of slack (which
            // widens them, never narrows them), and each answer tested exactly.
            let magnitude =
                Swift.max(1, Swift.abs(low), Swift.abs(high), Swift.abs(firstOrigin), Swift.abs(lastOrigin))
                + template.magnitude
            let slack = 1 / grid.scale + magnitude * (16 * Double.ulpOfOne)
            let reachLow = template.low - slack
            let reachHigh = template.high + slack
            let groups = 0..<groupCount
            let firstGroup = groups.partitioningIndex(near: (low - reachHigh - firstOrigin) / stride) {
                low < mainOrigin(ofGroup: $0) + reachHigh
            }
            let endGroup = groups.partitioningIndex(near: (high - reachLow - firstOrigin) / stride) {
                !(mainOrigin(ofGroup: $0) + reachLow < high)
            }
            guard firstGroup < endGroup else { return }
            let cellsPerGroup = template.cells.count
            let elementsPerGroup = template.elementsPerGroup
            let starts = template.starts
            let order = template.order
            let from = low - template.reach - slack
            let below = high + slack
            for group in firstGroup..<endGroup {
                let main = mainOrigin(ofGroup: group)
                let groupOrigin = groupOrigin(group)
                let cellsInGroup = Swift.min(cellsPerGroup, itemCount - group * cellsPerGroup)
                let badgesInGroup = template.badgePrefix[cellsInGroup]
                let firstID = group * elementsPerGroup
                let present = cellsInGroup + badgesInGroup
                // A last group holding a few cells of a large group: its own elements are fewer
                // than the template's near the rect (or than the steps of finding those).
                let testsItsOwn: Bool
                var first = 0
                var end = 0
                if present < elementsPerGroup, present <= 16 {
                    testsItsOwn = true
                } else {
                    first = starts.partitioningIndex { from < $0 + main }
                    end = starts[first...].partitioningIndex { !($0 + main < below) }
                    testsItsOwn = end - first > present
                }
                if testsItsOwn {
                    for cell in 0..<cellsInGroup {
                        let frame = cellFrame(cell, at: groupOrigin)
                        if frame.intersects(rect) { body(firstID + cell, frame) }
                    }
                    for badge in 0..<badgesInGroup {
                        let frame = badgeFrame(badge, at: groupOrigin)
                        if frame.intersects(rect) { body(firstID + cellsInGroup + badge, frame) }
                    }
                    continue
                }
                for position in first..<end {
                    let element = Int(order[position])
                    let id: Int
                    let frame: Rect
                    if element < cellsPerGroup {
                        guard element < cellsInGroup else { continue }
                        id = firstID + element
                        frame = cellFrame(element, at: groupOrigin)
                    } else {
                        let badge = element - cellsPerGroup
                        guard badge < badgesInGroup else { continue }
                        id = firstID + cellsInGroup + badge
                        frame = badgeFrame(badge, at: groupOrigin)
                    }
                    if frame.intersects(rect) { body(id, frame) }
                }
            }
        }
    }
}

// MARK: - The template

extension SectionedStore.RepeatingGroups {
    /// One group's frames (relative to its box's origin, left-to-right, unrounded) and how a
    /// query finds them along the axis: made once per distinct group, shared by the sections
    /// that repeat it.
    final class Template: Sendable {
        /// The axis the groups repeat along.
        let axis: Axis
        /// Each cell's frame, in the section's order.
        let cells: [Rect]
        /// Each badge's frame, ordered by cell.
        let badges: [Rect]
        /// `badgePrefix[m]`: the number of badges of the first `m` cells.
        let badgePrefix: [Int]
        /// Cells and badges of one group.
        let elementsPerGroup: Int
        /// The group's elements (cells numbered from 0, then badges after the cells) sorted by
        /// their start along the axis.
        let order: [Int32]
        /// The start along the axis of each element of ``order``.
        let starts: [Double]
        /// The longest element along the axis.
        let reach: Double
        /// The smallest start along the axis of an element.
        let low: Double
        /// The largest end along the axis of an element.
        let high: Double
        /// The largest magnitude of a coordinate of an element.
        let magnitude: Double

        /// The template of a group of `cells` and `badges` (ordered by cell; `badgePrefix[m]`
        /// badges belong to the first `m` cells), or nil when a frame is not finite, there is
        /// no cell, or `badgePrefix` does not describe the badges.
        ///
        /// - Complexity: O(e log e) for e cells and badges.
        init?(axis: Axis, cells: [Rect], badges: [Rect], badgePrefix: [Int]) {
            guard !cells.isEmpty, badgePrefix.count == cells.count + 1, badgePrefix.last == badges.count,
                cells.allSatisfy({ $0.isFinite }), badges.allSatisfy({ $0.isFinite })
            else { return nil }
            let frames = cells + badges
            let order = frames.indices.sorted {
                (frames[$0].min(along: axis), $0) < (frames[$1].min(along: axis), $1)
            }
            self.axis = axis
            self.cells = cells
            self.badges = badges
            self.badgePrefix = badgePrefix
            self.elementsPerGroup = frames.count
            self.order = order.map { Int32(truncatingIfNeeded: $0) }
            self.starts = order.map { frames[$0].min(along: axis) }
            self.reach = frames.reduce(0) { Swift.max($0, $1.length(along: axis)) }
            self.low = frames.reduce(Double.infinity) { Swift.min($0, $1.min(along: axis)) }
            self.high = frames.reduce(-Double.infinity) { Swift.max($0, $1.max(along: axis)) }
            self.magnitude = frames.reduce(0) {
                Swift.max($0, Swift.abs($1.minX), Swift.abs($1.maxX), Swift.abs($1.minY), Swift.abs($1.maxY))
            }
        }

        /// The number of elements (cells and badges) of a section of `itemCount` items.
        ///
        /// - Complexity: O(1).
        func elementCount(forItems itemCount: Int) -> Int {
            guard itemCount > 0 else { return 0 }
            let fullGroups = itemCount / cells.count
            let rest = itemCount - fullGroups * cells.count
            return fullGroups * elementsPerGroup + rest + badgePrefix[rest]
        }
    }
}
