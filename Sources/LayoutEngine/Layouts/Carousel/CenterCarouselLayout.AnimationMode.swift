extension CenterCarouselLayout {
    /// How the items beside the centre look: scaled down or turned away, faded, and shifted
    /// across the scroll axis.
    ///
    /// Every value is the one an item takes at a distance of one page (item length plus line
    /// spacing) or more from the viewport's centre; the centred item has scale 1, angle 0,
    /// alpha 1 and no shift, and the values in between are interpolated linearly with the
    /// distance (see ``CenterCarouselLayout`` rule 4).
    public enum AnimationMode: Hashable, Sendable {
        /// Side items are scaled by `sideItemScale` (in 0…1) about their centre, faded to
        /// `sideItemAlpha` (in 0…1) and moved `sideItemShift` points across the scroll axis
        /// (down for a horizontal carousel, right for a vertical one; negative values move the
        /// other way).
        ///
        /// At run time a scale outside 0…1 is clamped into it (0 shrinks a side item to a point)
        /// and a NaN scale reads as 1; an alpha outside 0…1 is clamped and a NaN alpha reads as
        /// 1; a NaN or infinite shift reads as 0, one beyond ±``LayoutContext/maximumLength``
        /// as that bound. ``Configuration/validate()`` rejects all of these, and a scale of 0.
        case scale(sideItemScale: Double, sideItemAlpha: Double, sideItemShift: Double)

        /// Side items are turned by `sideItemAngle` radians (in −π/2…π/2) about their centre
        /// line across the scroll axis, seen in perspective, faded to `sideItemAlpha` and moved
        /// `sideItemShift` points across the scroll axis.
        ///
        /// A positive angle turns each side item's outer edge (the one away from the centre)
        /// towards the viewer, as Cover Flow does; a negative angle turns the inner edge
        /// towards the viewer. The perspective is Core Animation's `m34 = -1 / eyeDistance`
        /// with an eye distance of 500 points (the customary UIKit value), raised to twice the
        /// item's length along the scroll axis for items longer than 250 points, so that no
        /// edge comes closer to the eye than three quarters of the eye distance.
        ///
        /// At run time an angle outside −π/2…π/2 is clamped into it and a NaN or infinite
        /// angle reads as 0; alpha and shift read as for ``scale(sideItemScale:sideItemAlpha:sideItemShift:)``.
        /// ``Configuration/validate()`` rejects all of these.
        case rotation(sideItemAngle: Double, sideItemAlpha: Double, sideItemShift: Double)
    }
}
