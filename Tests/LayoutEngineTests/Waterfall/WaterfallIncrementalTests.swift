import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// What `prepare` redoes: nothing for a scroll, the appended items for the next page, all of it
/// for anything else; and the result always equals a fresh full pass.
final class WaterfallIncrementalTests: XCTestCase {
    /// A fresh layout prepared once for `context`.
    private func fresh(_ configuration: WaterfallLayout.Configuration, _ context: LayoutContext)
        -> WaterfallLayout
    {
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(context)
        return layout
    }

    private func assertSameAsFresh(
        _ layout: WaterfallLayout, _ context: LayoutContext, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let expected = fresh(layout.configuration, context)
        XCTAssertEqual(layout.contentSize, expected.contentSize, message, file: file, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), expected.attributes(in: .infinite), message, file: file,
            line: line)
    }

    func testWaterfall_Append_MatchesFullPrepare() {
        for seed in TestCampaign.seeds(40, quick: 5) {
            var generator = SeededGenerator(seed: seed)
            let configuration = WaterfallFixtures.randomConfiguration(&generator)
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            var counts = (0..<generator.int(in: 1...3)).map { _ in generator.int(in: 0...30) }
            var context = WaterfallFixtures.context(
                width: generator.double(in: 200...800), itemCounts: counts)
            context.layoutDirection = direction
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(context)
            for page in 0..<6 {
                let pageSize = generator.int(in: 0...60)
                counts[counts.count - 1] += pageSize
                context.itemCounts = counts
                if generator.bool() { context.bounds.origin.y = generator.double(in: 0...2000) }
                layout.prepare(context)
                XCTAssertEqual(
                    layout._lastPreparation, pageSize == 0 ? .scroll : .append, "seed \(seed), page \(page)")
                assertSameAsFresh(layout, context, "seed \(seed), page \(page) of \(pageSize)")
                LayoutConformance.checkIndex(
                    layout, itemCounts: counts, seed: seed &* 31 &+ UInt64(page), queries: 60)
            }
        }
    }

    func testWaterfall_Append_OneItemAtATimeMatchesFullPrepare() {
        var generator = SeededGenerator(seed: 77)
        let configuration = WaterfallFixtures.randomConfiguration(&generator)
        var context = WaterfallFixtures.context(width: 390, itemCounts: [5, 0])
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(context)
        for count in 1...120 {
            context.itemCounts[1] = count
            layout.prepare(context)
        }
        assertSameAsFresh(layout, context, "seed 77")
    }

    func testWaterfall_Append_ExactFramesOfTheNextPage() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 2, footerHeight: 25, itemHeight: WaterfallFixtures.heights([[100, 50, 30, 60, 20]]))
        var layout = WaterfallFixtures.prepared(configuration, width: 210, itemCounts: [2])
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 0, y: 100, width: 210, height: 25))
        layout.prepare(WaterfallFixtures.context(width: 210, itemCounts: [5]))
        XCTAssertEqual(layout._lastPreparation, .append)
        assertRect(
            layout.attributes(at: ItemPath(item: 4, section: 0))?.frame,
            Rect(x: 0, y: 110, width: 100, height: 20))
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 0, y: 160, width: 210, height: 25))
        XCTAssertEqual(layout.attributes(in: .infinite).count, 6, "the old footer is gone")
        XCTAssertEqual(layout.contentSize.height, 185)
    }

    func testWaterfall_Scroll_RecomputesNothing() {
        let configuration = WaterfallLayout.Configuration(headerHeight: 30)
        var layout = WaterfallFixtures.prepared(configuration, width: 300, itemCounts: [50, 50])
        let before = layout.attributes(in: .infinite)
        layout.prepare(WaterfallFixtures.context(width: 300, itemCounts: [50, 50], offset: 900))
        XCTAssertEqual(layout._lastPreparation, .scroll)
        assertSameElements(layout.attributes(in: .infinite), before)
    }

    func testWaterfall_OtherChanges_RecomputeFully() {
        let configuration = WaterfallLayout.Configuration(headerHeight: 30, footerHeight: 10)
        let base = WaterfallFixtures.context(width: 300, itemCounts: [20, 20])
        var changes: [(String, LayoutContext)] = []
        var resized = base
        resized.bounds.size.width = 500
        changes.append(("resize", resized))
        var earlier = base
        earlier.itemCounts[0] = 21
        changes.append(("an earlier section grew", earlier))
        var shrunk = base
        shrunk.itemCounts[1] = 3
        changes.append(("the last section shrank", shrunk))
        var added = base
        added.itemCounts.append(4)
        changes.append(("a section was added", added))
        var mirrored = base
        mirrored.layoutDirection = .rightToLeft
        changes.append(("the direction changed", mirrored))
        var inset = base
        inset.contentInsets.left = 8
        changes.append(("the insets changed", inset))
        for (name, context) in changes {
            var layout = fresh(configuration, base)
            layout.prepare(context)
            XCTAssertEqual(layout._lastPreparation, .full, name)
            assertSameAsFresh(layout, context, name)
        }
    }

    func testWaterfall_ABatchWithANewViewportLengthAlongTheAxis_LaysOutOnlyTheChanges() throws {
        // Columns depend on the extent across the axis only: a keyboard that shortens a vertical
        // waterfall (or a horizontal one made narrower) keeps every column.
        for direction in [ScrollDirection.vertical, .horizontal] {
            let configuration = WaterfallLayout.Configuration(scrollDirection: direction, headerHeight: 30)
            var context = WaterfallFixtures.context(width: 300, itemCounts: [40])
            var layout = fresh(configuration, context)
            if direction == .vertical {
                context.bounds.size.height -= 250
            } else {
                context.bounds.size.width -= 100
            }
            context.itemCounts = [41]
            try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 40, section: 0)])])
            XCTAssertEqual(layout._lastPreparation, .changes, "\(direction)")
            assertSameAsFresh(layout, context, "\(direction)")
        }
    }

    func testWaterfall_ConfigurationChangeOrInvalidate_RecomputeFully() {
        let context = WaterfallFixtures.context(width: 300, itemCounts: [20])
        var layout = fresh(WaterfallLayout.Configuration(), context)
        layout.configuration.columnCount = 3
        layout.prepare(context)
        XCTAssertEqual(layout._lastPreparation, .full)
        assertSameAsFresh(layout, context, "three columns")
        layout.invalidate()
        layout.prepare(context)
        XCTAssertEqual(layout._lastPreparation, .full)
        layout.prepare(context)
        XCTAssertEqual(layout._lastPreparation, .scroll, "an unchanged context costs nothing")
    }

    func testWaterfall_Copies_AreIndependent() {
        let context = WaterfallFixtures.context(width: 300, itemCounts: [10])
        let original = fresh(WaterfallLayout.Configuration(footerHeight: 20), context)
        let before = original.attributes(in: .infinite)
        var copy = original
        copy.prepare(WaterfallFixtures.context(width: 300, itemCounts: [40]))
        XCTAssertEqual(copy._lastPreparation, .append)
        assertSameElements(original.attributes(in: .infinite), before, "appending to a copy")
        XCTAssertEqual(copy.attributes(in: .infinite).count, 41)
    }

    func testWaterfall_ReadmeExample_NextPageIsAnAppend() {
        var photos = (0..<30).map { Size(width: 300, height: Double(200 + $0 * 7 % 300)) }
        let snapshot = photos
        var layout = WaterfallLayout(
            configuration: .init(
                columnCount: 2, columnSpacing: 8, itemSpacing: 8,
                sectionInset: EdgeInsets(all: 8), headerHeight: 44,
                itemHeight: .aspectRatio { path in
                    let photo = path.item < 60 ? snapshot[path.item % 30] : Size(width: 1, height: 1)
                    return photo.height / photo.width
                }))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [photos.count])
        layout.prepare(context)
        XCTAssertFalse(layout.attributes(in: context.bounds).isEmpty)
        photos += snapshot
        context.itemCounts = [photos.count]
        layout.prepare(context)
        XCTAssertEqual(layout._lastPreparation, .append)
        assertSameAsFresh(layout, context, "README example")
    }
}
