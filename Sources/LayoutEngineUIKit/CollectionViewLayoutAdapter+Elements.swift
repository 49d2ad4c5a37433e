#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    // MARK: - Elements by path, measurement, moves

    extension CollectionViewLayoutAdapter {
        /// The supplementary or decoration element `kind` at `path`, from the layout: its
        /// section's element when that has the path (headers, footers, backgrounds), otherwise
        /// the element among those around the item at `path` (an item's badges, a list's
        /// separators), otherwise among all of the content.
        func element(_ kind: ElementKind, at path: ItemPath) -> LayoutAttributes? {
            let bySection: LayoutAttributes?
            switch kind {
            case .supplementary(let name):
                bySection = engine.supplementaryAttributes(ofKind: name, inSection: path.section)
            case .decoration(let name):
                bySection = engine.decorationAttributes(ofKind: name, inSection: path.section)
            case .cell: return engine.attributes(at: path)
            }
            if let bySection, bySection.path == path { return bySection }
            let matches = { (attributes: LayoutAttributes) in
                attributes.kind == kind && attributes.path == path
            }
            if let item = engine.attributes(at: path) {
                // An item's own elements hang on it: within its size around it covers corner
                // badges and separators between items.
                let around = item.frame.insetBy(dx: -item.frame.width, dy: -item.frame.height)
                if let found = engine.attributes(in: around).first(where: matches) { return found }
            }
            let content = Rect(x: 0, y: 0, width: engine.contentSize.width, height: engine.contentSize.height)
            return engine.attributes(in: content).first(where: matches)
        }

        /// The cell or supplementary view whose preferred size `attributes` carry (nil for a
        /// decoration view, which does not self-size, or a path the layout cannot name).
        static func measuredElement(_ attributes: UICollectionViewLayoutAttributes) -> ElementID? {
            guard let path = ItemPath(attributes.indexPath) else { return nil }
            switch attributes.representedElementCategory {
            case .cell:
                return .cell(path)
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { return nil }
                return ElementID(kind: .supplementary(ElementKind.Name(uiKitKind: kind)), path: path)
            default:
                return nil
            }
        }

        /// `size` rounded to the display's pixels.
        func onPixelGrid(_ size: Size) -> Size {
            let scale = context?.displayScale ?? 1
            return Size(
                width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale
            )
        }

        /// Reports `size` for `id` to the layout (as measured; it is remembered on the pixel
        /// grid) and prepares it: the content offset and content size adjustments that follow;
        /// nil before the first prepare.
        func report(_ size: Size, for id: ElementID) -> (offset: Point, size: Size)? {
            guard let context = engineContext else { return nil }
            let sizeBefore = engine.contentSize
            switch id.kind {
            case .supplementary(let kind): engine.reportSize(size, forSupplementaryOfKind: kind, at: id.path)
            default: engine.reportSize(size, forItemAt: id.path)
            }
            reportedSizes[id] = onPixelGrid(size)
            engine.prepare(context)
            return (
                engine.contentOffsetAdjustment,
                Size(
                    width: engine.contentSize.width - sizeBefore.width,
                    height: engine.contentSize.height - sizeBefore.height)
            )
        }

        /// The cell under `point` (content coordinates) other than `moving`.
        func cell(under point: Point, other moving: ItemPath) -> ItemPath? {
            engine.attributes(in: Rect(origin: point, size: .zero)).first {
                $0.kind.isCell && $0.path != moving && $0.frame.contains(point)
            }?.path
        }

        /// Moves the items at `sources` to `targets` in the layout, one batch update of moves
        /// (the counts follow an item that changes section), so that what the layout keeps for
        /// them, their measured sizes first, goes with them.
        func moveItems(from sources: [IndexPath], to targets: [IndexPath]) {
            prepareIfNeeded()
            guard var next = engineContext, !awaitsUpdates else { return }
            var moves: [CollectionUpdate] = []
            for (source, target) in zip(sources, targets) {
                guard let from = ItemPath(source), let to = ItemPath(target), from != to,
                    next.itemCounts.indices.contains(from.section),
                    next.itemCounts.indices.contains(to.section)
                else { continue }
                next.itemCounts[from.section] -= 1
                next.itemCounts[to.section] += 1
                moves.append(.moveItem(from: from, to: to))
            }
            guard !moves.isEmpty else { return }
            do {
                try engine.prepare(next, updates: moves)
            } catch {
                return
            }
            engineContext = next
            context = next
            reportedSizes = [:]
        }
    }
#endif
