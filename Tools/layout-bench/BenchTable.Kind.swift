extension BenchTable.Kind {
    /// The table's heading in `Benchmarks.md` (plain words, so that its link anchor is
    /// predictable).
    var title: String {
        switch self {
        case .queries: "Viewport queries"
        case .coldQueries: "Queries after the caches are evicted"
        case .scrollFrames: "Scroll frames"
        case .appends: "Appending pages"
        case .arithmeticQueries: "Sections of one item size, queries"
        case .arithmeticSteps: "Sections of one item size, prepare and append"
        case .prepares: "Prepare at scale"
        case .updates: "Collections that change"
        }
    }

    /// The table's name in the growth table.
    var shortTitle: String {
        switch self {
        case .queries: "queries"
        case .coldQueries: "cold queries"
        case .scrollFrames: "scroll frames"
        case .appends: "appends"
        case .arithmeticQueries: "one size, queries"
        case .arithmeticSteps: "one size, steps"
        case .prepares: "prepares"
        case .updates: "changes"
        }
    }

    /// The link anchor GitHub gives the heading ``title``.
    var anchor: String {
        BenchReport.anchor(of: title)
    }

    /// The heading of the measured column, with its unit.
    var measuredHeading: String {
        switch self {
        case .queries, .coldQueries, .arithmeticQueries: "query (µs)"
        case .scrollFrames: "frame (µs)"
        case .appends: "append 100 (µs)"
        case .arithmeticSteps: "arithmetic (µs)"
        case .prepares: "—"
        case .updates: "step (µs)"
        }
    }

    /// The heading of the baseline column, with its unit.
    var baselineHeading: String {
        switch self {
        case .queries: "flat filter (µs)"
        case .coldQueries: "flat filter, as cold (µs)"
        case .scrollFrames: "baseline frame, see the method (µs)"
        case .appends, .updates: "full prepare (µs)"
        case .arithmeticQueries: "stored path's query (µs)"
        case .arithmeticSteps: "stored path (µs)"
        case .prepares: "—"
        }
    }

    /// What the baseline is, in a few words, for the README's summary.
    var baselineName: String {
        switch self {
        case .queries, .coldQueries: "flat filter"
        case .scrollFrames: "naive frame"
        case .appends: "fresh prepare of the same layout and closure"
        case .updates: "full prepare"
        case .arithmeticQueries, .arithmeticSteps: "stored path"
        case .prepares: "—"
        }
    }

    /// How the table's rows are measured, as Markdown paragraphs.
    var method: String {
        switch self {
        case .queries:
            """
            A fresh `prepare` (min · median of 5 at 1M items, 11 below) and the heap it retains per \
            item, then one 390×844 viewport query at 16 384 seeded random jumps over the content (a \
            user dragging the scroll indicator or scrolling to an item: batches of 512 calls, \
            min · median of 21 batches) and one query of a sweep of 600 consecutive frames 12 points \
            apart (a finger scrolling: median). Both are timed right after the prepare, before the \
            baseline is built, which would evict the index from the caches.

            The baseline (*flat filter*) answers the same jumps with a linear filter over a flat array \
            of every element's visual bounds, the cheapest naive answer. It is built once, outside the \
            timing, from `attributes(at:)` for every item, `supplementaryAttributes(ofKind:inSection:)` \
            for every section, and the badges and backgrounds the configuration defines, computed by \
            their documented rules: never from the layout's own rect query. Before it is timed, the \
            layout's answers at 16 of the jumps and every 64th sweep frame are checked equal to the \
            baseline's, element for element and attribute for attribute, and so are its answers over \
            a tiling of the whole layout by viewport-long rects: an element the rect query never \
            returns, or returns twice or elsewhere, fails the run.

            *bytes/item*: heap in use after the prepare minus before, per item (0: nothing is stored per \
            item; n/a: the platform's allocator does not report its heap).
            """
        case .coldQueries:
            """
            One viewport query at a random jump right after the bench reads 64 MiB of other memory \
            (41 jumps, one sample each), so that the layout's code, its index and their address \
            translations all come from memory, as for a jump after the app did other work. The flat \
            filter (built as for the viewport queries) is started as cold, and checked equal to the \
            layout at every timed jump and over a tiling of the whole layout.
            """
        case .scrollFrames:
            """
            One frame of a scroll: `prepare` at the next offset, then the viewport query.

            - Carousel: 1000 offsets across the content, against YZCenterFlowLayout's way: a flow \
            layout (this library's, one line laid out as the carousel's untransformed frames) \
            answers the rect, and each item it returns is scaled or turned by its distance from the \
            centre. Checked: every cell the carousel shows is one the flow query returns (16 \
            offsets). The wrap-around row, which a flow layout cannot draw, is against the *naive \
            frame*: every item's effect at the offset (`attributes(at:)` for each), filtered by \
            visual bounds; it is checked equal to the layout's frame at 4 offsets, as are the \
            other carousel rows.
            - Fan: 1000 offsets, against the wheel tutorial's way (`CircularCollectionViewLayout`, \
            the source of the project's fan blog post): `prepare` runs on every bounds change, and \
            builds the attributes of the items within its visible half-angle ±θ only (its \
            "optimisation" step). Checked: every item the tutorial draws in the viewport is one the \
            layout returns (64 offsets), and the layout equals a naive fan that computes every \
            item's transform at each frame it checks.
            - Compositional, rows scrolling sideways: three visible rows' offsets change, then the \
            query; the baseline asks every card of those rows where it is.
            - Flow with many sections: 512 frames 12 points apart, the context holding the same counts \
            array every frame or an equal copy built for the frame (before the timing: building it is \
            the host's cost). No baseline: the two rows compare with each other.
            - Host, steady scroll: a `CollectionHost` over a uniform flow advancing through the 600 \
            frames of a sweep (`advance(to:)`: physics, the layout at the new offset, the frame's \
            diff), against the engine's own `prepare` + viewport query at the same offsets.
            - Host, fling: a uniform flow flicked from the middle of its content (four touch moves 8 ms \
            apart, the release, then a frame every 1/120 s until it rests: about 500 frames), per \
            frame, against the engine's `prepare` + query at the offsets the fling went through \
            (min · median of 11 flings).

            Host rows also count the heap allocations per frame of the host and of the baseline \
            (`malloc` calls, where the platform lets them be counted).
            """
        case .appends:
            """
            Pages of 100 items appended to the last section of a prepared layout (`prepare` with the \
            larger count), in µs, against a full prepare of the first page's count.

            - *first after a prepare*: the first page after a fresh prepare, each repetition a layout \
            of its own.
            - *steady*: the 20 pages after it.
            - *after the caches are evicted*: 5 more pages, each right after the bench reads 64 MiB of \
            other memory: what any page costs when the app did other work since the last one.
            - *first after a prepare, code warmed (warm-up)*: the first page again, with a page \
            appended to a separate 1000-item layout between the prepare and the timed page. That brings \
            the append's code back into the caches and leaves the large layout's data as its prepare \
            left it, which tells the two costs apart. No app does this warm-up: the row never stands \
            for the first page.

            The appended layout is checked equal to a full prepare of its final count.
            """
        case .arithmeticQueries:
            """
            A section whose items all have one size (a flow of one `itemSize`, a compositional group \
            without estimated sizes) is kept as an arithmetic section, computed from the item's index, not item by item. Each \
            *arithmetic* row is set against the same layout forced onto the stored path (*stored*) in the \
            same run: prepare, query at random jumps and sweep as for the viewport queries, the \
            baseline column being the stored path's query. The two paths are checked equal at 64 \
            jumps (and over the whole content up to 1M items), and up to 1M items the arithmetic path is \
            checked against the flat baseline at 64 jumps and over a tiling of the whole layout.
            """
        case .arithmeticSteps:
            """
            The arithmetic section's `prepare` (batches of 64, min · median of 21) and an append of 100 items \
            (the 20 steady pages), against the stored path's. Each appended layout is checked equal \
            to a full prepare of its final count.
            """
        case .prepares:
            """
            Fresh prepares only, min · median of 3 to 7: a varied flow at ten times the largest count; \
            a flow laid out again at alternating widths into the storage it owns (a rotating device); \
            items of varied heights centred across their line, 10, 1000 and 10 000 to a line; \
            waterfalls on a wall 22 000 points wide (columns of 20 points), 2 and 1000 columns, placed \
            into the shortest column or in order.
            """
        case .updates:
            """
            One step of a collection that changes, in µs, against a full prepare of the same new data \
            (5 repetitions each): for a batch, the configuration's new sizes plus \
            `prepare(_:updates:)`; for the flow's self-sizing, 20 reports plus `prepare`; for the \
            compositional self-sizing, one `reportSize` (21 samples) against a fresh layout given the \
            same report and prepared. Each updated layout is checked equal to the fresh one at 8 random \
            jumps (the compositional report: against the flat baseline around the reported row and \
            over a tiling of the whole layout).

            The Host rows set the host's step against the engine's share of the same work (not a full \
            prepare): \
            *measurement pass*, a compositional list of estimated rows in sections of 100: a jump to a \
            screenful never shown, the frame that lists its rows in `needsMeasurement`, a size \
            reported for each (about 20), and the next frame (5 batches of 10 passes, per pass), \
            against the layout given the same reports and prepared and queried at the same offsets; \
            *animated batch*, a uniform flow: 5 items inserted (or deleted) on screen with \
            `performBatchUpdates(animated: true)`, then a frame every 1/120 s until the animation is \
            done (per batch, 10 batches), against the layout's `prepare(_:updates:)` and a `prepare` + \
            query per frame. Their heap allocations are per frame (two frames a measurement pass).

            The Snapshot rows diff two `CollectionSnapshot`s of a feed (seeded: 1% of the items moved \
            to random places across sections, 1% deleted, 1% inserted; or 100 items shuffled): \
            *diff + batch* times `updates(from:)` plus the flow's `prepare(_:updates:)` against a full \
            prepare of the new data (what an app that reloads pays), the updated layout checked equal \
            to the fresh one; *diff alone* times `updates(from:)` (min · median of 11) against the \
            standard library's `difference(from:).inferringMoves()` over the flat identifier arrays \
            (one list, no sections, no batch in UIKit's terms), the batch checked valid.
            """
        }
    }
}
