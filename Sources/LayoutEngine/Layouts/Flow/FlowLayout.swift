/// A line-based grid layout that behaves as UIKit's `UICollectionViewFlowLayout`, with optional
/// line alignment (the "vertical-align" / "left-aligned" flow layout).
///
/// Items flow into lines across the scroll direction (rows when scrolling vertically, columns
/// when scrolling horizontally); lines stack along it. The rules, in the order `prepare`
/// applies them to each section:
///
/// 1. **Header** — a section header of `headerReferenceSize` (its height when scrolling
///    vertically, its width horizontally) spans the full content width (height) before the
///    section. A zero-length header is not produced. Footers mirror headers after the section.
/// 2. **Insets** — `sectionInset` surrounds the section's lines, also when the section has
///    no items (as in UIKit: give an empty section zero insets to make it vanish).
/// 3. **Collect lines** — a line takes items while they fit the available length (content
///    width less the section's insets) with `minimumInteritemSpacing` between them: the
///    spacing is a minimum. An item longer than the available length gets a line of its own
///    and is clamped to it. An item with a ``WidthMode`` of `1/n` is as long as n such items
///    with their n − 1 spacings fill the available length (a magazine feed).
/// 4. **Distribute the extra space** (justified, UIKit's default) — a line's leftover length
///    is spread evenly between its items: the first item sits at the leading inset, the last at
///    the trailing edge. A line holding a single item is centred.
/// 5. **Last line** — the last line of a section is not spread. When every item of the
///    section has one size it keeps the columns a full line would have (a grid stays a grid);
///    otherwise it starts at the leading inset with the minimum spacing. A section whose only
///    line holds a single item centres it, as UIKit does.
/// 6. **Cross alignment** — items of a line are centred on the line's thickness (UIKit), or
///    aligned to its top or bottom, or stretched to it (``LineAlignment/Cross-swift.enum/fill``;
///    see ``LineAlignment``).
/// 7. **Line spacing** — lines are `minimumLineSpacing` apart; no line spacing is added next to
///    a header or footer (the insets separate them).
/// 8. **Pinning** — with `sectionHeadersPinToVisibleBounds` (footers likewise) a header stays
///    at the top of the visible area while its section is on screen, and is pushed away by the
///    end of its section.
/// 9. **Right-to-left** — every horizontal position is mirrored in the content width: item 0
///    starts at the right, and a horizontally scrolling layout starts at the right end.
///
/// ```swift
/// var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
/// layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumInteritemSpacing: 10))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [1000]))
/// let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// Work is incremental: a scroll (only `bounds.origin` changes) costs O(1) in `prepare`;
/// appending items to the last section re-lays its last line and the new items only; a batch
/// update (``prepare(_:updates:)``), an invalidation of some items (``invalidateItems(at:)``)
/// or measured sizes of self-sizing cells (``Configuration/estimatedItemSize`` and
/// ``reportSize(_:forItemAt:)``) lay out each changed section from the line of its first
/// change and move the later sections; any other change (a resize, the configuration)
/// recomputes once, O(n).
///
/// A section whose items all have one size (``ItemSizing/fixed(_:)`` without
/// ``Configuration/estimatedItemSize``) is kept as a formula of the item number instead of a
/// frame per item: preparing, appending to or updating it costs one line's items whatever its
/// length, a query costs the items it returns, and it takes no memory per item. Its frames are
/// the same, bit for bit, as those of the same section given by a closure. (The formula
/// applies where the line positions are exact sums, as with sizes, spacings and insets in
/// whole, half or quarter points; other sections, and sections with more than 4096 items on a
/// line, keep their frames.)
public struct FlowLayout: CollectionLayout, Sendable {
    /// What the layout does.
    ///
    /// Setting it makes the next `prepare` recompute everything, unless the only change is
    /// sizes appended to the lists of ``ItemSizing/sizes(_:)`` (the next page's sizes), or the
    /// next `prepare` is a batch update (``prepare(_:updates:)``), which says which items
    /// changed, without a look at every size.
    public var configuration: Configuration {
        didSet { cache.configurationChanged(from: oldValue, to: configuration) }
    }
    /// Geometry of the last `prepare`, and what updates keep.
    var cache = FlowCache()

    /// Creates a flow layout with a configuration.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Creates a vertically scrolling flow layout whose items all have `itemSize`.
    public init(itemSize: Size, scrollDirection: ScrollDirection = .vertical) {
        self.init(
            configuration: Configuration(itemSizing: .fixed(itemSize), scrollDirection: scrollDirection))
    }
}

// MARK: - CollectionLayout

extension FlowLayout {
    /// Size of the whole scrollable content after ``prepare(_:)``.
    public var contentSize: Size { cache.contentSize }

    /// Lays out the sections of `context`, redoing only what changed since the last call.
    ///
    /// Negative item counts read as zero, and at most ``LayoutContext/maximumItemCount`` items
    /// are laid out (``LayoutContext/laidOutItemCounts``); negative, NaN or infinite sizes,
    /// spacings and insets read as zero, longer ones than ``LayoutContext/maximumLength`` as
    /// that length; an empty viewport lays items out in a zero-width content. Zero lengths stay
    /// zero: items of zero size share a position, and a query that meets it returns them all.
    ///
    /// - Complexity: O(1) for a scroll, O(a + m) for a items appended to the last section whose
    ///   last line held m (O(m) for m items per line when its items all have one size), O(n)
    ///   otherwise (O(s + m) for s sections whose items all have one size).
    public mutating func prepare(_ context: LayoutContext) {
        cache.prepare(context, configuration: configuration)
    }
}

extension FlowLayout {
    /// Discards the computed geometry so that the next ``prepare(_:)`` lays out every section
    /// again: call it when item sizes changed without a change of item counts (UIKit's
    /// `invalidateLayout`).
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        cache.invalidate()
    }
}
