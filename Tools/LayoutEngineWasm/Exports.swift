import LayoutEngine

// The C ABI of the WebAssembly module: plain functions of numbers, one collection at a time. The
// page calls `le_select`, forwards its input (`le_touch_*`, `le_scroll_by`, `le_move_focus`,
// `le_movement_*`), its data changes as snapshots (`le_snapshot_*`) and the sizes it measured
// (`le_report_size`), and on every display refresh calls `le_advance` and draws the frame it
// reads from `le_frame` (see `PlaygroundFrameWriter`). Times are in seconds.

/// The playground's one engine; the module runs on the page's single thread.
nonisolated(unsafe) private var engine: PlaygroundEngine?

/// Builds the scene (tab, variant, item count, viewport) and its host; returns 0, or -1 when
/// the tab does not exist.
@_cdecl("le_select")
func leSelect(_ tab: Int32, _ variant: Int32, _ count: Int32, _ width: Double, _ height: Double) -> Int32 {
    guard let tab = PlaygroundScene.Tab(rawValue: Int(tab)) else { return -1 }
    engine = nil  // releases the old layout before the new one is built
    engine = PlaygroundEngine(
        scene: PlaygroundScene(
            tab: tab, variant: Int(variant), count: Int(count), viewport: Size(width: width, height: height)))
    return 0
}

/// Sets the host's overscan (points) and whether a viewport at the end stays there (0 or 1).
@_cdecl("le_configure")
func leConfigure(_ overscan: Double, _ keepsEndVisible: Int32) {
    engine?.driver.configure(overscan: overscan, keepsEndVisible: keepsEndVisible != 0)
}

/// Steps the host to `time` and encodes its frame; returns the number of doubles written.
@_cdecl("le_advance")
func leAdvance(_ time: Double) -> Int32 {
    Int32(truncatingIfNeeded: engine?.driver.advance(to: time) ?? 0)
}

/// Where the last frame's doubles are.
@_cdecl("le_frame")
func leFrame() -> UnsafeMutablePointer<Double>? { engine?.driver.frame.buffer }

/// A finger touches the viewport at (`x`, `y`).
@_cdecl("le_touch_began")
func leTouchBegan(_ x: Double, _ y: Double, _ time: Double) {
    engine?.driver.touchBegan(x: x, y: y, time: time)
}

/// The finger moves to (`x`, `y`).
@_cdecl("le_touch_moved")
func leTouchMoved(_ x: Double, _ y: Double, _ time: Double) {
    engine?.driver.touchMoved(x: x, y: y, time: time)
}

/// The finger lifts at (`x`, `y`).
@_cdecl("le_touch_ended")
func leTouchEnded(_ x: Double, _ y: Double, _ time: Double) {
    engine?.driver.touchEnded(x: x, y: y, time: time)
}

/// A wheel scrolls by (`dx`, `dy`).
@_cdecl("le_scroll_by")
func leScrollBy(_ dx: Double, _ dy: Double) { engine?.driver.scroll(dx: dx, dy: dy) }

/// Scrolls the orthogonal section under the viewport point (`x`, `y`) sideways by `dx`; returns
/// 1 when one was there.
@_cdecl("le_scroll_band")
func leScrollBand(_ x: Double, _ y: Double, _ dx: Double) -> Int32 {
    engine?.scrollBand(x: x, y: y, dx: dx) == true ? 1 : 0
}

/// Sets the content offset.
@_cdecl("le_set_offset")
func leSetOffset(_ x: Double, _ y: Double) { engine?.driver.setContentOffset(x: x, y: y) }

/// Scrolls to the end of the content.
@_cdecl("le_scroll_to_end")
func leScrollToEnd() { engine?.driver.scrollToEnd() }

/// Scrolls the item into view at `position` (a `ScrollPosition` raw value).
@_cdecl("le_scroll_to_item")
func leScrollToItem(_ section: Int32, _ item: Int32, _ position: Int32, _ animated: Int32) {
    engine?.driver.scrollToItem(
        section: Int(section), item: Int(item), position: UInt8(truncatingIfNeeded: position),
        animated: animated != 0)
}

/// Reports the measured size of the cell at (`section`, `item`).
@_cdecl("le_report_size")
func leReportSize(_ section: Int32, _ item: Int32, _ width: Double, _ height: Double) {
    engine?.driver.reportSize(section: Int(section), item: Int(item), width: width, height: height)
}

/// Moves the keyboard focus: 0 up, 1 down, 2 left, 3 right, 4 page up, 5 page down, 6 home,
/// 7 end.
@_cdecl("le_move_focus")
func leMoveFocus(_ direction: Int32) { engine?.driver.moveFocus(Int(direction)) }

