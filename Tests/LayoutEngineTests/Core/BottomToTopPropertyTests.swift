import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Bottom-to-top layouts (``VerticalLayoutDirection/bottomToTop``), checked from the outside:
/// every frame is the top-to-bottom layout's, moved down by the space short content leaves;
/// across random batches, measurements and viewport changes the bottom-most visible item keeps
/// its distance from the viewport's bottom edge, and a viewport at the end stays at the end.
final class BottomToTopPropertyTests: XCTestCase {
    /// A model of a chat: sections of item ids, each id with its size.
    private struct Chat {
        var sections: [RandomBatch.Section]
        var sizeOf: [Int: Size] = [:]
        /// The sizes reported for self-sizing items, by id.
        var measured: [Int: Size] = [:]

        var counts: [Int] { sections.map(\.items.count) }

        mutating func sizeNewItems(_ g: inout SeededGenerator) {
            for id in sections.flatMap(\.items) where sizeOf[id] == nil {
                sizeOf[id] = Size(width: g.double(in: 40...300), height: g.double(in: 20...140))
            }
        }

        func sizes() -> [[Size]] { sections.map { $0.items.map { sizeOf[$0] ?? Size(width: 1, height: 1) } } }
        func heights() -> [[Double]] { sizes().map { $0.map(\.height) } }
    }

    /// What the viewport shows before a change, found by brute force from `attributes(at:)`.
    private struct Seen {
        var anchors: [(id: Int, distance: Double)]
        var isAtEnd: Bool
    }

    private static func maxOffset<L: CollectionLayout>(_ layout: L, _ context: LayoutContext) -> Double {
        max(
            -context.contentInsets.top,
            layout.contentSize.height + context.contentInsets.bottom - context.viewportSize.height)
    }

    /// The visible cells, furthest down first (the larger path on a tie), with their distance
    /// from the viewport's bottom edge.
    private static func seen<L: CollectionLayout>(_ layout: L, _ context: LayoutContext, _ chat: Chat) -> Seen
    {
        var visible: [(frame: Rect, path: ItemPath, id: Int)] = []
        for (section, model) in chat.sections.enumerated() {
            for (item, id) in model.items.enumerated() {
                let path = ItemPath(item: item, section: section)
                guard let frame = layout.attributes(at: path)?.frame, frame.intersects(context.bounds) else {
                    continue
                }
                visible.append((frame, path, id))
            }
        }
        visible.sort { $0.frame.maxY != $1.frame.maxY ? $0.frame.maxY > $1.frame.maxY : $1.path < $0.path }
        return Seen(
            anchors: visible.map { ($0.id, context.bounds.maxY - $0.frame.maxY) },
            isAtEnd: context.contentOffset.y >= maxOffset(layout, context) - 0.5)
    }

    /// Checks the adjustment of the last `prepare` against what the viewport showed before it,
    /// then moves the viewport by it (kept inside the content, as a host keeps it). Returns
    /// whether the step had something to check: the viewport was at the end, or a cell it
    /// showed survived.
    @discardableResult
    private static func checkAnchor<L: CollectionLayout>(
        _ layout: inout L, _ context: inout LayoutContext, seen: Seen, survivors: Set<Int>, chat: Chat,
        _ message: String
    ) -> Bool {
        var checked = true
        let offset = context.contentOffset.y + layout.contentOffsetAdjustment.y
        XCTAssertEqual(layout.contentOffsetAdjustment.x, 0, message)
        if seen.isAtEnd {
            XCTAssertEqual(offset, maxOffset(layout, context), accuracy: 1e-6, "\(message): stays at the end")
        } else if let anchor = seen.anchors.first(where: { survivors.contains($0.id) }) {
            let section = chat.sections.firstIndex { $0.items.contains(anchor.id) }
            let item = section.flatMap { chat.sections[$0].items.firstIndex(of: anchor.id) }
            if let section, let item,
                let frame = layout.attributes(at: ItemPath(item: item, section: section))?.frame
            {
                let distance = offset + context.viewportSize.height - frame.maxY
                XCTAssertEqual(
                    distance, anchor.distance, accuracy: 1e-6, "\(message): anchor \(anchor.id) moved")
            } else {
                XCTFail("\(message): anchor \(anchor.id) lost")
            }
        } else {
            checked = false
        }
        context.bounds.origin.y = min(max(offset, -context.contentInsets.top), maxOffset(layout, context))
        layout.prepare(context)
        return checked
    }

