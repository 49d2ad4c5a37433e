// swift-format-ignore-file
// (Examples keep the layout of the text they come from, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// The Swift examples of README.md and of the layout articles of the documentation catalog,
// verbatim, in a `@MainActor` context as an app has it; `AppExamplesTests` runs them and checks
// what their comments claim, and `.ci/check-examples` fails when an example is not found in
// this folder line for line.

/// A photo of a feed, as an app's model has it.
struct Photo {
    var width: Double
    var height: Double
}

/// A message of a chat, as an app's model has it.
struct Message {
    var text: String
    var height: Double
}

/// A main-actor view model: the state an example reads lives on the main actor.
@MainActor
final class ExampleApp {
    /// The messages shown so far, oldest first.
    var messages: [Message] = (0..<2000).map { Message(text: "m\($0)", height: Double(40 + ($0 * 29) % 90)) }
    /// Older messages that arrive while the reader is in the middle of the chat.
    var olderMessages: [Message] = (0..<50).map { Message(text: "o\($0)", height: Double(40 + ($0 * 31) % 90)) }

    /// The photos shown so far.
    var photos: [Photo] = (0..<40).map { Photo(width: 300, height: Double(200 + ($0 * 37) % 300)) }
    /// The page that arrives next.
    var nextPage: [Photo] = (0..<20).map { Photo(width: 400, height: Double(300 + ($0 * 53) % 400)) }