/// Hit-tests the viewport point; read the cell with `le_answer(0)` (section) and
/// `le_answer(1)` (item), -1 when none.
@_cdecl("le_hit_test")
func leHitTest(_ x: Double, _ y: Double) { engine?.driver.hitTest(x: x, y: y) }

/// One number of the last answer (`index` 0 to 3).
@_cdecl("le_answer")
func leAnswer(_ index: Int32) -> Double {
    guard let answer = engine?.driver.answer else { return -1 }
    switch index {
    case 0: return answer.0
    case 1: return answer.1
    case 2: return answer.2
    default: return answer.3
    }
}

/// Starts building the next snapshot of the data: a copy of the one the host shows when `copying`
/// is 1, empty when 0. Sections and items are named by numbers.
@_cdecl("le_snapshot_edit")
func leSnapshotEdit(_ copying: Int32) { engine?.driver.editSnapshot(copying: copying != 0) }

/// Adds the section `id` to the snapshot being built; returns 0, or -1 when it is already there.
@_cdecl("le_snapshot_append_section")
func leSnapshotAppendSection(_ id: Int32) -> Int32 {
    engine?.driver.appendSection(Int(id)) == true ? 0 : -1
}

/// Adds the item `id` at the end of the last section; returns 0, or -1 when it is already there
/// or there is no section.
@_cdecl("le_snapshot_append_item")
func leSnapshotAppendItem(_ id: Int32) -> Int32 {
    engine?.driver.appendItem(Int(id)) == true ? 0 : -1
}

/// Adds the item `id` before the item `anchor` (after it when `after` is 1); returns 0, or -1
/// when `id` is already there or `anchor` is not.
@_cdecl("le_snapshot_insert_item")
func leSnapshotInsertItem(_ id: Int32, _ anchor: Int32, _ after: Int32) -> Int32 {
    engine?.driver.insertItem(Int(id), anchor: Int(anchor), after: after != 0) == true ? 0 : -1
}

/// Removes the item `id`; returns 0, or -1 when it is not there.
@_cdecl("le_snapshot_delete_item")
func leSnapshotDeleteItem(_ id: Int32) -> Int32 {
    engine?.driver.deleteItem(Int(id)) == true ? 0 : -1
}

/// Moves the item `id` before the item `anchor` (after it when `after` is 1); returns 0, or -1
/// when either is not there or they are the same.
@_cdecl("le_snapshot_move_item")
func leSnapshotMoveItem(_ id: Int32, _ anchor: Int32, _ after: Int32) -> Int32 {
    engine?.driver.moveItem(Int(id), anchor: Int(anchor), after: after != 0) == true ? 0 : -1
}

/// Makes the snapshot built the data the host shows: `mode` 0 adopts it as the data the host
/// was built with, 1 applies it (the batch is its difference from the last one), 2 applies it
/// animated, at `time`; returns 0, or -1 when it fails (nothing changed).
@_cdecl("le_snapshot_apply")
func leSnapshotApply(_ mode: Int32, _ time: Double) -> Int32 {
    engine?.driver.applySnapshot(mode: Int(mode), time: time) == true ? 0 : -1
}

/// The number of items in the section `section` of the data the host shows (0 without a
/// snapshot).
@_cdecl("le_snapshot_count")
func leSnapshotCount(_ section: Int32) -> Int32 {
    guard let snapshot = engine?.driver.snapshot, snapshot.sectionIdentifiers.indices.contains(Int(section))
    else { return 0 }
    return Int32(truncatingIfNeeded: snapshot.itemCounts[Int(section)])
}

/// The identifier of the item at (`section`, `item`) in the data the host shows; `fallback` when
/// there is none.
@_cdecl("le_snapshot_item")
func leSnapshotItem(_ section: Int32, _ item: Int32, _ fallback: Int32) -> Int32 {
    guard let id = engine?.driver.itemIdentifier(section: Int(section), item: Int(item)) else {
        return fallback
    }
    return Int32(truncatingIfNeeded: id)
}

/// Starts dragging the cell under the viewport point to a new place; returns 1 when one is
/// there.
@_cdecl("le_movement_begin")
func leMovementBegin(_ x: Double, _ y: Double) -> Int32 {
    engine?.driver.beginMovement(x: x, y: y) == true ? 1 : 0
}

/// The pointer dragging the cell moves.
@_cdecl("le_movement_update")
func leMovementUpdate(_ x: Double, _ y: Double, _ time: Double) {
    engine?.driver.updateMovement(x: x, y: y, time: time)
}

/// Ends the movement; `le_answer` 0 to 3 hold the move (from section, item, to section, item),
/// or -1 when nothing moved.
@_cdecl("le_movement_end")
func leMovementEnd() { engine?.driver.endMovement() }

/// Cancels the movement.
@_cdecl("le_movement_cancel")
func leMovementCancel() { engine?.driver.cancelMovement() }
