import LayoutEngine
import LayoutEngineTestSupport

/// CenterCarouselLayout rows: prepare and the viewport query against the linear scan, then a
/// scroll sweep (1000 offsets, each a `prepare` with the new offset plus the viewport query)
/// against YZCenterFlowLayout's way (``PeerCarousel``: a flow layout's rect query, each result
/// transformed); the sweep again in wrap-around mode, which a flow layout cannot draw, against
/// the naive carousel that computes every item's effect on every frame.
enum CarouselBench {
    /// The viewport of every row: a phone screen, the carousel scrolling horizontally.
    static let viewport = Size(width: 390, height: 844)

    /// The two carousels measured: side items scaled, and side items turned in perspective.
    static let modes: [(name: String, layout: CenterCarouselLayout)] = [
        (
            "side items scaled",
            CenterCarouselLayout(
                itemSize: Size(width: 280, height: 400), spacingMode: .fixed(spacing: 12),
                animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.6, sideItemShift: 0))
        ),
        (
            "side items turned",
            CenterCarouselLayout(
                itemSize: Size(width: 280, height: 400), spacingMode: .overlap(visibleOffset: 30),
                animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.6, sideItemShift: 20))
        ),
    ]

    /// Rows for each item count in `sizes`.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCounts: [count])
            rows.append(
                BenchRow.measure(
                    layout: "Carousel", scenario: "side items scaled", itemCount: count,
                    context: context, axis: .horizontal, make: { modes[0].layout },
                    elements: { EveryElement.cells(of: $0, context: context) }))
            for mode in modes {
                let row = scrollSweep(mode.layout, name: mode.name, itemCount: count)
                rows.append(
                    mode.name == modes[0].name && count == sizes.last
                        ? row.headlined("Carousel, side items scaled: scroll frame") : row)
            }
            // Wrap-around: the same sweep over the repeated line (every copy of the ring), each
            // item drawn in its live copy; the naive frame asks every item for its live copy.
            var wrapping = modes[0].layout
            wrapping.configuration.wrapsAround = true
            rows.append(
                scrollSweep(
                    wrapping, name: "side items scaled, wrap-around", itemCount: count, againstPeer: false))
        }
        return rows
    }

    /// One frame of the naive carousel at `context`: every item's attributes with the effect
    /// of this offset (`attributes(at:)` for each), filtered by visual bounds, as a textbook
    /// subclass transforms every attribute the flow layout hands it.
    static func naiveFrame(_ layout: inout CenterCarouselLayout, context: LayoutContext) -> [LayoutAttributes]
    {
        layout.prepare(context)
        var result: [LayoutAttributes] = []
        for item in 0..<context.itemCount(inSection: 0) {
            if let attributes = layout.attributes(at: ItemPath(item: item, section: 0)),
                attributes.visualBounds.intersects(context.bounds)
            {
                result.append(attributes)
            }
        }
        return result
    }

    /// The scroll sweep: 1000 offsets across the content, per-frame median time of `prepare`
    /// with the new offset plus the viewport query, against the naive frame (measured on as many
    /// of those offsets as about two million item effects allow, at least two).
    static func scrollSweep(
        _ base: CenterCarouselLayout, name: String, itemCount: Int, againstPeer: Bool = true
    ) -> BenchRow {
        let runs = itemCount >= 1_000_000 ? 5 : 11
        let first = LayoutContext(viewportSize: viewport, itemCounts: [itemCount])
        let prepareTime = Bench.timing(runs: runs) {
            var layout = base
            layout.prepare(first)
            Bench.sink &+= Int(layout.contentSize.width)
        }
        var layout = base
        layout.prepare(first)
        let contexts = Bench.viewports(
            count: 1000, size: viewport, contentSize: layout.contentSize, axis: .horizontal
        ).map { LayoutContext(bounds: $0, itemCounts: [itemCount]) }

        var naive = base
        let naiveFrames = max(2, min(contexts.count, 2_000_000 / max(itemCount, 1)))
        let naiveStride = max(1, contexts.count / naiveFrames)
        let naiveContexts = Array(
            stride(from: 0, to: contexts.count, by: naiveStride).map { contexts[$0] }.prefix(naiveFrames))
        for context in naiveContexts.prefix(4) {
            layout.prepare(context)
            if let difference = firstDifference(
                layout.attributes(in: context.bounds), naiveFrame(&naive, context: context))
            {
                Bench.fail(
                    "Carousel, \(name), \(itemCount) items: the frame and the naive frame disagree: \(difference)"
                )
            }
        }

        let sweepTime =
            Bench.timing(runs: runs) {
                for context in contexts {
                    layout.prepare(context)
                    Bench.sink &+= layout.attributes(in: context.bounds).count
                }
            }.scaled(by: 1 / Double(contexts.count))
        if againstPeer {
            // YZCenterFlowLayout's frame: the same 1000 offsets. The check is an invariant, not
            // equality (the peer's effect curve is its own): every cell the carousel shows is one
            // the peer's flow query returns, since a side item never grows past its frame.
            var untransformed = base
            untransformed.prepare(first)
            var peer = PeerCarousel(of: untransformed, context: first)
            for context in contexts.prefix(16) {
                layout.prepare(context)
                let peerPaths = Set(peer.frame(context).map(\.path))
                if let missing = layout.attributes(in: context.bounds).first(where: {
                    $0.kind.isCell && !peerPaths.contains($0.path) && $0.visualBounds.width <= $0.frame.width
                }) {
                    Bench.fail(
                        "Carousel, \(name), \(itemCount) items: \(missing.path) is shown but the peer's flow "
                            + "query at \(context.bounds) does not return it")
                }
            }
            let peerTime =
                Bench.timing(runs: runs) {
                    for context in contexts { Bench.sink &+= peer.frame(context).count }
                }.scaled(by: 1 / Double(contexts.count))
            return BenchRow(
                table: .scrollFrames, layout: "Carousel", scenario: name, itemCount: itemCount,
                prepare: prepareTime.scaled(by: 1e3), measured: sweepTime.scaled(by: 1e6),
                baseline: peerTime.scaled(by: 1e6)
            ).baselined("YZCenterFlowLayout's way: a flow query, each result transformed")
        }
        let naiveTime =
            Bench.timing(runs: itemCount >= 1_000_000 ? 3 : 5) {
                for context in naiveContexts {
                    Bench.sink &+= naiveFrame(&naive, context: context).count
                }
            }.scaled(by: 1 / Double(naiveContexts.count))
        return BenchRow(
            table: .scrollFrames, layout: "Carousel", scenario: name, itemCount: itemCount,
            prepare: prepareTime.scaled(by: 1e3), measured: sweepTime.scaled(by: 1e6),
            baseline: naiveTime.scaled(by: 1e6)
        ).baselined("naive frame: every item's effect, filtered")
    }
}
