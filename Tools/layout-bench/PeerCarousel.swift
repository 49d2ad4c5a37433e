import LayoutEngine

/// The carousel as YZCenterFlowLayout builds it: a `UICollectionViewFlowLayout` subclass whose
/// `layoutAttributesForElements(in:)` asks the flow layout for the rect and transforms what it
/// returns by each item's distance from the centre (scale and alpha, or a turn). Here the flow
/// layout is this library's ``FlowLayout``, one horizontal line laid out as the carousel lays
/// out its untransformed frames, so the peer pays a flow's rect query plus the transform of
/// each result, which is what the subclass pays.
struct PeerCarousel {
    /// The flow layout the subclass inherits from.
    var flow: FlowLayout
    /// The distance between neighbouring items' centres.
    let pitch: Double
    /// The side items' effect at a full pitch from the centre.
    let mode: CenterCarouselLayout.AnimationMode
    /// How far each item overlaps its neighbours' places on each side (half the negative line
    /// spacing that YZCenterFlowLayout gives UIKit's flow layout, which ``FlowLayout`` reads as
    /// zero): the flow lays out items one pitch wide, and the peer grows its rect by this much
    /// and widens each result back to the item's width.
    let overlap: Double
    /// The items' width.
    let width: Double

    /// The peer of `carousel` (prepared for `context`): its untransformed line, as a flow.
    init(of carousel: CenterCarouselLayout, context: LayoutContext) {
        let first = carousel.attributes(at: ItemPath(item: 0, section: 0))?.frame ?? .zero
        let second = carousel.attributes(at: ItemPath(item: 1, section: 0))?.frame ?? first
        pitch = max(1, second.minX - first.minX)
        mode = carousel.configuration.animationMode
        let size = carousel.configuration.itemSize
        width = size.width
        overlap = max(0, (size.width - pitch) / 2)
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(
                top: first.minY - context.bounds.minY, left: first.minX + overlap, bottom: 0,
                right: first.minX + overlap),
            minimumLineSpacing: max(0, pitch - size.width), minimumInteritemSpacing: 0)
        flow = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: min(size.width, pitch), height: size.height)),
                scrollDirection: .horizontal, metrics: .all(metrics)))
        flow.prepare(context)
    }

    /// One frame: the flow at the new offset, its rect query, each result transformed.
    mutating func frame(_ context: LayoutContext) -> [LayoutAttributes] {
        flow.prepare(context)
        let bounds = context.bounds
        var result = flow.attributes(
            in: Rect(
                x: bounds.minX - overlap, y: bounds.minY, width: bounds.width + 2 * overlap,
                height: bounds.height))
        let centre = bounds.midX
        for index in result.indices {
            result[index].frame = result[index].frame.insetBy(dx: -overlap, dy: 0)
            let distance = result[index].center.x - centre
            let ratio = min(1, abs(distance) / pitch)
            switch mode {
            case .scale(let scale, let alpha, _):
                let factor = 1 - (1 - scale) * ratio
                result[index].transform3D = Transform3D(scaleX: factor, y: factor, z: 1)
                result[index].alpha = 1 - (1 - alpha) * ratio
            case .rotation(let angle, let alpha, _):
                result[index].transform3D = Transform3D(
                    rotationAngle: (distance < 0 ? angle : -angle) * ratio, x: 0, y: 1, z: 0)
                result[index].alpha = 1 - (1 - alpha) * ratio
            }
            result[index].zIndex = Int((1 - ratio) * 1000)
        }
        return result
    }
}