    /// Every cell is where the top-to-bottom layout puts it, moved down by the space short
    /// content leaves; the rect query of the viewport equals the brute force.
    private static func checkShift<L: CollectionLayout>(
        _ layout: L, twin: L, _ context: LayoutContext, _ chat: Chat, alignsToPixels: Bool, _ message: String
    ) {
        let visible = max(
            0, context.viewportSize.height - context.contentInsets.top - context.contentInsets.bottom)
        var shift = max(0, visible - twin.contentSize.height)
        // A layout on the pixel grid (scale 1 here) moves by whole pixels, never past the end.
        if alignsToPixels { shift.round(.down) }
        XCTAssertEqual(layout.contentSize.height, twin.contentSize.height + shift, accuracy: 1e-9, message)
        var expected: [ItemPath] = []
        for (section, model) in chat.sections.enumerated() {
            for item in model.items.indices {
                let path = ItemPath(item: item, section: section)
                guard let frame = layout.attributes(at: path)?.frame,
                    let top = twin.attributes(at: path)?.frame
                else {
                    return XCTFail("\(message): \(path) missing")
                }
                // The shift is added to the section's offset before the frame: equal to rounding.
                let moved = top.offsetBy(dx: 0, dy: shift)
                XCTAssertEqual(frame.size, moved.size, "\(message): \(path)")
                XCTAssertEqual(frame.minX, moved.minX, "\(message): \(path)")
                XCTAssertEqual(frame.minY, moved.minY, accuracy: 1e-9, "\(message): \(path)")
                if frame.intersects(context.bounds) { expected.append(path) }
            }
        }
        let queried = layout.attributes(in: context.bounds).filter { $0.kind == .cell }.map(\.path)
        XCTAssertEqual(queried.sorted(), expected.sorted(), "\(message): rect query")
    }

    private static func survivors(of batch: RandomBatch) -> Set<Int> {
        var ids = Set(batch.new.flatMap(\.items)).subtracting(batch.reloadedItems)
        for section in batch.old where batch.reloadedSections.contains(section.id) {
            ids.subtract(section.items)
        }
        return ids
    }

