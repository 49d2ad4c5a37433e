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

    /// The data the host shows, by identity, when the page gives it (``applySnapshot(mode:time:)``):
    /// sections and items named by numbers.
    package var snapshot = CollectionSnapshot<Int, Int>()
    /// The snapshot the page is building (``editSnapshot(copying:)``).
    package var pending = CollectionSnapshot<Int, Int>()

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
    /// Makes ``pending`` the data the host shows: `mode` 0 adopts it as the data the host was
    /// built with (its item counts must be the host's), 1 applies it, 2 applies it animated
    /// (``CollectionHost/apply(_:from:animated:time:)`` from ``snapshot``); false, and nothing
    /// changes, when that fails.
    package func applySnapshot(mode: Int, time: Double) -> Bool { false }
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

    override package func applySnapshot(mode: Int, time: Double) -> Bool {
        if mode == 0 {
            guard pending.itemCounts == host.itemCounts else { return false }
        } else {
            do {
                try host.apply(pending, from: snapshot, animated: mode == 2, time: time)
            } catch {
                return false
            }
        }
        snapshot = pending
        return true
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
        followMove(from: from, to: to)
    }

    override package func cancelMovement() {
        host.cancelInteractiveMovement()
    }
}