    func flowScrolling() -> (FlowLayout, LayoutContext, [LayoutAttributes]) {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(sectionInset: EdgeInsets(all: 8)))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [1_000_000])
        layout.prepare(context)                    // lays out a million items, once

        // Every frame of scrolling:
        context.bounds.origin.y = 250_000          // the content offset
        layout.prepare(context)                    // a scroll: nothing is laid out again
        let visible = layout.attributes(in: context.bounds)   // the 27 cells the viewport shows
        return (layout, context, visible)
    }

    func flowLineAlignment() -> FlowLayout {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { path in Size(width: 100, height: Double(40 + path.item % 3 * 20)) }))
        // Items of a row share their row's top; rows start at the leading edge (right in RTL).
        let topLeading = LineAlignment(cross: .top, along: .leading)
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(lineAlignment: topLeading))
        return layout
    }

    func flowVerticalAlign() -> FlowLayout {
        let layout = FlowLayout.verticalAlign(.bottom, itemSizing: .perItem { path in
            Size(width: 100, height: Double(40 + path.item % 3 * 20))
        })
        return layout
    }

    func waterfallPagination() -> (WaterfallLayout, firstPage: [LayoutAttributes], LayoutContext) {
        var ratios = photos.map { $0.height / $0.width }      // a snapshot of main-actor data
        var layout = WaterfallLayout(configuration: .init(
            columnCount: 2, columnSpacing: 8, itemSpacing: 8,
            sectionInset: EdgeInsets(all: 8), headerHeight: 44,
            itemHeight: .aspectRatios([ratios])))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [ratios.count])
        layout.prepare(context)
        let visible = layout.attributes(in: context.bounds)

        photos += nextPage                                    // the next page arrives
        ratios += nextPage.map { $0.height / $0.width }
        layout.configuration.itemHeight = .aspectRatios([ratios])
        context.itemCounts = [ratios.count]
        layout.prepare(context)                 // lays out the new page only, not every photo again
        return (layout, visible, context)
    }

    func waterfallHeaderSizing() -> (WaterfallLayout, [Double], LayoutContext) {
        let ratios = photos.map { $0.height / $0.width }
        var layout = WaterfallLayout(configuration: .init(
            columnCount: 2, estimatedHeaderHeight: 44, itemHeight: .aspectRatios([ratios])))
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [ratios.count])
        layout.prepare(context)
        let header = ItemPath(item: 0, section: 0)
        let kind = ElementKind.sectionHeaderKind
        if layout.needsMeasurement(ofSupplementaryOfKind: kind, at: header) {    // true: laid out 44 high
            layout.reportSize(Size(width: 390, height: 72), forSupplementaryOfKind: kind, at: header)
            layout.prepare(context)              // the header is 72 high, the photos below it move down
        }
        return (layout, ratios, context)
    }

    func chatPrepend() throws -> (FlowLayout, before: [LayoutAttributes], LayoutContext, fadeIn: LayoutAttributes?) {
        var heights = messages.map(\.height)                 // a snapshot of main-actor data
        var layout = FlowLayout(configuration: .init(itemSizing: .sizes([heights.map { Size(width: 390, height: $0) }])))
        var context = LayoutContext(
            bounds: Rect(x: 0, y: 60_000, width: 390, height: 844), itemCounts: [heights.count])
        layout.prepare(context)
        let before = layout.attributes(in: context.bounds)

        messages.insert(contentsOf: olderMessages, at: 0)    // older messages arrive above the reader
        heights.insert(contentsOf: olderMessages.map(\.height), at: 0)
        layout.configuration.itemSizing = .sizes([heights.map { Size(width: 390, height: $0) }])
        context.itemCounts = [heights.count]
        try layout.prepare(context, updates: [
            .insertItems(at: olderMessages.indices.map { ItemPath(item: $0, section: 0) })])
        let fadeIn = layout.initialAttributes(forAppearingItemAt: ItemPath(item: 0, section: 0))  // alpha 0
        context.bounds.origin.y += layout.contentOffsetAdjustment.y   // what the reader sees stays put
        layout.prepare(context)                                       // a scroll: keeps the animation
        return (layout, before, context, fadeIn)
    }

    func compositionalSideways() -> (CompositionalLayout, rest: Double, CompositionalLayout) {
        var row = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(220)),
            subitems: [LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        row.orthogonalScrollingBehavior = .groupPagingCentered
        row.visibleItemsInvalidationHandler = { items, _, environment in
            let centre = environment.contentSize.width / 2
            for index in items.indices {
                let scale = 1 - 0.25 * min(1, abs(items[index].frame.midX - centre) / centre)
                items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
            }
        }
        var carousel = CompositionalLayout(section: row)
        carousel.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [10]))
        let rest = carousel.targetOrthogonalOffset(proposed: 300, velocity: 1.5, forSection: 0)
        carousel.setOrthogonalOffset(rest, forSection: 0)  // then query: O(visible)

        let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var list = CompositionalLayout(section: LayoutSection(
            group: .vertical(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)])))
        list.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [10_000]))
        list.reportSize(Size(width: 390, height: 96), forItemAt: ItemPath(item: 5_000, section: 0))
        return (carousel, rest, list)
    }

    func compositionalSection() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(150)))
        var section = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(268)),
            subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(all: 7)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: ElementKind.sectionHeaderKind, alignment: .top)]
        var layout = CompositionalLayout(section: section)
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [20], displayScale: 2))
        return layout
    }

    func carouselSnapping() -> (start: Point?, rest: Point) {
        var carousel = CenterCarouselLayout(
            itemSize: Size(width: 280, height: 180), spacingMode: .fixed(spacing: 12),
            animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.6, sideItemShift: 0))
        carousel.prepare(LayoutContext(viewportSize: Size(width: 390, height: 240), itemCounts: [20]))
        let start = carousel.contentOffset(centering: ItemPath(item: 5, section: 0))  // (5 · 292, 0)
        let rest = carousel.targetContentOffset(proposed: Point(x: 1500, y: 0), velocity: Point(x: 2, y: 0))
        // start: page 292 (no scale in rotation mode, so the spacing is 12). rest: (6 · 292, 0):
        // the proposal is 5.14 pages along, and a forward flick rests on the first item past it, item 6
        return (start, rest)
    }

    func carouselWrapAround() -> (CenterCarouselLayout, home: Point, rest: Point, recentred: Point) {
        var ring = CenterCarouselLayout(
            itemSize: Size(width: 280, height: 180), spacingMode: .fixed(spacing: 12),
            animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.6, sideItemShift: 0),
            wrapsAround: true)
        ring.prepare(LayoutContext(viewportSize: Size(width: 390, height: 240), itemCounts: [20]))
        let home = ring.recenteredContentOffset(for: .zero)  // (2 · 5840, 0): item 0 in copy 2 of 5
        // …the user flicks back from item 0 to item 19, the copy before; when scrolling stops:
        let rest = ring.targetContentOffset(
            proposed: Point(x: home.x - 100, y: 0), velocity: Point(x: -1, y: 0))
        // rest: (2 · 5840 − 292, 0), item 19 in copy 1
        let recentred = ring.recenteredContentOffset(for: rest)  // (2 · 5840 + 19 · 292, 0): same picture
        return (ring, home, rest, recentred)
    }

    func fan() -> (CircularFanLayout, visible: [LayoutAttributes], rest: Point, top: Point?) {
        var fan = CircularFanLayout(itemSize: Size(width: 120, height: 160), radius: 600)
        fan.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [40]))
        let visible = fan.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let rest = fan.targetContentOffset(proposed: Point(x: 913, y: 0), velocity: Point(x: 0.8, y: 0))
        // rest: (9 / 39 · 4410, 0) ≈ (1017.7, 0), item 9 upright: the proposal turns item 8.07 to the
        // top, rounded to item 8, then one further for the forward flick
        let top = fan.contentOffset(centering: ItemPath(item: 9, section: 0))  // the same offset
        return (fan, visible, rest, top)
    }
}
