/// Host checks that wait for a library change under way, switched off so that a campaign passes
/// until it lands; `--strict` switches every one on, `--host-reading-checks` the reader's-view
/// checks.
enum HostGaps {
    /// Whether the host runs skip their two reader's-view checks: the reading position (the
    /// first element whose leading edge is on screen keeps its drawn place, to half a point,
    /// when only sizes change) and scroll-to-item convergence (the item rests where the position
    /// asks, to half a point, once measured). On until the host keeps the element being read
    /// in place and re-resolves the target of a scroll to an item as sizes land.
    nonisolated(unsafe) static var skipsReadingChecks = true

    /// Whether the fresh-layout check skips batches that insert, delete or move sections in a
    /// layout whose item heights come from a closure of the path: the incremental update keeps
    /// the heights a moved section's items had under their old section index, where a fresh
    /// prepare asks the closure for the new one (`--replay waterfall:24 --host --strict`).
    nonisolated(unsafe) static var skipsMovedSectionsKeepingPathHeights = true

    /// Whether the run puts the offset back inside the content itself after a viewport resize
    /// left it outside at rest (a taller viewport at the end leaves blank space below the
    /// content, `--replay carousel:5 --host --strict`): the resize is then the only input whose
    /// offset the check at rest does not see.
    nonisolated(unsafe) static var clampsAfterResize = true

    /// Switches every gate off: every host check runs.
    static func checkEverything() {
        skipsReadingChecks = false
        skipsMovedSectionsKeepingPathHeights = false
        clampsAfterResize = false
    }
}
