import LayoutEngine
import LayoutEngineUIKit
import UIKit

// MARK: - The script, in the order UIKit documents its calls

extension AdapterDriver {
    /// What the collection view tells its layout, worked out here from the scripted state (not
    /// with the adapter's code): the context the layout must have been prepared with.
    static func context(_ collectionView: ScriptedCollectionView) -> LayoutContext {
        let bounds = collectionView.bounds
        let insets = collectionView.insets
        return LayoutContext(
            bounds: Rect(
                x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.width),
                height: Double(bounds.height)),
            itemCounts: collectionView.counts,
            contentInsets: EdgeInsets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right)),
            layoutDirection: collectionView.direction == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: Double(collectionView.scale))
    }

    static func point(_ point: CGPoint) -> Point { Point(x: Double(point.x), y: Double(point.y)) }

    static func moved(_ bounds: CGRect, by distance: Double, along axis: Axis) -> CGRect {
        bounds.offsetBy(
            dx: axis == .horizontal ? CGFloat(distance) : 0, dy: axis == .vertical ? CGFloat(distance) : 0)
    }

    /// Runs `scenario` on an adapter of `layout` and, beside it, on a copy of `layout` driven
    /// directly, and checks that the adapter answers what the layout answers, converted.
    static func run<Layout: CollectionLayout>(_ layout: Layout, _ scenario: Scenario) {
        checks.scenario = scenario.name
        let adapter = CollectionViewLayoutAdapter(layout)
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = scenario.counts
        if scenario.axis == .vertical {
            collectionView.insets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        }
        var engine = layout
        checks.expect(
            type(of: adapter).invalidationContextClass == LayoutAdapterInvalidationContext.self,
            "UIKit creates the adapter's invalidation contexts")
        checks.expect(
            adapter.flipsHorizontallyInOppositeLayoutDirection, "UIKit mirrors the layout in right to left")

        // 1. prepare(), collectionViewContentSize, layoutAttributesForElements(in:).
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "first pass")
        lookUps(adapter, engine, scenario, "first pass")

        // 2. A scroll: invalidated exactly when the layout's answers depend on the offset.
        let dependsOnOffset = engine.attributesDependOnContentOffset
        let scrolled = collectionView.changeBounds(
            to: moved(collectionView.bounds, by: scenario.scroll, along: scenario.axis))
        checks.equal(
            scrolled != nil, dependsOnOffset,
            "a scroll invalidates exactly when the answers follow the offset")
        if let scrolled {
            let context = scrolled as? LayoutAdapterInvalidationContext
            checks.expect(
                context?.invalidatesOffsetDependentAttributes == true
                    && context?.invalidatesViewportSize == false,
                "a scroll's invalidation context says: the offset-dependent answers only")
        }
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "after a scroll")
        lookUps(adapter, engine, scenario, "after a scroll")

        // 3. A rotation and back: the viewport's size changed.
        let portrait = collectionView.bounds
        for (bounds, name) in [
            (CGRect(origin: portrait.origin, size: CGSize(width: 667, height: 375)), "landscape"),
            (portrait, "portrait"),
        ] {
            let resized = collectionView.changeBounds(to: bounds) as? LayoutAdapterInvalidationContext
            checks.expect(
                resized?.invalidatesViewportSize == true, "\(name): a resize invalidates the viewport")
            engine.prepare(context(collectionView))
            pass(collectionView, engine, "after a resize to \(name)")
        }
        let resting = adapter.targetContentOffset(forProposedContentOffset: collectionView.contentOffset)
        checks.equal(
            point(resting), point(collectionView.contentOffset) + engine.contentOffsetAdjustment,
            "after a resize the offset moves by the layout's adjustment")

        // 4. A batch update: prepare(), prepare(forCollectionViewUpdates:), the elements, the
        //    appearing and disappearing queries, finalizeCollectionViewUpdates(), and the offset.
        let items = scenario.updateItems.map {
            UICollectionViewUpdateItem(scriptedAction: $0.0, before: $0.1, after: $0.2)
        }
        collectionView.beginUpdates(
            items, newCounts: scenario.newCounts, contentSizeFirst: scenario.contentSizeFirst)
        do {
            try engine.prepare(context(collectionView), updates: scenario.updates)
        } catch {
            checks.expect(false, "the scripted batch is valid: \(error)")
        }
        pass(collectionView, engine, "during the update")
        for path in scenario.appearing {
            checks.element(
                adapter.initialLayoutAttributesForAppearingItem(
                    at: IndexPath(item: path.item, section: path.section)),
                engine.initialAttributes(forAppearingItemAt: path), "appearing \(path)")
        }
        for path in scenario.disappearing {
            checks.element(
                adapter.finalLayoutAttributesForDisappearingItem(
                    at: IndexPath(item: path.item, section: path.section)),
                engine.finalAttributes(forDisappearingItemAt: path), "disappearing \(path)")
        }
        for (kind, section) in scenario.supplementaries {
            let indexPath = IndexPath(item: 0, section: section)
            let path = ItemPath(item: 0, section: section)
            checks.element(
                adapter.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: indexPath),
                engine.initialAttributes(forAppearingSupplementaryOfKind: kind, at: path),
                "appearing header \(section)")
            checks.element(
                adapter.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: indexPath),
                engine.finalAttributes(forDisappearingSupplementaryOfKind: kind, at: path),
                "disappearing header \(section)")
        }
        adapter.finalizeCollectionViewUpdates()
        let proposed = collectionView.contentOffset
        let target = adapter.targetContentOffset(forProposedContentOffset: proposed)
        checks.equal(
            point(target), point(proposed) + engine.contentOffsetAdjustment,
            "after the update the offset moves by the layout's adjustment")
        if scenario.updateMovesContent {
            checks.expect(
                engine.contentOffsetAdjustment != .zero,
                "the update moved the content before the visible cells")
        }
        checks.equal(
            adapter.targetContentOffset(forProposedContentOffset: target), target,
            "the adjustment applies once")
        collectionView.changeBounds(to: CGRect(origin: target, size: collectionView.bounds.size))
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "after the update")

        // 5. Self-sizing: cells that prefer another size.
        for path in scenario.measured { measure(path, collectionView, &engine, scenario) }

        // 6. A flick, with UIKit's velocity in points per millisecond.
        let flickFrom = moved(collectionView.bounds, by: 400, along: scenario.axis).origin
        let velocity = scenario.axis == .vertical ? CGPoint(x: 0, y: 2.5) : CGPoint(x: -1.8, y: 0)
        checks.equal(
            point(
                adapter.targetContentOffset(
                    forProposedContentOffset: flickFrom, withScrollingVelocity: velocity)),
            engine.targetContentOffset(
                proposed: point(flickFrom),
                velocity: Point(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)),
            "a flick comes to rest where the layout says")
    }

    /// One layout pass of the collection view against the layout's content size and elements in
    /// the same bounds.
    static func pass<Layout: CollectionLayout>(
        _ collectionView: ScriptedCollectionView, _ engine: Layout, _ what: String
    ) {
        let (contentSize, elements) = collectionView.layoutPass()
        checks.equal(
            Size(width: Double(contentSize.width), height: Double(contentSize.height)), engine.contentSize,
            "\(what): content size")
        let bounds = collectionView.bounds
        let rect = Rect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.width),
            height: Double(bounds.height))
        let expected = engine.attributes(in: rect)
        checks.elements(elements, expected, what)
        // Every supplementary and decoration view the pass showed, looked up one by one (section
        // headers through the layout's look-up by section, an item's badges through the pass).
        let layout = collectionView.collectionViewLayout
        for element in expected {
            let indexPath = IndexPath(item: element.path.item, section: element.path.section)
            switch element.kind {
            case .cell:
                continue
            case .supplementary(let name):
                let kind = Element(element).kind
                checks.element(
                    layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath), element,
                    "\(what): \(name) at \(element.path) looked up")
            case .decoration(let name):
                checks.element(
                    layout.layoutAttributesForDecorationView(ofKind: name.string, at: indexPath), element,
                    "\(what): \(name) at \(element.path) looked up")
            }
        }
    }

    /// Cells, headers and decorations looked up one by one.
    static func lookUps<Layout: CollectionLayout>(
        _ adapter: CollectionViewLayoutAdapter<Layout>, _ engine: Layout, _ scenario: Scenario, _ what: String
    ) {
        for item in [0, 1, 7, scenario.counts[0] - 1, scenario.counts[0]] {
            let path = ItemPath(item: item, section: 0)
            checks.element(
                adapter.layoutAttributesForItem(at: IndexPath(item: item, section: 0)),
                engine.attributes(at: path),
                "\(what): item \(path)")
        }
        for (kind, section) in scenario.supplementaries {
            checks.element(
                adapter.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: section)),
                engine.supplementaryAttributes(ofKind: kind, inSection: section), "\(what): header \(section)"
            )
        }
        for (kind, section) in scenario.decorations {
            checks.element(
                adapter.layoutAttributesForDecorationView(
                    ofKind: kind.string, at: IndexPath(item: 0, section: section)),
                engine.decorationAttributes(ofKind: kind, inSection: section),
                "\(what): decoration \(section)")
        }
    }

    /// The cell at `path` prefers to be `growth` taller: the invalidation carries the layout's
    /// adjustments, and the text being read (``readingCell(_:_:along:)``) keeps its place on screen.
    static func measure<Layout: CollectionLayout>(
        _ path: ItemPath, _ collectionView: ScriptedCollectionView, _ engine: inout Layout,
        _ scenario: Scenario
    ) {
        guard let current = engine.attributes(at: path) else {
            return checks.expect(false, "measured cell \(path) exists")
        }
        let preferred = CGSize(width: current.frame.width, height: current.frame.height + scenario.growth)
        let indexPath = IndexPath(item: path.item, section: path.section)
        let before = context(collectionView)
        let anchor = readingCell(engine, before, along: scenario.axis)
        let sizeBefore = engine.contentSize
        let invalidation = collectionView.cell(at: indexPath, prefers: preferred)
        checks.expect(invalidation != nil, "cell \(path): a new preferred size invalidates the layout")
        engine.reportSize(
            Size(width: Double(preferred.width), height: Double(preferred.height)), forItemAt: path)
        engine.prepare(before)
        if let invalidation {
            checks.equal(
                point(invalidation.contentOffsetAdjustment), engine.contentOffsetAdjustment,
                "cell \(path): the invalidation's offset adjustment is the layout's")
            checks.equal(
                Size(
                    width: Double(invalidation.contentSizeAdjustment.width),
                    height: Double(invalidation.contentSizeAdjustment.height)),
                Size(
                    width: engine.contentSize.width - sizeBefore.width,
                    height: engine.contentSize.height - sizeBefore.height),
                "cell \(path): the invalidation's content size adjustment")
        }
        engine.prepare(context(collectionView))
        pass(collectionView, engine, "after cell \(path) measured")
        if scenario.anchorsMeasuredCells, let anchor, let after = engine.attributes(at: anchor.path) {
            let axis = scenario.axis
            checks.equal(
                after.frame.min(along: axis) - context(collectionView).contentOffset.value(along: axis),
                anchor.onScreen,
                "cell \(path) measured: the text being read, \(anchor.path), keeps its place on screen")
            if path < anchor.path {
                checks.expect(
                    invalidation?.contentOffsetAdjustment != .zero,
                    "cell \(path), above the visible ones, moved the offset")
            }
        }
        let again = collectionView.cell(at: indexPath, prefers: preferred)
        checks.expect(again == nil, "cell \(path): the same preferred size asks nothing more (no loop)")
        if !scenario.takesReportedSizes {
            checks.equal(
                engine.attributes(at: path)?.frame.size, current.frame.size,
                "cell \(path): the layout keeps its size")
        }
    }

    /// The text being read and where it is on screen along the axis: the first cell, in reading
    /// order (the smallest leading edge, then the smallest path), whose leading edge lies in the
    /// viewport; the visible cell with the smallest path when none does.
    static func readingCell<Layout: CollectionLayout>(
        _ engine: Layout, _ context: LayoutContext, along axis: Axis
    ) -> (path: ItemPath, onScreen: Double)? {
        let start = context.contentOffset.value(along: axis)
        let end = start + context.viewportSize.length(along: axis)
        let visible = engine.attributes(in: context.bounds).filter { $0.kind.isCell }
        let reading = visible.filter {
            $0.frame.min(along: axis) >= start && $0.frame.min(along: axis) < end
        }.min {
            ($0.frame.min(along: axis), $0.path.section, $0.path.item)
                < ($1.frame.min(along: axis), $1.path.section, $1.path.item)
        }
        return (reading ?? visible.min { $0.path < $1.path }).map {
            ($0.path, $0.frame.min(along: axis) - start)
        }
    }
}

extension Point {
    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
