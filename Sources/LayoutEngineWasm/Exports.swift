import LayoutEngine

// The C ABI of the WebAssembly module: plain functions of numbers, one engine at a time. The page
// calls `le_select`, then per frame `le_prepare` and `le_query`, and reads the query's records
// (see `PlaygroundRecord`) from the pointer `le_results` returns.

/// The playground's one engine; the module runs on the page's single thread.
nonisolated(unsafe) private var engine: PlaygroundEngine?
/// The query results: `resultCapacity` records.
nonisolated(unsafe) private var results = UnsafeMutablePointer<Double>.allocate(capacity: 0)
nonisolated(unsafe) private var resultCapacity = 0
/// The last answer of `le_target`.
nonisolated(unsafe) private var lastTarget = Point.zero

/// Builds the layout of a scene (tab, variant, item count, viewport); returns 0, or -1 when the
/// tab does not exist.
@_cdecl("le_select")
func leSelect(_ tab: Int32, _ variant: Int32, _ count: Int32, _ width: Double, _ height: Double) -> Int32 {
    guard let tab = PlaygroundScene.Tab(rawValue: Int(tab)) else { return -1 }
    engine = nil  // releases the old layout before the new one is built
    engine = PlaygroundEngine(
        scene: PlaygroundScene(
            tab: tab, variant: Int(variant), count: Int(count), viewport: Size(width: width, height: height)))
    return 0
}

/// Prepares the layout with the viewport at (`x`, `y`).
@_cdecl("le_prepare")
func lePrepare(_ x: Double, _ y: Double) {
    engine?.prepare(offset: Point(x: x, y: y))
}

/// The content's width after `le_prepare`.
@_cdecl("le_content_width")
func leContentWidth() -> Double { engine?.contentSize.width ?? 0 }

/// The content's height after `le_prepare`.
@_cdecl("le_content_height")
func leContentHeight() -> Double { engine?.contentSize.height ?? 0 }

/// The number of sections of the selected scene.
@_cdecl("le_section_count")
func leSectionCount() -> Int32 { Int32(truncatingIfNeeded: engine?.scene.itemCounts.count ?? 0) }

/// Queries the rect and stores the records; returns how many elements it found.
@_cdecl("le_query")
func leQuery(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    // Read in place: binding the engine to a constant would copy every layout it holds.
    guard let found = engine?.attributes(in: Rect(x: x, y: y, width: width, height: height)) else { return 0 }
    let needed = found.count * PlaygroundRecord.recordLength
    if needed > resultCapacity {
        results.deallocate()
        resultCapacity = max(needed, 2 * resultCapacity)
        results = UnsafeMutablePointer<Double>.allocate(capacity: resultCapacity)
    }
    for index in found.indices {
        PlaygroundRecord.write(found[index], to: results + index * PlaygroundRecord.recordLength)
    }
    return Int32(truncatingIfNeeded: found.count)
}

/// Where the records of the last `le_query` are.
@_cdecl("le_results")
func leResults() -> UnsafeMutablePointer<Double> { results }

/// Asks where a release at (`x`, `y`) with velocity (`vx`, `vy`) points per millisecond comes to
/// rest; read the answer with `le_target_x` and `le_target_y`.
@_cdecl("le_target")
func leTarget(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double) {
    lastTarget =
        engine?.targetContentOffset(proposed: Point(x: x, y: y), velocity: Point(x: vx, y: vy))
        ?? Point(x: x, y: y)
}

/// The x of the last `le_target` answer.
@_cdecl("le_target_x")
func leTargetX() -> Double { lastTarget.x }

/// The y of the last `le_target` answer.
@_cdecl("le_target_y")
func leTargetY() -> Double { lastTarget.y }

/// 1 when the section scrolls sideways on its own, else 0.
@_cdecl("le_is_orthogonal")
func leIsOrthogonal(_ section: Int32) -> Int32 { engine?.isOrthogonal(section: Int(section)) == true ? 1 : 0 }

/// The orthogonal section's offset.
@_cdecl("le_orthogonal_offset")
func leOrthogonalOffset(_ section: Int32) -> Double { engine?.orthogonalOffset(section: Int(section)) ?? 0 }

/// The lower end of the orthogonal section's offset range.
@_cdecl("le_orthogonal_min")
func leOrthogonalMin(_ section: Int32) -> Double {
    engine?.orthogonalOffsetRange(section: Int(section)).lowerBound ?? 0
}

/// The upper end of the orthogonal section's offset range.
@_cdecl("le_orthogonal_max")
func leOrthogonalMax(_ section: Int32) -> Double {
    engine?.orthogonalOffsetRange(section: Int(section)).upperBound ?? 0
}

/// Scrolls the orthogonal section to `offset`.
@_cdecl("le_set_orthogonal_offset")
func leSetOrthogonalOffset(_ section: Int32, _ offset: Double) {
    engine?.setOrthogonalOffset(offset, section: Int(section))
}

/// Where the orthogonal section released at `proposed` with `velocity` comes to rest.
@_cdecl("le_target_orthogonal")
func leTargetOrthogonal(_ section: Int32, _ proposed: Double, _ velocity: Double) -> Double {
    engine?.targetOrthogonalOffset(proposed: proposed, velocity: velocity, section: Int(section)) ?? proposed
}
