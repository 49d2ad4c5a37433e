import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Content insets references (UIKit's `contentInsetsReference` and
/// `supplementaryContentInsetsReference`): which guide a section's insets are measured from.
final class CompositionalInsetsReferenceTests: XCTestCase {
    /// A landscape phone: a notch of 47 points on each side, margins 20 points inside it.
    private let safeArea = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    private let margins = EdgeInsets(top: 8, left: 67, bottom: 8, right: 67)

    /// One full-width row of one item per group, 40 tall.
    private func rowSection(inset: Double = 0) -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(40)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
        return section
    }

    private func prepared(
        _ section: LayoutSection, configuration: CompositionalLayout.Configuration = .init(),
        width: Double = 844, height: Double = 390, contentInsets: EdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight, readable: Double = .infinity
    ) -> CompositionalLayout {
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: width, height: height), itemCounts: [3],
                contentInsets: contentInsets, layoutDirection: direction, safeAreaInsets: safeArea,
                layoutMargins: margins, readableContentWidth: readable))
        return layout
    }

    private func firstFrame(_ layout: CompositionalLayout) -> Rect? {
        layout.attributes(at: ItemPath(item: 0, section: 0))?.frame
    }

    func testDefaultReference_IsTheSafeArea_AsInUIKit() {
        // UIKit's header: `contentInsetsReference` "default is UIContentInsetsReferenceSafeArea".
        XCTAssertEqual(CompositionalLayout.Configuration().contentInsetsReference, .safeArea)
        XCTAssertEqual(LayoutSection(group: rowSection().group).contentInsetsReference, .automatic)
        let frame = firstFrame(prepared(rowSection(inset: 10)))
        XCTAssertEqual(frame, Rect(x: 57, y: 0, width: 844 - 114, height: 40))
    }

    func testNone_MeasuresFromTheContainer() {
        var section = rowSection(inset: 10)
        section.contentInsetsReference = .none
        XCTAssertEqual(firstFrame(prepared(section)), Rect(x: 10, y: 0, width: 824, height: 40))
    }

    func testLayoutMargins_MeasureFromTheMargins() {
        var section = rowSection(inset: 10)
        section.contentInsetsReference = .layoutMargins
        XCTAssertEqual(firstFrame(prepared(section)), Rect(x: 77, y: 0, width: 844 - 154, height: 40))
    }

    func testReadableContent_CentresTheReadableWidthBetweenTheMargins() {
        var section = rowSection()
        section.contentInsetsReference = .readableContent
        // 1024 wide, margins 67 each side: 890 between them, narrowed to 672 and centred.
        let narrowed = firstFrame(prepared(section, width: 1024, readable: 672))
        XCTAssertEqual(narrowed, Rect(x: 176, y: 0, width: 672, height: 40))
        // A readable width wider than the margins leave: the margins alone.
        let wide = firstFrame(prepared(section, width: 600, readable: 672))
        XCTAssertEqual(wide, Rect(x: 67, y: 0, width: 600 - 134, height: 40))
    }

    func testContentInsets_AreTheLeastInset_TheGuideAddsOnlyWhatTheyLeaveUncovered() {
        // UIKit's flow layout documents it for `sectionInsetReference`: "the minimum value ... is
        // always the collection view's contentInset".
        let covered = firstFrame(
            prepared(rowSection(), contentInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 0)))
        // Frames are in content coordinates, which start inside the content insets.
        XCTAssertEqual(covered?.minX, 0)
        XCTAssertEqual(covered?.maxX, 844 - 60 - 47)
        let partly = firstFrame(
            prepared(rowSection(), contentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)))
        XCTAssertEqual(partly?.minX, 47 - 20)
    }

    func testTheScrollAxis_GainsNoGuideInset() {
        // The bottom safe area (21) is not added along a vertical layout's scroll axis.
        let layout = prepared(rowSection())
        XCTAssertEqual(firstFrame(layout)?.minY, 0)
        XCTAssertEqual(layout.contentSize.height, 120)
    }

    func testAHorizontalLayout_TakesTheGuideAcrossItsScrollAxis() {
        let group = LayoutGroup.vertical(
            layoutSize: F.size(.absolute(100), .fractionalHeight(1)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = prepared(
            LayoutSection(group: group), configuration: .init(scrollDirection: .horizontal))
        XCTAssertEqual(firstFrame(layout), Rect(x: 0, y: 0, width: 100, height: 390 - 21))
    }

    func testASectionOverridesTheConfiguration_AutomaticFollowsIt() {
        var automatic = rowSection()
        automatic.contentInsetsReference = .automatic
        var margins = rowSection()
        margins.contentInsetsReference = .layoutMargins
        var layout = CompositionalLayout(
            sections: .list([automatic, margins]),
            configuration: .init(contentInsetsReference: .none))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 844, height: 390), itemCounts: [1, 1], safeAreaInsets: safeArea,
                layoutMargins: self.margins))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minX, 0)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minX, 67)
    }

    func testRightToLeft_KeepsEachPhysicalEdgeOfTheGuide() {
        let safeArea = EdgeInsets(top: 0, left: 47, bottom: 0, right: 0)
        var section = rowSection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        var layout = CompositionalLayout(section: section)
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 844, height: 390), itemCounts: [1], layoutDirection: .rightToLeft,
                safeAreaInsets: safeArea))
        // The notch stays on the left; the leading inset is on the right in right-to-left.
        XCTAssertEqual(firstFrame(layout), Rect(x: 47, y: 0, width: 844 - 47 - 10, height: 40))
    }

    func testBoundaryItems_FollowTheContentInsets_OrTheirOwnReference() {
        var section = rowSection(inset: 10)
        section.boundarySupplementaryItems = [F.header(30)]
        let following = prepared(section).supplementaryAttributes(
            ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(following?.frame, Rect(x: 57, y: 0, width: 844 - 114, height: 30))
        section.supplementariesFollowContentInsets = false
        let automatic = prepared(section).supplementaryAttributes(
            ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(
            automatic?.frame, Rect(x: 47, y: 0, width: 844 - 94, height: 30), "the configuration's")
        section.supplementaryContentInsetsReference = .none
        let none = prepared(section).supplementaryAttributes(
            ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(none?.frame, Rect(x: 0, y: 0, width: 844, height: 30))
        section.supplementaryContentInsetsReference = .layoutMargins
        let margins = prepared(section).supplementaryAttributes(
            ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(margins?.frame, Rect(x: 67, y: 0, width: 844 - 134, height: 30))
    }

    func testTheLayoutsBoundaryItems_FollowTheConfigurationsReference() {
        var configuration = CompositionalLayout.Configuration()
        configuration.boundarySupplementaryItems = [F.header(30)]
        let header = ItemPath(item: 0, section: 0)
        let safe = prepared(rowSection(), configuration: configuration)
        XCTAssertEqual(
            F.frames(safe, kind: .sectionHeader)[header], Rect(x: 47, y: 0, width: 844 - 94, height: 30))
        configuration.contentInsetsReference = .none
        let none = prepared(rowSection(), configuration: configuration)
        XCTAssertEqual(F.frames(none, kind: .sectionHeader)[header], Rect(x: 0, y: 0, width: 844, height: 30))
    }

    func testAChangedSafeAreaOrMargins_LaysOutAgain() {
        let before = LayoutContext(
            viewportSize: Size(width: 844, height: 390), itemCounts: [3], safeAreaInsets: safeArea)
        var after = before
        after.safeAreaInsets = .zero
        XCTAssertEqual(LayoutChange(from: before, to: after), .everything)
        var layout = CompositionalLayout(section: rowSection())
        layout.prepare(before)
        XCTAssertEqual(firstFrame(layout)?.minX, 47)
        layout.prepare(after)
        XCTAssertEqual(firstFrame(layout)?.minX, 0)
        var margins = before
        margins.layoutMargins = self.margins
        XCTAssertEqual(LayoutChange(from: before, to: margins), .everything)
        var readable = before
        readable.readableContentWidth = 500
        XCTAssertEqual(LayoutChange(from: before, to: readable), .everything)
    }

    func testValidate_RejectsBadGuides_AcceptsAnUnlimitedReadableWidth() throws {
        var context = LayoutContext(viewportSize: Size(width: 100, height: 100), itemCounts: [1])
        try context.validate()
        context.safeAreaInsets.left = -1
        XCTAssertThrowsError(try context.validate())
        context.safeAreaInsets.left = 0
        context.layoutMargins.top = .nan
        XCTAssertThrowsError(try context.validate())
        context.layoutMargins.top = 0
        context.readableContentWidth = .nan
        XCTAssertThrowsError(try context.validate())
        context.readableContentWidth = 672
        XCTAssertNoThrow(try context.validate())
    }
}