    /// Random chats through batches, measurements and viewport changes, under `make` (a
    /// bottom-to-top layout for `chat`, or its top-to-bottom twin).
    private func runCampaign<L: CollectionLayout>(
        _ name: String, measures: Bool, alignsToPixels: Bool = false,
        make: (Chat, VerticalLayoutDirection) -> L,
        configure: (inout L, Chat) -> Void
    ) throws {
        var anchoredSteps = 0
        // Steps whose anchor rule had something to check, by the change: measurements, a new
        // viewport size, a batch away from the end, a batch at the end.
        var checkedSteps: [String: Int] = [:]
        var steps = 0
        let seeds = TestCampaign.seeds(200, quick: 60)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var chat = Chat(sections: RandomBatch.randomSections(&g, maxSections: 3, maxItems: 14))
            chat.sizeNewItems(&g)
            var context = LayoutContext(
                viewportSize: Size(width: 320, height: g.double(in: 200...700)), itemCounts: chat.counts,
                contentInsets: EdgeInsets(
                    top: g.double(in: 0...40), left: 0, bottom: g.double(in: 0...40), right: 0))
            var layout = make(chat, .bottomToTop)
            layout.prepare(context)
            context.bounds.origin.y = Self.maxOffset(layout, context)
            layout.prepare(context)
            var nextID = 1 << 40
            for step in 0..<6 {
                let message = "\(name) seed \(seed) step \(step)"
                steps += 1
                let seen = Self.seen(layout, context, chat)
                if !seen.isAtEnd && !seen.anchors.isEmpty { anchoredSteps += 1 }
                switch g.int(in: 0...3) {
                case 0 where measures:
                    // Measurements of the visible cells.
                    for (section, model) in chat.sections.enumerated() {
                        for (item, id) in model.items.enumerated() where g.bool() {
                            let size = Size(width: g.double(in: 40...300), height: g.double(in: 20...140))
                            chat.measured[id] = size
                            layout.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                        }
                    }
                    layout.prepare(context)
                    if Self.checkAnchor(
                        &layout, &context, seen: seen, survivors: Set(chat.sections.flatMap(\.items)),
                        chat: chat,
                        message)
                    {
                        checkedSteps["measurements", default: 0] += 1
                    }
                case 1:
                    // A new viewport size (a rotation, a keyboard).
                    context.bounds.size.height = g.double(in: 150...800)
                    layout.prepare(context)
                    if Self.checkAnchor(
                        &layout, &context, seen: seen, survivors: Set(chat.sections.flatMap(\.items)),
                        chat: chat,
                        message)
                    {
                        checkedSteps["viewport", default: 0] += 1
                    }
                default:
                    // Sometimes scrolled away from the end first.
                    if g.bool() {
                        context.bounds.origin.y = g.double(
                            in: -context.contentInsets.top...Self.maxOffset(layout, context))
                        layout.prepare(context)
                    }
                    let seen = Self.seen(layout, context, chat)
                    let batch = RandomBatch.make(from: chat.sections, &g, nextID: &nextID)
                    chat.sections = batch.new
                    for id in batch.reloadedItems { chat.sizeOf[id] = nil }
                    let kept = Self.survivors(of: batch)
                    chat.measured = chat.measured.filter { kept.contains($0.key) }
                    chat.sizeNewItems(&g)
                    configure(&layout, chat)
                    context.itemCounts = chat.counts
                    try layout.prepare(context, updates: batch.updates)
                    if Self.checkAnchor(
                        &layout, &context, seen: seen, survivors: Self.survivors(of: batch), chat: chat,
                        message)
                    {
                        checkedSteps[
                            seen.isAtEnd ? "batch at the end" : "batch, an anchor kept", default: 0] += 1
                    }
                }
                var twin = make(chat, .topToBottom)
                for (section, model) in chat.sections.enumerated() {
                    for (item, id) in model.items.enumerated() {
                        if let size = chat.measured[id] {
                            twin.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                        }
                    }
                }
                twin.prepare(context)
                Self.checkShift(layout, twin: twin, context, chat, alignsToPixels: alignsToPixels, message)
            }
        }
        XCTAssertGreaterThan(anchoredSteps, seeds.count / 2, "\(name): too few anchored steps")
        // Every kind of change had its rule checked often, and most steps checked something:
        // a campaign whose steps skip the check (no anchor survived) proves nothing.
        let checked = checkedSteps.values.reduce(0, +)
        print(
            "\(name): \(checked) of \(steps) steps checked the anchor rule: \(checkedSteps.sorted { $0.key < $1.key })"
        )
        XCTAssertGreaterThanOrEqual(checked, steps / 2, "\(name): too few steps checked the anchor rule")
        let kinds =
            ["viewport", "batch at the end", "batch, an anchor kept"] + (measures ? ["measurements"] : [])
        for kind in kinds {
            XCTAssertGreaterThanOrEqual(
                checkedSteps[kind, default: 0], seeds.count / 6, "\(name): too few checked steps of \(kind)")
        }
    }

    func testBottomToTop_FlowKeepsTheBottomMostVisibleItemInPlace() throws {
        try runCampaign(
            "flow", measures: true,
            make: { chat, direction in
                FlowLayout(
                    configuration: .init(
                        itemSizing: .sizes(chat.sizes()), estimatedItemSize: Size(width: 320, height: 44),
                        verticalLayoutDirection: direction))
            },
            configure: { layout, chat in layout.configuration.itemSizing = .sizes(chat.sizes()) })
    }

    func testBottomToTop_WaterfallKeepsTheBottomMostVisibleItemInPlace() throws {
        try runCampaign(
            "waterfall", measures: false,
            make: { chat, direction in
                WaterfallLayout(
                    configuration: .init(
                        columnCount: 2, headerHeight: 24, itemHeight: .heights(chat.heights()),
                        verticalLayoutDirection: direction))
            },
            configure: { layout, chat in layout.configuration.itemHeight = .heights(chat.heights()) })
    }

    func testBottomToTop_CompositionalKeepsTheBottomMostVisibleItemInPlace() throws {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(
            group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        try runCampaign(
            "compositional", measures: true, alignsToPixels: true,
            make: { _, direction in
                CompositionalLayout(
                    section: section,
                    configuration: .init(interSectionSpacing: 12, verticalLayoutDirection: direction))
            },
            configure: { _, _ in })
    }
}
