import LayoutEngine
import LayoutEngineUIKit
import UIKit

// MARK: - The article's other examples, run as an app runs them

extension AdapterDriver {
    /// Lays `collectionView` out once, as its first layout pass does, at `frame`.
    static func firstPass(_ collectionView: UICollectionView, frame: CGRect)
        -> [UICollectionViewLayoutAttributes]
    {
        collectionView.frame = frame
        let layout = collectionView.collectionViewLayout
        layout.prepare()
        _ = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    }

    /// The chat, the settings list, the reorderable list and the right-to-left strip load, and
    /// do what their article sections say.
    static func checkOtherExamples() {
        checks.scenario = "the article's chat"
        let chat = ChatViewController(nibName: nil, bundle: nil)
        checks.expect(chat.view != nil, "the chat loads")
        chat.loadEarlierMessages()

        checks.scenario = "the article's settings list"
        let settings = SettingsViewController(nibName: nil, bundle: nil)
        checks.expect(settings.view != nil, "the settings list loads")
        if let collectionView = settings.collectionView {
            let shown = firstPass(collectionView, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let kinds = Set(
                shown.filter { $0.representedElementCategory == .decorationView }.compactMap(
                    \.representedElementKind))
            checks.expect(!kinds.isEmpty, "the list shows separators and backgrounds")
            let registered = collectionView.collectionViewLayout.registeredDecorationKinds
            checks.expect(
                kinds.isSubset(of: registered),
                "every decoration kind shown is registered on the layout: \(kinds.subtracting(registered))")
        }

        checks.scenario = "the article's right-to-left strip"
        let strip = StoriesStripViewController(nibName: nil, bundle: nil)
        checks.expect(strip.view != nil, "the strip loads")
        if let collectionView = strip.collectionView {
            let shown = firstPass(collectionView, frame: CGRect(x: 0, y: 0, width: 375, height: 120))
            // UIKit mirrors a flipping layout in a right-to-left collection view (Apple's
            // documentation of `flipsHorizontallyInOppositeLayoutDirection`).
            let layout = collectionView.collectionViewLayout
            let mirrored =
                collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                && layout.flipsHorizontallyInOppositeLayoutDirection
            let width = layout.collectionViewContentSize.width
            let rightEdge = { (a: UICollectionViewLayoutAttributes) in
                mirrored ? width - a.frame.minX : a.frame.maxX
            }
            let rightmost = shown.max { rightEdge($0) < rightEdge($1) }
            checks.equal(
                rightmost?.indexPath.item, 0, "the first story is at the right edge when the strip appears")
        }

        checks.scenario = "the article's reorderable list"
        let list = ReorderableListViewController(nibName: nil, bundle: nil)
        checks.expect(list.view != nil, "the list loads")
        guard let collectionView = list.collectionView,
            let adapter = collectionView.collectionViewLayout as? CollectionViewLayoutAdapter<FlowLayout>
        else { return checks.expect(false, "the list is laid out by the adapter") }
        _ = firstPass(collectionView, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = MeasuredCell(frame: .zero)
        cell.lines = 3
        show(cell, at: IndexPath(item: 1, section: 0), in: adapter)
        let measured = adapter.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size.height
        guard let from = adapter.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.center,
            let to = adapter.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center
        else { return checks.expect(false, "items 1 and 4 are laid out") }
        let press = UILongPressGestureRecognizer()
        for (state, location) in [(UIGestureRecognizer.State.began, from), (.changed, to), (.ended, to)] {
            press.state = state
            press.scriptLocation = location
            list.handleLongPress(press)
        }
        checks.equal(
            Array(list.tasks.prefix(5)), ["Task 1", "Task 3", "Task 4", "Task 5", "Task 2"],
            "the data follows the drag")
        checks.equal(
            adapter.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.size.height, measured,
            "the dragged row keeps its measured height at its new place")
    }
}
