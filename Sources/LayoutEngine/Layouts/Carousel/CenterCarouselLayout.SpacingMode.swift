extension CenterCarouselLayout {
    /// How far apart the items of a carousel are, measured as the user sees them: after the
    /// side items have been scaled.
    ///
    /// The layout turns either mode into the line spacing between the untransformed frames
    /// (see ``CenterCarouselLayout`` rule 2), so that the gap *looks* as configured.
    public enum SpacingMode: Hashable, Sendable {
        /// The visible gap between the centred item and its scaled neighbour.
        ///
        /// Negative values make the neighbours overlap the centred item. A NaN or infinite
        /// spacing reads as zero at run time, one beyond ±``LayoutContext/maximumLength`` as
        /// that bound (``Configuration/validate()`` rejects both).
        case fixed(spacing: Double)

        /// How much of each neighbour shows inside the viewport, from the viewport's edge to the
        /// neighbour's scaled near edge, while an item is centred.
        ///
        /// A NaN or infinite offset reads as zero at run time, one beyond
        /// ±``LayoutContext/maximumLength`` as that bound (``Configuration/validate()`` rejects
        /// both).
        case overlap(visibleOffset: Double)
    }
}
