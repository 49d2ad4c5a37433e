import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

final class CompositionalAPITests: XCTestCase {
    private func requireSendable<T: Sendable>(_ value: T) -> T { value }

    func testLayout_IsSendableAndItsConfigurationHashable() {
        let layout = requireSendable(CompositionalLayout(section: F.clipSection()))
        XCTAssertEqual(layout.contentSize, .zero)
        let configuration = CompositionalLayout.Configuration(scrollDirection: .horizontal)
        XCTAssertEqual(Set([configuration, configuration]).count, 1)
        XCTAssertThrowsError(try CompositionalLayout.Configuration(interSectionSpacing: -1).validate())
        XCTAssertNoThrow(try CompositionalLayout.Configuration(interSectionSpacing: 4).validate())
    }

    func testSections_PerSectionValuesEqualTheSameSectionsFromAProvider() {
        let sections = [F.clipSection(), F.clipSection(header: nil, footer: 30)]
        let context = LayoutContext(
            viewportSize: Size(width: 375, height: 812), itemCounts: [5, 3, 4], displayScale: 3)
        var fromList = CompositionalLayout(sections: .list(sections))
        var fromProvider = CompositionalLayout { index, _ in sections[min(index, 1)] }
        var computed = CompositionalLayout(sections: .computed { sections[min($0, 1)] })
        fromList.prepare(context)
        fromProvider.prepare(context)
        computed.prepare(context)
        assertSameElements(fromList.attributes(in: .infinite), fromProvider.attributes(in: .infinite))
        assertSameElements(computed.attributes(in: .infinite), fromProvider.attributes(in: .infinite))
        var empty = CompositionalLayout(sections: .list([]))
        empty.prepare(context)
        XCTAssertTrue(empty.attributes(in: .infinite).isEmpty, "an empty list leaves every section empty")
    }

    func testSupplementaryAttributes_PinnedHeaderAtItsPinnedPlaceAndLayoutItemsInSectionZero() {
        var section = F.clipSection(header: 50, footer: nil)
        section.boundarySupplementaryItems = [F.header(50, pinned: true)]
        var configuration = CompositionalLayout.Configuration()
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.fractionalWidth(1), .absolute(30)), elementKind: "banner", alignment: .top
            )
        ]
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: 200, width: 375, height: 812), itemCounts: [20, 20], displayScale: 2))
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(header?.frame.minY, 200, "pinned to the visible start")
        let viewport = layout.attributes(in: Rect(x: 0, y: 200, width: 375, height: 812))
        XCTAssertEqual(
            viewport.first { $0.kind == .sectionHeader && $0.path.section == 0 }?.frame, header?.frame)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: "banner", inSection: 0)?.frame,
            Rect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: "banner", inSection: 1))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: "none", inSection: 0))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 2))
    }

    func testPinnedHeaders_AViewportQueryOf10kSectionsFindsEveryPinnedHeaderItMeets() {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(40)),
                subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [F.header(20, pinned: true), F.footer(10, pinned: true)]
        var layout = CompositionalLayout(section: section)
        var generator = SeededGenerator(seed: 5)
        let counts = (0..<10_000).map { _ in generator.int(in: 0...6) }
        let base = LayoutContext(
            viewportSize: Size(width: 320, height: 480), itemCounts: counts, displayScale: 3)
        layout.prepare(base)
        for _ in 0..<TestCampaign.count(30, quick: 6) {
            var context = base
            context.bounds.origin.y = generator.double(in: 0...layout.contentSize.height)
            layout.prepare(context)
            let found = layout.attributes(in: context.bounds).filter { $0.kind != .cell }
            var expected: [LayoutAttributes] = []
            for section in counts.indices {
                for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                    if let element = layout.supplementaryAttributes(ofKind: kind, inSection: section),
                        element.frame.intersects(context.bounds)
                    {
                        expected.append(element)
                    }
                }
            }
            XCTAssertFalse(expected.isEmpty)
            assertSameElements(found, expected, "offset \(context.bounds.minY)")
        }
    }

    func testSelfSizing_HorizontalRightToLeftIsIncrementalAndEqualsAFreshLayoutExactly() {
        let estimated = F.size(.estimated(50), .fractionalHeight(1))
        let section = LayoutSection(
            group: .horizontal(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)]))
        let configuration = CompositionalLayout.Configuration(
            scrollDirection: .horizontal, interSectionSpacing: 7)
        let context = LayoutContext(
            viewportSize: Size(width: 375, height: 300), itemCounts: [30, 30], layoutDirection: .rightToLeft,
            displayScale: 3)
        var incremental = CompositionalLayout(section: section, configuration: configuration)
        incremental.prepare(context)
        var fresh = CompositionalLayout(section: section, configuration: configuration)
        for (item, width) in [(3, 80.4), (17, 12.3)] {
            incremental.reportSize(
                Size(width: width, height: 300), forItemAt: ItemPath(item: item, section: 0))
            fresh.reportSize(Size(width: width, height: 300), forItemAt: ItemPath(item: item, section: 0))
        }
        fresh.prepare(context)
        XCTAssertEqual(incremental.contentSize, fresh.contentSize)
        let all = incremental.attributes(in: .infinite)
        XCTAssertFalse(all.isEmpty)
        XCTAssertEqual(all.count, fresh.attributes(in: .infinite).count)
        assertSameElements(all, fresh.attributes(in: .infinite))
        for element in all where element.kind == .cell {
            XCTAssertEqual(element.frame, fresh.attributes(at: element.path)?.frame, "\(element.path)")
        }
    }
}
