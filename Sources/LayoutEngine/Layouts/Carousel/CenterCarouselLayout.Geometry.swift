extension CenterCarouselLayout {
    /// The base geometry for one configuration and viewport size: every untransformed frame is
    /// a formula of the item's slot (its place along the line), so nothing is stored per item.
    struct Geometry: Hashable, Sendable {
        /// The scroll axis.
        var axis: Axis
        /// The viewport's size, sanitised.
        var viewport: Size
        /// The item size, sanitised and at most ``LayoutContext/maximumLength``.
        var itemSize: Size
        /// Rule 1: the inset before the first item along the axis (negative when the item is
        /// longer than the viewport).
        var mainInset: Double
        /// Rule 1: the inset across the axis that centres the items on the viewport.
        var crossInset: Double
        /// Rule 2: the distance from one item's frame to the next one's.
        var lineSpacing: Double
        /// Rule 2: item length plus line spacing, at least ``CenterCarouselLayout/minimumPageLength``.
        var page: Double
        /// The side-item effect, sanitised.
        var effect: SideEffect

        /// Resolves the geometry of `configuration` in a viewport of `viewport` (sanitised).
        init(_ configuration: Configuration, viewport: Size) {
            axis = configuration.scrollDirection
            self.viewport = viewport
            itemSize = configuration.itemSize.bounded
            effect = SideEffect(configuration.animationMode, itemLength: itemSize.length(along: axis))
            (mainInset, crossInset) = Self.centeringInsets(
                viewport: viewport, itemSize: itemSize, axis: axis)
            lineSpacing = Self.lineSpacing(
                configuration.spacingMode, itemLength: itemSize.length(along: axis),
                sideScale: effect.scale, mainInset: mainInset)
            page = Self.pageLength(itemLength: itemSize.length(along: axis), lineSpacing: lineSpacing)
            lineSpacing = page - itemSize.length(along: axis)
        }
    }
}

// MARK: - Rules 1 and 2: insets and spacing

extension CenterCarouselLayout.Geometry {
    /// Rule 1: half the space the item leaves in the viewport, on each axis, so the first and
    /// last items can reach the centre and every item is centred across the axis.
    static func centeringInsets(viewport: Size, itemSize: Size, axis: Axis) -> (main: Double, cross: Double) {
        (
            (viewport.length(along: axis) - itemSize.length(along: axis)) / 2,
            (viewport.length(along: axis.cross) - itemSize.length(along: axis.cross)) / 2
        )
    }

    /// Rule 2: the frame-to-frame spacing that makes the scaled gap look as configured.
    ///
    /// A side item scaled by `s` about its centre leaves `length · (1 − s) / 2` empty at each
    /// end; the spacing subtracts it. For `overlap`, the neighbour's scaled near edge must sit
    /// `visibleOffset` inside the viewport's edge, which lies `mainInset` beyond the centred
    /// item.
    static func lineSpacing(
        _ mode: CenterCarouselLayout.SpacingMode, itemLength: Double, sideScale: Double, mainInset: Double
    ) -> Double {
        let scaledItemOffset = (itemLength - itemLength * sideScale) / 2
        switch mode {
        case .fixed(let spacing):
            return spacing.boundedOffset - scaledItemOffset
        case .overlap(let visibleOffset):
            return mainInset - (visibleOffset.boundedOffset + scaledItemOffset)
        }
    }

    /// Rule 2: the page (item length plus spacing), raised to the minimum page length when it is
    /// shorter (or not finite, which only absurd finite inputs can cause), so that items stay in
    /// order and snapping stays defined.
    static func pageLength(itemLength: Double, lineSpacing: Double) -> Double {
        let page = itemLength + lineSpacing
        return page >= CenterCarouselLayout.minimumPageLength && page.isFinite
            ? page : CenterCarouselLayout.minimumPageLength
    }
}

// MARK: - Slots

extension CenterCarouselLayout.Geometry {
    /// The untransformed frame of the item in `slot` before its shift across the axis.
    @inline(__always)
    func baseFrame(slot: Int, shift: Double = 0) -> Rect {
        Rect(
            along: axis, main: mainInset + Double(slot) * page, cross: crossInset + shift,
            mainLength: itemSize.length(along: axis), crossLength: itemSize.length(along: axis.cross))
    }

    /// The content length along the axis for `count` items: the viewport plus one page per item
    /// after the first (zero without items).
    func contentLength(count: Int) -> Double {
        count > 0 ? viewport.length(along: axis) + Double(count - 1) * page : 0
    }

    /// How far, beyond its frame, an item can reach when drawn: along the axis and across it.
    ///
    /// Scaling by at most 1 never grows an item; a turn in perspective grows it by at most a
    /// third (the nearest edge stays at three quarters of the eye distance or more), doubled
    /// here for safety; the shift moves it across. One point more covers rounding.
    var visualReach: (main: Double, cross: Double) {
        let growth = effect.isRotation ? 1.0 / 3 : 0
        let main = itemSize.length(along: axis) * growth + 1
        let cross = itemSize.length(along: axis.cross) * growth + Swift.abs(effect.shift) + 1
        return (main, cross)
    }
}
