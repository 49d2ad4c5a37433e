extension CenterCarouselLayout {
    /// The side-item effect with every value sanitised, and how it looks at a given distance.
    struct SideEffect: Hashable, Sendable {
        /// Whether side items turn (rotation mode) rather than shrink.
        var isRotation: Bool
        /// The scale at a page or more (1 in rotation mode), in 0…1.
        var scale: Double
        /// The alpha at a page or more, in 0…1.
        var alpha: Double
        /// The shift across the axis at a page or more.
        var shift: Double
        /// The turn at a page or more (0 in scale mode), in −π/2…π/2.
        var angle: Double
        /// The perspective's eye distance (rotation mode).
        var eyeDistance: Double

        /// Sanitises `mode` as its documentation says, for items `itemLength` long.
        init(_ mode: AnimationMode, itemLength: Double) {
            switch mode {
            case .scale(let scale, let alpha, let shift):
                isRotation = false
                self.scale = Self.unitValue(scale)
                self.alpha = Self.unitValue(alpha)
                self.shift = shift.boundedOffset
                angle = 0
            case .rotation(let angle, let alpha, let shift):
                isRotation = true
                scale = 1
                self.alpha = Self.unitValue(alpha)
                self.shift = shift.boundedOffset
                let limit = CenterCarouselLayout.maximumSideItemAngle
                self.angle = Swift.min(Swift.max(angle.sanitizedOffset, -limit), limit)
            }
            eyeDistance = Swift.max(CenterCarouselLayout.minimumEyeDistance, 2 * itemLength)
        }

        /// `value` clamped to 0…1, NaN read as 1 (a scale or an alpha).
        private static func unitValue(_ value: Double) -> Double {
            value.isNaN ? 1 : Swift.min(Swift.max(value, 0), 1)
        }
    }
}

// MARK: - Rule 4: interpolation

extension CenterCarouselLayout.SideEffect {
    /// Rule 4: how centred an item is, from its signed distance to the viewport's centre:
    /// 1 at the centre, falling linearly to 0 at one page and staying 0 beyond.
    @inline(__always)
    static func centeredness(distance: Double, page: Double) -> Double {
        let clamped = Swift.min(Swift.abs(distance), page)
        return 1 - clamped / page
    }

    /// Rule 4: the value between the side value (`ratio` 0) and the centred value (`ratio` 1).
    @inline(__always)
    static func interpolate(side: Double, centered: Double, ratio: Double) -> Double {
        side + ratio * (centered - side)
    }

    /// The item's alpha at `ratio`.
    func alpha(at ratio: Double) -> Double {
        Self.interpolate(side: alpha, centered: 1, ratio: ratio)
    }

    /// The item's shift across the axis at `ratio`.
    func shift(at ratio: Double) -> Double {
        Self.interpolate(side: shift, centered: 0, ratio: ratio)
    }

    /// Rule 4 and 5: the item's transform at `ratio`, for an item after the centre (right or
    /// below) when `isAfterCenter`, on a line along `axis`.
    ///
    /// Scale mode scales about the centre; rotation mode turns about the centre line across
    /// the axis, then applies the perspective. An item at full scale and no turn gets the
    /// identity.
    func transform(at ratio: Double, isAfterCenter: Bool, axis: Axis) -> Transform3D {
        if !isRotation {
            let scale = Self.interpolate(side: scale, centered: 1, ratio: ratio)
            return scale == 1 ? .identity : Transform3D(scaleX: scale, y: scale, z: 1)
        }
        let turn = Self.interpolate(side: angle, centered: 0, ratio: ratio)
        if turn == 0 { return .identity }
        // Outer edge towards the viewer for a positive angle: about y, a negative turn brings the
        // right edge forward; about x, a positive turn brings the bottom edge forward.
        let rotation: Transform3D
        switch axis {
        case .horizontal:
            rotation = Transform3D(rotationAngle: isAfterCenter ? -turn : turn, x: 0, y: 1, z: 0)
        case .vertical:
            rotation = Transform3D(rotationAngle: isAfterCenter ? turn : -turn, x: 1, y: 0, z: 0)
        }
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eyeDistance
        return rotation.concatenating(perspective)
    }

    /// Rule 6: the stacking order at `ratio`: 1000 for the centred item, 0 at a page or more,
    /// never lower for an item nearer the centre.
    @inline(__always)
    static func zIndex(at ratio: Double) -> Int {
        Int(ratio * 1000)
    }
}
