/// Hit testing through transforms, as a function of a frame's elements: what a pointer at a
/// point of the viewport touches.
///
/// ``CollectionHost/element(at:)`` answers with the host's last frame; a renderer that keeps
/// its own frame (a UIKit adapter, say) calls ``element(at:among:viewportOrigin:)`` with it.
public enum HitTesting {
    /// The element drawn at `point` (viewport coordinates, as a pointer event gives them) among
    /// `elements` (a frame's ``HostFrame/visible``, in its order) shown in a viewport whose
    /// top-left corner is at `viewportOrigin` (content coordinates): the topmost element whose
    /// presented frame, through its transform, contains the point.
    ///
    /// Topmost means the highest `zIndex`, then the latest in `elements` (the order a renderer
    /// stacks views of equal `zIndex` in). Hidden elements and elements with an alpha below
    /// 0.01 are skipped, as `UIView.hitTest(_:with:)` skips them.
    ///
    /// Bad input: a non-finite point hits nothing.
    ///
    /// - Complexity: O(k) for the k elements.
    public static func element(at point: Point, among elements: [HostedElement], viewportOrigin: Point)
        -> ElementID?
    {
        guard point.isFinite else { return nil }
        let location = Point(x: point.x + viewportOrigin.x, y: point.y + viewportOrigin.y)
        var best: HostedElement?
        for element in elements {
            let attributes = element.attributes
            guard !attributes.isHidden, attributes.alpha >= 0.01, attributes.drawnShapeContains(location)
            else {
                continue
            }
            if let current = best, current.attributes.zIndex > attributes.zIndex { continue }
            best = element
        }
        return best?.id
    }
}
