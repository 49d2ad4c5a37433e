/// Pixel alignment: frames land on 1/s boundaries for a display scale s (the rule of a
/// ``SectionedStore`` whose ``SectionedStore/pixelGrid`` is set).
///
/// The rule: each edge of a frame (min x, max x, min y, max y) is rounded on its own to the
/// nearest multiple of 1/s, halves away from zero; the width and height are the differences of
/// the rounded edges. Neighbours that share an edge keep sharing it, and lengths never drift
/// across a long section (each edge rounds from its exact position). Right-to-left frames are
/// the rounded left-to-right frames mirrored across the content width (itself rounded).
struct PixelGrid: Sendable {
    /// Pixels per point, sanitised: not finite or not above zero reads as 1, above 1000 as 1000.
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? min(scale, 1000) : 1
    }

    /// `value` rounded to the nearest pixel boundary.
    @inline(__always)
    func align(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `frame` with every edge on a pixel boundary, mirrored across `mirrorWidth` when given.
    @inline(__always)
    func align(_ frame: Rect, mirrorWidth: Double?) -> Rect {
        var minX = align(frame.minX)
        var maxX = align(frame.maxX)
        let minY = align(frame.minY)
        let maxY = align(frame.maxY)
        if let mirrorWidth {
            (minX, maxX) = (mirrorWidth - maxX, mirrorWidth - minX)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

// MARK: - Frames as returned

extension SectionedStore {
    /// A stored (left-to-right) frame, already moved by its section's offset, as returned: on
    /// ``pixelGrid`` when set, then mirrored across ``mirrorWidth`` when set.
    ///
    /// Frames are stored exact, in their section's own coordinates, and aligned here only,
    /// after the offset is added: a section laid out again on its own and one laid out in a
    /// full pass return the same frames, bit for bit, wherever the section is moved.
    @inline(__always)
    func returned(_ frame: Rect) -> Rect {
        guard let pixelGrid else { return leftToRight(frame) }
        return pixelGrid.align(frame, mirrorWidth: mirrorWidth)
    }
}
