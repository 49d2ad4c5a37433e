import LayoutEngine

/// What the page asks of the collection it shows, whatever its layout: the input it forwards,
/// the data changes it makes, and the frames it draws.
///
/// A class with one subclass, ``HostDriver``, generic over the layout: the page's calls
/// dispatch through its table once, then run specialised for the layout (Embedded Swift has no
/// existentials). The methods here do nothing; ``HostDriver`` overrides every one.
package class PlaygroundDriver {
    /// The last frame, encoded (``PlaygroundFrameWriter``).
    package var frame = PlaygroundFrameWriter()
    /// The answer of the last question that has one (a hit test, a move that ended): up to
    /// four numbers.
    package var answer: (Double, Double, Double, Double) = (-1, -1, -1, -1)

    /// A driver that does nothing.
    package init() {}

    /// Steps the host to `time` and encodes the frame; returns its number of doubles.
    package func advance(to time: Double) -> Int { 0 }
    /// A finger touches the viewport.
    package func touchBegan(x: Double, y: Double, time: Double) {}
    /// The finger moves.
    package func touchMoved(x: Double, y: Double, time: Double) {}
    /// The finger lifts.
    package func touchEnded(x: Double, y: Double, time: Double) {}
    /// A wheel scrolls by a distance.
    package func scroll(dx: Double, dy: Double) {}
    /// Sets the content offset.
    package func setContentOffset(x: Double, y: Double) {}
    /// Scrolls to the end of the content along the axis it scrolls.
    package func scrollToEnd() {}
    /// Scrolls an item into view (`position` is a ``ScrollPosition`` raw value).
    package func scrollToItem(section: Int, item: Int, position: UInt8, animated: Bool) {}
    /// Reports the measured size of a cell.
    package func reportSize(section: Int, item: Int, width: Double, height: Double) {}
    /// Sets the overscan and whether the end stays visible.
    package func configure(overscan: Double, keepsEndVisible: Bool) {}
    /// Moves the keyboard focus (`direction` indexes ``FocusDirection``'s cases).
    package func moveFocus(_ direction: Int) {}
    /// Hit-tests a viewport point; the answer holds the cell's section and item, or -1.
    package func hitTest(x: Double, y: Double) {}
    /// Starts a batch update.
    package func beginBatch() {}
    /// Adds an update to the batch: 0 insert, 1 delete, 2 reload (of `section`, `item`),
    /// 3 move to (`toSection`, `toItem`).
    package func addUpdate(_ kind: Int, section: Int, item: Int, toSection: Int, toItem: Int) {}
    /// Performs the batch, section 0 holding `count` items after it; false when it is invalid.
    package func commitBatch(count: Int, animated: Bool, time: Double) -> Bool { false }
    /// Starts dragging the cell under a viewport point to a new place.
    package func beginMovement(x: Double, y: Double) -> Bool { false }
    /// The pointer dragging the cell moves.
    package func updateMovement(x: Double, y: Double, time: Double) {}
    /// Ends the movement; the answer holds the move (from section, item, to section, item), or
    /// -1 when nothing moved.
    package func endMovement() {}
    /// Cancels the movement.
    package func cancelMovement() {}
}

/// The page's collection: a ``CollectionHost`` over one layout.
package final class HostDriver<Layout: CollectionLayout>: PlaygroundDriver {
    /// The host.
    package var host: CollectionHost<Layout>
    /// The updates of the batch being built.
    private var updates: [CollectionUpdate] = []

    /// A host showing `layout` in a viewport of `viewportSize` for `itemCounts`.
    package init(layout: Layout, viewportSize: Size, itemCounts: [Int]) {
        host = CollectionHost(layout: layout, viewportSize: viewportSize, itemCounts: itemCounts)
    }

    override package func advance(to time: Double) -> Int {
        frame.write(host.advance(to: time), focused: host.focusedItem)
    }

    override package func touchBegan(x: Double, y: Double, time: Double) {
        host.touchBegan(at: Point(x: x, y: y), time: time)
    }

    override package func touchMoved(x: Double, y: Double, time: Double) {
        host.touchMoved(to: Point(x: x, y: y), time: time)
    }

    override package func touchEnded(x: Double, y: Double, time: Double) {
        host.touchEnded(at: Point(x: x, y: y), time: time)
    }

    override package func scroll(dx: Double, dy: Double) {
        host.scroll(by: Point(x: dx, y: dy))
    }

    override package func setContentOffset(x: Double, y: Double) {
        host.contentOffset = Point(x: x, y: y)
    }

    override package func scrollToEnd() {
        let axis: Axis =
            host.isScrollable(along: .vertical) || !host.isScrollable(along: .horizontal)
            ? .vertical : .horizontal
        var offset = host.contentOffset
        if axis == .vertical {
            offset.y = host.offsetRange(along: .vertical).upperBound
        } else {
            offset.x = host.offsetRange(along: .horizontal).upperBound
        }
        host.contentOffset = offset
    }

    override package func scrollToItem(section: Int, item: Int, position: UInt8, animated: Bool) {
        host.scrollToItem(
            at: ItemPath(item: item, section: section), position: ScrollPosition(rawValue: position),
            animated: animated)
    }

    override package func reportSize(section: Int, item: Int, width: Double, height: Double) {
        host.reportSize(
            Size(width: width, height: height), for: .cell(ItemPath(item: item, section: section)))
    }

    override package func configure(overscan: Double, keepsEndVisible: Bool) {
        host.overscan = overscan
        host.keepsEndVisible = keepsEndVisible
    }

    override package func moveFocus(_ direction: Int) {
        let directions: [FocusDirection] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]
        guard directions.indices.contains(direction) else { return }
        host.moveFocus(directions[direction])
    }

    override package func hitTest(x: Double, y: Double) {
        answer = (-1, -1, -1, -1)
        guard let id = host.element(at: Point(x: x, y: y)), case .cell = id.kind, !id.isDeparting else {
            return
        }
        answer = (Double(id.path.section), Double(id.path.item), -1, -1)
    }

    override package func beginBatch() {
        updates = []
    }

    override package func addUpdate(_ kind: Int, section: Int, item: Int, toSection: Int, toItem: Int) {
        let path = ItemPath(item: item, section: section)
        switch kind {
        case 0: updates.append(.insertItems(at: [path]))
        case 1: updates.append(.deleteItems(at: [path]))
        case 2: updates.append(.reloadItems(at: [path]))
        default: updates.append(.moveItem(from: path, to: ItemPath(item: toItem, section: toSection)))
        }
    }

    override package func commitBatch(count: Int, animated: Bool, time: Double) -> Bool {
        var counts = host.itemCounts
        guard !counts.isEmpty else { return false }
        counts[0] = count
        defer { updates = [] }
        do {
            try host.performBatchUpdates(updates, itemCounts: counts, animated: animated, time: time)
            return true
        } catch {
            return false
        }
    }

    override package func beginMovement(x: Double, y: Double) -> Bool {
        host.beginInteractiveMovement(at: Point(x: x, y: y))
    }

    override package func updateMovement(x: Double, y: Double, time: Double) {
        host.updateInteractiveMovement(to: Point(x: x, y: y), time: time)
    }

    override package func endMovement() {
        answer = (-1, -1, -1, -1)
        guard case .moveItem(let from, let to) = host.endInteractiveMovement() else { return }
        answer = (Double(from.section), Double(from.item), Double(to.section), Double(to.item))
    }

    override package func cancelMovement() {
        host.cancelInteractiveMovement()
    }
}
