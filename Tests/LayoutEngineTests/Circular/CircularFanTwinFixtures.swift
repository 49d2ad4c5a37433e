import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The vertical and the mirrored fan as twins of the horizontal, left-to-right one (rules 14 and
/// 15 of `CircularFanLayout`): a vertical fan is its twin with x and y swapped; a mirrored fan at
/// offset x is its twin at offset `maxOffset − x`, mirrored across the line
/// `x = (maxOffset + viewport width) / 2`.
enum CircularFanTwins {
    /// A twin's orientation.
    enum Orientation: CaseIterable {
        case vertical, mirrored, verticalMirrored

        /// Whether the orientation swaps x and y.
        var isVertical: Bool { self != .mirrored }
        /// Whether the orientation mirrors.
        var isMirrored: Bool { self != .vertical }
    }

    /// The fan of `testCase` in `orientation`: the same wheel, its sizes transposed when it is
    /// vertical, the layout direction followed when it is mirrored.
    static func layout(_ testCase: CircularFanFixtures.Case, _ orientation: Orientation) -> CircularFanLayout
    {
        let horizontal = testCase.layout.configuration
        return CircularFanLayout(
            configuration: CircularFanLayout.Configuration(
                itemSize: orientation.isVertical ? transposed(horizontal.itemSize) : horizontal.itemSize,
                radius: horizontal.radius, anglePerItem: horizontal.anglePerItem,
                scrollDirection: orientation.isVertical ? .vertical : .horizontal,
                followsLayoutDirection: true))
    }

    /// The context of the twin in `orientation` that shows the horizontal fan's picture at
    /// offset (`x`, `y`): the viewport transposed for a vertical twin, a right-to-left direction
    /// at the mirrored offset for a mirrored one (a vertical fan does not scroll across, so its
    /// mirror keeps the offset).
    static func context(
        _ testCase: CircularFanFixtures.Case, _ orientation: Orientation, x: Double, y: Double = 0
    ) -> LayoutContext {
        let mirroredX = orientation == .mirrored ? testCase.maxOffset - x : x
        let origin = orientation.isVertical ? Point(x: y, y: mirroredX) : Point(x: mirroredX, y: y)
        return LayoutContext(
            bounds: Rect(
                origin: origin,
                size: orientation.isVertical ? transposed(testCase.viewport) : testCase.viewport),
            itemCounts: testCase.itemCounts,
            layoutDirection: orientation.isMirrored ? .rightToLeft : .leftToRight)
    }

    /// The twin of `testCase` in `orientation` prepared to show the picture of offset `x`.
    static func prepared(
        _ testCase: CircularFanFixtures.Case, _ orientation: Orientation, x: Double, y: Double = 0
    ) -> CircularFanLayout {
        var layout = layout(testCase, orientation)
        layout.prepare(context(testCase, orientation, x: x, y: y))
        return layout
    }

    /// The horizontal fan's `attributes` as the twin in `orientation` draws them; `mirrorLine`
    /// is twice the x of the mirror's line (`maxOffset + viewport width` of the horizontal fan).
    static func attributes(
        _ attributes: LayoutAttributes, _ orientation: Orientation, mirrorLine: Double
    ) -> LayoutAttributes {
        var result = attributes
        var frame = attributes.frame
        var anchor = attributes.anchorPoint
        var t = attributes.transform
        if orientation == .mirrored {
            // The horizontal mirror: its picture, not its numbers, is mirrored across the line.
            frame.origin.x = mirrorLine - frame.maxX
        }
        if orientation.isVertical {
            frame = Rect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)
            anchor = Point(x: anchor.y, y: anchor.x)
            t = Transform(a: t.d, b: t.c, c: t.b, d: t.a, tx: t.ty, ty: t.tx)
        }
        if orientation.isMirrored {
            anchor.x = 1 - anchor.x
            t = Transform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
        }
        // A vertical fan's frame is centred across its viewport, which the mirror keeps.
        result.frame = frame
        result.anchorPoint = anchor
        result.transform = t
        return result
    }

    /// `size` with its width and height swapped.
    static func transposed(_ size: Size) -> Size {
        Size(width: size.height, height: size.width)
    }
}
