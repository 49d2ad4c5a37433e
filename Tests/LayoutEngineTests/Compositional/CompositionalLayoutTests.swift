import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

final class CompositionalLayoutTests: XCTestCase {
    func testProvider_IsCalledPerSectionWithTheEnvironmentAndNilSectionsAreEmpty() {
        let row = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(44)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let grid = F.clipSection()
        let calls = Calls()
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(interSectionSpacing: 16)
        ) {
            index, environment in
            calls.record(index, environment)
            switch index {
            case 0: return LayoutSection(group: row)
            case 1: return nil
            default: return grid
            }
        }
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 375, height: 800), itemCounts: [3, 4, 2],
                contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), displayScale: 2))
        XCTAssertEqual(calls.indexes, [0, 1, 2])
        XCTAssertEqual(calls.environment?.containerSize, Size(width: 375, height: 800))
        XCTAssertEqual(calls.environment?.contentSize, Size(width: 355, height: 800))
        XCTAssertEqual(calls.environment?.displayScale, 2)
        XCTAssertEqual(F.cellFrames(layout, count: 3).map(\.minY), [0, 44, 88])
        XCTAssertEqual(F.cellFrames(layout, count: 1).first?.width, 355)
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 1)))
        // Section 2 starts after section 0 (132) and one spacing (the nil section takes none).
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader)[ItemPath(item: 0, section: 2)],
            Rect(x: 7, y: 148, width: 341, height: 50))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 2))?.frame,
            Rect(x: 184.5, y: 212, width: 156.5, height: 136))
        XCTAssertEqual(layout.contentSize, Size(width: 355, height: 148 + 50 + 282 + 20))
        // A scroll does not call the provider again.
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: 100, width: 375, height: 800), itemCounts: [3, 4, 2],
                contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), displayScale: 2))
        XCTAssertEqual(calls.indexes.count, 3)
    }

    func testHorizontalScrolling_GroupsAndSectionsFollowAlongX() {
        let column = LayoutGroup.vertical(
            layoutSize: F.size(.absolute(100), .fractionalHeight(1)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var section = LayoutSection(group: column)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 5, bottom: 0, trailing: 0)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.absolute(30), .fractionalHeight(1)),
                elementKind: ElementKind.sectionHeaderKind,
                alignment: .leading)
        ]
        let layout = F.prepared(
            section, counts: [3], width: 400, height: 300,
            configuration: CompositionalLayout.Configuration(scrollDirection: .horizontal))
        XCTAssertEqual(
            F.cellFrames(layout, count: 3),
            [
                Rect(x: 35, y: 10, width: 100, height: 145), Rect(x: 35, y: 155, width: 100, height: 145),
                Rect(x: 145, y: 10, width: 100, height: 145),
            ])
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader).values.first, Rect(x: 0, y: 10, width: 30, height: 290))
        XCTAssertEqual(layout.contentSize, Size(width: 245, height: 300))
    }

    func testRightToLeft_MirrorsTheRoundedLeftToRightFramesAcrossTheContentWidth() {
        for configuration in [
            CompositionalLayout.Configuration(),
            CompositionalLayout.Configuration(scrollDirection: .horizontal, interSectionSpacing: 3),
        ] {
            let ltr = F.prepared(F.clipSection(), counts: [5, 2], scale: 1, configuration: configuration)
            let rtl = F.prepared(
                F.clipSection(), counts: [5, 2], scale: 1, direction: .rightToLeft,
                configuration: configuration)
            XCTAssertEqual(rtl.contentSize, ltr.contentSize)
            let width = ltr.contentSize.width
            let mirrored = ltr.attributes(in: .infinite).map { element in
                var element = element
                element.frame = element.frame.mirroredHorizontally(inWidth: width)
                return element
            }
            assertSameElements(rtl.attributes(in: .infinite), mirrored, "\(configuration)")
        }
        let rtl = F.prepared(F.clipSection(), counts: [2], direction: .rightToLeft)
        XCTAssertEqual(
            F.cellFrames(rtl, count: 2),
            [Rect(x: 194.5, y: 64, width: 166.5, height: 136), Rect(x: 14, y: 64, width: 166.5, height: 136)])
    }

    /// The rounding rule: each edge goes to the nearest 1/s, halves away from zero.
    func testPixelAlignment_EachEdgeRoundsToTheNearestPixelSoNeighboursKeepTouching() {
        // Unrounded: cells (14 … 180.5) and (194.5 … 361); item spaces meet at 187.5.
        let one = F.prepared(F.clipSection(), counts: [2], scale: 1)
        XCTAssertEqual(
            F.cellFrames(one, count: 2),
            [Rect(x: 14, y: 64, width: 167, height: 136), Rect(x: 195, y: 64, width: 166, height: 136)])
        let three = F.prepared(F.clipSection(), counts: [2], scale: 3)
        let frames = F.cellFrames(three, count: 2)
        assertRect(frames[0], Rect(x: 14, y: 64, width: 542.0 / 3 - 14, height: 136))
        assertRect(frames[1], Rect(x: 584.0 / 3, y: 64, width: 361 - 584.0 / 3, height: 136))
        for frame in frames {
            for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
                XCTAssertEqual((edge * 3).rounded(), edge * 3, accuracy: 1e-9)
            }
        }
        // Three items in 100 points at scale 1: spaces 0 … 33.3 … 66.7 … 100 touch after rounding.
        let thirds = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(10)),
            subitems: [F.item(.fractionalWidth(1.0 / 3), .absolute(10))])
        let layout = F.prepared(LayoutSection(group: thirds), counts: [3], width: 100, scale: 1)
        XCTAssertEqual(
            F.cellFrames(layout, count: 3),
            [
                Rect(x: 0, y: 0, width: 33, height: 10), Rect(x: 33, y: 0, width: 34, height: 10),
                Rect(x: 67, y: 0, width: 33, height: 10),
            ])
        // A bad scale reads as 1.
        let bad = F.prepared(F.clipSection(), counts: [2], scale: .nan)
        XCTAssertEqual(F.cellFrames(bad, count: 2), F.cellFrames(one, count: 2))
    }

    func testPinnedHeader_FollowsTheVisibleStartInsideItsSection() {
        var section = F.clipSection(header: nil, footer: 20)
        section.boundarySupplementaryItems.append(F.header(50, pinned: true))
        var layout = CompositionalLayout(section: section)
        func prepare(_ offset: Double) {
            layout.prepare(
                LayoutContext(
                    bounds: Rect(x: 0, y: offset, width: 375, height: 200), itemCounts: [2, 2],
                    displayScale: 2))
        }
        // Section 0: header 0 … 50, content 50 … 332, footer 332 … 352; section 1 from 352.
        prepare(100)
        let headers = { F.frames(layout, kind: .sectionHeader) }
        XCTAssertEqual(headers()[ItemPath(item: 0, section: 0)], Rect(x: 7, y: 100, width: 361, height: 50))
        XCTAssertEqual(headers()[ItemPath(item: 0, section: 1)], Rect(x: 7, y: 352, width: 361, height: 50))
        prepare(300)
        XCTAssertEqual(headers()[ItemPath(item: 0, section: 0)], Rect(x: 7, y: 282, width: 361, height: 50))
        let visible = layout.attributes(in: Rect(x: 0, y: 300, width: 375, height: 200))
        XCTAssert(visible.contains { $0.kind == .sectionHeader && $0.path.section == 0 })
        XCTAssertFalse(
            layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 40)).contains {
                $0.kind == .sectionHeader
            })
    }

    /// A right-to-left layout scrolled to x is the mirror of the left-to-right one scrolled to
    /// the mirrored offset, pinned items included.
    func testPinnedItems_RightToLeftHorizontalMirrorsTheLeftToRightPinning() {
        var section = F.clipSection(header: nil, footer: nil)
        section.group = .vertical(
            layoutSize: F.size(.absolute(90), .fractionalHeight(1)),
            subitems: [F.item(.fractionalWidth(1), .absolute(100))])
        for alignment in [LayoutBoundarySupplementaryItem.Alignment.leading, .trailing] {
            var item = LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.absolute(40), .fractionalHeight(1)), elementKind: "side",
                alignment: alignment)
            item.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [item]
            let configuration = CompositionalLayout.Configuration(
                scrollDirection: .horizontal, interSectionSpacing: 4)
            for offset in [0.0, 150, 333, 700] {
                var ltr = CompositionalLayout(section: section, configuration: configuration)
                ltr.prepare(
                    LayoutContext(
                        bounds: Rect(x: 0, y: 0, width: 300, height: 400), itemCounts: [30, 12],
                        displayScale: 1))
                let width = ltr.contentSize.width
                ltr.prepare(
                    LayoutContext(
                        bounds: Rect(x: width - 300 - offset, y: 0, width: 300, height: 400),
                        itemCounts: [30, 12],
                        displayScale: 1))
                var rtl = CompositionalLayout(section: section, configuration: configuration)
                rtl.prepare(
                    LayoutContext(
                        bounds: Rect(x: offset, y: 0, width: 300, height: 400), itemCounts: [30, 12],
                        layoutDirection: .rightToLeft, displayScale: 1))
                let mirrored = ltr.attributes(in: .infinite).map { element in
                    var element = element
                    element.frame = element.frame.mirroredHorizontally(inWidth: width)
                    return element
                }
                assertSameElements(rtl.attributes(in: .infinite), mirrored, "\(alignment) offset \(offset)")
                let pinned = rtl.attributes(in: .infinite).filter { $0.kind == .supplementary("side") }
                XCTAssert(
                    pinned.contains { $0.frame.intersects(Rect(x: offset, y: 0, width: 300, height: 400)) },
                    "a pinned item is in view at \(offset)")
            }
        }
    }

    func testPinnedFooter_StaysAtTheVisibleEndButNotAboveItsSection() {
        var section = F.clipSection(header: 50, footer: nil)
        section.boundarySupplementaryItems.append(F.footer(20, pinned: true))
        var layout = CompositionalLayout(section: section)
        layout.prepare(
            LayoutContext(bounds: Rect(x: 0, y: 0, width: 375, height: 200), itemCounts: [4], displayScale: 2)
        )
        // Footer's own place: 50 + 7 + 2 · 268 + 7 = 600; pinned to the viewport's end 200.
        XCTAssertEqual(
            F.frames(layout, kind: .sectionFooter).values.first, Rect(x: 7, y: 180, width: 361, height: 20))
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: -500, width: 375, height: 200), itemCounts: [4], displayScale: 2))
        XCTAssertEqual(
            F.frames(layout, kind: .sectionFooter).values.first, Rect(x: 7, y: 50, width: 361, height: 20))
    }

    func testLayoutBoundaryItems_GoBeforeTheFirstAndAfterTheLastSection() {
        let top = LayoutBoundarySupplementaryItem(
            layoutSize: F.size(.fractionalWidth(1), .absolute(40)), elementKind: "layout-header",
            alignment: .top)
        let bottom = LayoutBoundarySupplementaryItem(
            layoutSize: F.size(.fractionalWidth(1), .absolute(30)), elementKind: "layout-footer",
            alignment: .bottom)
        let layout = F.prepared(
            F.clipSection(), counts: [5],
            configuration: CompositionalLayout.Configuration(boundarySupplementaryItems: [top, bottom]))
        let origin = ItemPath(item: 0, section: 0)
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("layout-header"))[origin],
            Rect(x: 0, y: 0, width: 375, height: 40))
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader)[origin], Rect(x: 7, y: 40, width: 361, height: 50))
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("layout-footer"))[origin],
            Rect(x: 0, y: 928, width: 375, height: 30))
        XCTAssertEqual(layout.contentSize.height, 958)
    }

    func testBadInput_EmptyViewportAndNoSectionsGiveEmptyFiniteLayouts() {
        let empty = F.prepared(F.clipSection(), counts: [], width: 0, height: 0)
        XCTAssertEqual(empty.contentSize, .zero)
        XCTAssert(empty.attributes(in: .infinite).isEmpty)
        let nanViewport = F.prepared(F.clipSection(), counts: [3, -2], width: .nan, height: -5)
        for element in nanViewport.attributes(in: .infinite) { XCTAssert(element.frame.isFinite) }
        XCTAssertEqual(nanViewport.attributes(in: .infinite).filter { $0.kind == .cell }.count, 3)
        XCTAssertNil(nanViewport.attributes(at: ItemPath(item: -1, section: 0)))
        XCTAssertNil(nanViewport.attributes(at: ItemPath(item: 0, section: 7)))
    }

    func testScroll_KeepsEveryFrameButPinnedOnes() {
        var layout = F.prepared(F.clipSection(), counts: [40])
        let before = layout.attributes(in: .infinite)
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: 1234, width: 375, height: 812), itemCounts: [40], displayScale: 2))
        assertSameElements(layout.attributes(in: .infinite), before)
    }

    func testResize_AndConfigurationChange_EqualAFreshPrepare() {
        var layout = CompositionalLayout(section: F.clipSection())
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [9, 3], displayScale: 2))
        let copy = layout
        let wide = LayoutContext(
            viewportSize: Size(width: 414, height: 896), itemCounts: [9, 3], displayScale: 2)
        layout.prepare(wide)
        assertSameElements(
            layout.attributes(in: .infinite),
            F.prepared(F.clipSection(), counts: [9, 3], width: 414, height: 896)
                .attributes(in: .infinite))
        // The copy kept its own geometry (value semantics).
        XCTAssertEqual(copy.contentSize.width, 375)
        layout.configuration.interSectionSpacing = 30
        layout.prepare(wide)
        var fresh = CompositionalLayout(
            section: F.clipSection(),
            configuration: CompositionalLayout.Configuration(interSectionSpacing: 30)
        )
        fresh.prepare(wide)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
    }

    func testAppend_ToTheLastSectionEqualsAFullPrepare() {
        for seed in TestCampaign.seeds(12) {
            var generator = SeededGenerator(seed: seed)
            let sections = (0..<3).map { _ in F.randomSection(&generator) }
            let axis: Axis = generator.bool() ? .vertical : .horizontal
            var configuration = CompositionalLayout.Configuration(
                scrollDirection: axis, interSectionSpacing: 5)
            configuration.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.1)), elementKind: "end",
                    alignment: .bottom)
            ]
            let make = {
                CompositionalLayout(configuration: configuration) { index, _ in sections[index % 3] }
            }
            var counts = [generator.int(in: 0...9), generator.int(in: 0...9), generator.int(in: 0...5)]
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            func context(_ counts: [Int]) -> LayoutContext {
                LayoutContext(
                    bounds: Rect(x: 0, y: 50, width: 320, height: 480), itemCounts: counts,
                    layoutDirection: direction,
                    displayScale: 3)
            }
            var incremental = make()
            incremental.prepare(context(counts))
            for _ in 0..<4 {
                counts[2] += generator.int(in: 1...7)
                incremental.prepare(context(counts))
                var fresh = make()
                fresh.prepare(context(counts))
                XCTAssertEqual(incremental.contentSize, fresh.contentSize, "seed \(seed)")
                assertSameElements(
                    incremental.attributes(in: .infinite), fresh.attributes(in: .infinite), "seed \(seed)")
                LayoutConformance.checkIndex(
                    incremental, context: context(counts),
                    model: .of(configuration: configuration) { sections[$0 % 3] }, seed: seed, queries: 60)
            }
        }
    }
}

/// Records the provider's calls (the provider is `@Sendable`; tests call it on one thread).
private final class Calls: @unchecked Sendable {
    var indexes: [Int] = []
    var environment: LayoutEnvironment?

    func record(_ index: Int, _ environment: LayoutEnvironment) {
        indexes.append(index)
        self.environment = environment
    }
}
