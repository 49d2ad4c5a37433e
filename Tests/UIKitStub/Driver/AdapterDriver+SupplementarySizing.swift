import LayoutEngine
import LayoutEngineUIKit
import UIKit

extension AdapterDriver {
    /// A compositional header estimated 44 tall prefers 100: the adapter reports it to the
    /// layout, invalidates that header, and carries the layout's adjustments; the same size
    /// again asks nothing more.
    static func checkSupplementarySelfSizing() {
        checks.scenario = "a self-sizing header"
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                ]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        var engine = CompositionalLayout(section: section)
        let adapter = CollectionViewLayoutAdapter(engine)
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [30, 30]
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "before the header is measured")
        let kind = ElementKind.sectionHeaderKind.string
        let indexPath = IndexPath(item: 0, section: 1)
        let sizeBefore = engine.contentSize
        let invalidation = collectionView.supplementary(
            ofKind: kind, at: indexPath, prefers: CGSize(width: 375, height: 100))
        checks.expect(invalidation != nil, "a header's new preferred size invalidates the layout")
        checks.equal(
            invalidation?.invalidatedSupplementaryIndexPaths?[kind], [indexPath], "the header is invalidated")
        engine.reportSize(
            Size(width: 375, height: 100), forSupplementaryOfKind: ElementKind.sectionHeaderKind,
            at: ItemPath(item: 0, section: 1))
        engine.prepare(context(collectionView))
        checks.equal(
            invalidation.map { Double($0.contentSizeAdjustment.height) },
            Optional(engine.contentSize.height - sizeBefore.height),
            "the content grows by the header's change")
        checks.equal(
            engine.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.frame.height,
            100,
            "the layout took the size")
        pass(collectionView, engine, "after the header is measured")
        checks.expect(
            collectionView.supplementary(
                ofKind: kind, at: indexPath, prefers: CGSize(width: 375, height: 100))
                == nil,
            "the same preferred size asks nothing more (no loop)")
    }
}
