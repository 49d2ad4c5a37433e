extension CompositionalLayout {
    /// Running totals of the work of laying out, since the layout was made: what a test reads
    /// (as differences) to check that a change costs what it changed, not the collection.
    struct RelayoutWork: Sendable, Equatable {
        /// Sections given an offset.
        var placedSections = 0
        /// Runs of sections given a start, their sections kept where they are in the run.
        var placedRuns = 0
        /// Cells and badges stamped (frames written to a section's index or band).
        var stampedElements = 0
    }

    /// The layout's running totals of work (``RelayoutWork``). Not public API: for tests.
    package var _relayoutWork: (placedSections: Int, placedRuns: Int, stampedElements: Int) {
        (work.placedSections, work.placedRuns, work.stampedElements)
    }
}
