import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The transposition a horizontal waterfall follows: the vertical waterfall with x and y
/// swapped in everything it is given (viewport, insets, reported sizes) and everything it
/// answers (frames, content size, offset adjustment).
enum WaterfallTranspose {
    /// `rect` with x and y swapped.
    static func rect(_ rect: Rect) -> Rect {
        Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// `insets` with top and left, bottom and right swapped.
    static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    /// `context` with its viewport and insets transposed.
    static func context(_ context: LayoutContext) -> LayoutContext {
        var transposed = context
        transposed.bounds = rect(context.bounds)
        transposed.contentInsets = insets(context.contentInsets)
        transposed.safeAreaInsets = insets(context.safeAreaInsets)
        transposed.layoutMargins = insets(context.layoutMargins)
        return transposed
    }

    /// The horizontal twin of the vertical `configuration`: the same values, insets transposed.
    static func configuration(_ configuration: WaterfallLayout.Configuration) -> WaterfallLayout.Configuration
    {
        var horizontal = configuration
        horizontal.scrollDirection = .horizontal
        switch configuration.sectionInset {
        case .all(let value): horizontal.sectionInset = .all(insets(value))
        case .list(let values): horizontal.sectionInset = .list(values.map(insets))
        case .computed(let valueOf): horizontal.sectionInset = .computed { insets(valueOf($0)) }
        }
        return horizontal
    }

    /// `attributes` with their frames transposed.
    static func attributes(_ list: [LayoutAttributes]) -> [LayoutAttributes] {
        list.map { attributes($0) }
    }

    /// `attributes` with its frame transposed.
    static func attributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var transposed = attributes
        transposed.frame = rect(attributes.frame)
        return transposed
    }
}

/// A vertical waterfall and its horizontal twin, given the same input transposed.
struct WaterfallTwins {
    /// The vertical layout.
    var vertical: WaterfallLayout
    /// The horizontal layout.
    var horizontal: WaterfallLayout
    /// The vertical layout's last context.
    var context: LayoutContext

    /// Twins of `configuration` (vertical), prepared for `context` (vertical).
    init(_ configuration: WaterfallLayout.Configuration, context: LayoutContext) {
        vertical = WaterfallLayout(configuration: configuration)
        horizontal = WaterfallLayout(configuration: WaterfallTranspose.configuration(configuration))
        self.context = context
        vertical.prepare(context)
        horizontal.prepare(WaterfallTranspose.context(context))
    }

    /// Prepares both for `context` (vertical).
    mutating func prepare(_ context: LayoutContext) {
        self.context = context
        vertical.prepare(context)
        horizontal.prepare(WaterfallTranspose.context(context))
    }

    /// Prepares both for `context` (vertical) changed by `updates`.
    mutating func prepare(_ context: LayoutContext, updates: [CollectionUpdate]) throws {
        self.context = context
        try vertical.prepare(context, updates: updates)
        try horizontal.prepare(WaterfallTranspose.context(context), updates: updates)
    }

    /// Reports an item's measured length along the scroll axis to both (the vertical one's
    /// height, the horizontal one's width; the other extent is ignored).
    mutating func report(length: Double, across: Double, at path: ItemPath) {
        vertical.reportSize(Size(width: across, height: length), forItemAt: path)
        horizontal.reportSize(Size(width: length, height: across), forItemAt: path)
    }

    /// Asserts that every answer of the horizontal layout is the vertical one's transposed,
    /// bit for bit: the content size, the offset adjustment, every cell, header and footer
    /// (pinned where they pin), the whole-content query, `rects` queried transposed, and the
    /// animation's start and end of every cell and supplementary (`oldCounts`: before the
    /// last batch).
    /// Returns the number of cells compared that both layouts have (a case that compares none
    /// checks nothing).
    @discardableResult
    func assertTransposed(
        rects: [Rect] = [], oldCounts: [Int] = [], _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) -> Int {
        var compared = 0
        let t = WaterfallTranspose.self
        XCTAssertEqual(
            t.rect(Rect(origin: .zero, size: vertical.contentSize)).size, horizontal.contentSize, message,
            file: file, line: line)
        XCTAssertEqual(
            vertical.contentOffsetAdjustment.y, horizontal.contentOffsetAdjustment.x, message, file: file,
            line: line)
        XCTAssertEqual(
            vertical.contentOffsetAdjustment.x, horizontal.contentOffsetAdjustment.y, message, file: file,
            line: line)
        let kinds = [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind]
        for (section, count) in context.itemCounts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if vertical.attributes(at: path) != nil { compared += 1 }
                XCTAssertEqual(
                    vertical.attributes(at: path).map(t.attributes), horizontal.attributes(at: path),
                    "\(message), \(path)", file: file, line: line)
                XCTAssertEqual(
                    vertical.initialAttributes(forAppearingItemAt: path).map(t.attributes),
                    horizontal.initialAttributes(forAppearingItemAt: path), "\(message), appearing \(path)",
                    file: file, line: line)
            }
            for kind in kinds {
                XCTAssertEqual(
                    vertical.supplementaryAttributes(ofKind: kind, inSection: section).map(t.attributes),
                    horizontal.supplementaryAttributes(ofKind: kind, inSection: section),
                    "\(message), \(kind) \(section)", file: file, line: line)
                let path = ItemPath(item: 0, section: section)
                XCTAssertEqual(
                    vertical.initialAttributes(forAppearingSupplementaryOfKind: kind, at: path).map(
                        t.attributes),
                    horizontal.initialAttributes(forAppearingSupplementaryOfKind: kind, at: path),
                    "\(message), appearing \(kind) \(section)", file: file, line: line)
            }
        }
        for (section, count) in oldCounts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                XCTAssertEqual(
                    vertical.finalAttributes(forDisappearingItemAt: path).map(t.attributes),
                    horizontal.finalAttributes(forDisappearingItemAt: path),
                    "\(message), disappearing \(path)",
                    file: file, line: line)
            }
            for kind in kinds {
                let path = ItemPath(item: 0, section: section)
                XCTAssertEqual(
                    vertical.finalAttributes(forDisappearingSupplementaryOfKind: kind, at: path).map(
                        t.attributes),
                    horizontal.finalAttributes(forDisappearingSupplementaryOfKind: kind, at: path),
                    "\(message), disappearing \(kind) \(section)", file: file, line: line)
            }
        }
        for rect in [Rect.infinite] + rects {
            assertSameElements(
                t.attributes(vertical.attributes(in: rect)), horizontal.attributes(in: t.rect(rect)),
                "\(message), rect \(rect)", file: file, line: line)
        }
        return compared
    }
}
