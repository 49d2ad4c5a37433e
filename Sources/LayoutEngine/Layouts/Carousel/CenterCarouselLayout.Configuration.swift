extension CenterCarouselLayout {
    /// What a carousel looks like: the item size, the scroll direction, the spacing and the
    /// side-item effect.
    ///
    /// The defaults are those of the reference (`YZCenterFlowLayout`): horizontal scrolling,
    /// `fixed(spacing: 0)`, `scale(sideItemScale: 0.7, sideItemAlpha: 0.6, sideItemShift: 0)`
    /// and no wrap-around.
    /// Changes take effect at the next ``CenterCarouselLayout/prepare(_:)``.
    public struct Configuration: Hashable, Sendable {
        /// The size of every item at full scale (the centred item).
        ///
        /// Negative, NaN or infinite extents read as zero at run time: the items become points
        /// at their centres; extents above ``LayoutContext/maximumLength`` read as that length
        /// (``validate()`` rejects anything but positive extents of at most that length).
        public var itemSize: Size
        /// The direction of the carousel's single line.
        public var scrollDirection: ScrollDirection
        /// How far apart the items look.
        public var spacingMode: SpacingMode
        /// How the items beside the centre look.
        public var animationMode: AnimationMode
        /// Whether scrolling past the last item continues with the first (the wrap-around, or
        /// infinite, mode of ``CenterCarouselLayout`` rules 10 to 13); false by default.
        public var wrapsAround: Bool

        /// Creates a configuration.
        public init(
            itemSize: Size, scrollDirection: ScrollDirection = .horizontal,
            spacingMode: SpacingMode = .fixed(spacing: 0),
            animationMode: AnimationMode = .scale(sideItemScale: 0.7, sideItemAlpha: 0.6, sideItemShift: 0),
            wrapsAround: Bool = false
        ) {
            self.itemSize = itemSize
            self.scrollDirection = scrollDirection
            self.spacingMode = spacingMode
            self.animationMode = animationMode
            self.wrapsAround = wrapsAround
        }
    }
}

// MARK: - Validation

extension CenterCarouselLayout.Configuration {
    /// Throws the first value that the layout would have to clamp or replace at run time.
    ///
    /// The rules (those of ``LayoutConfigurationError``): `itemSize` extents finite and
    /// greater than zero; the spacing or visible offset finite (either may be negative: a
    /// negative gap overlaps the neighbours, see ``SpacingMode``);
    /// `sideItemScale` in 0…1 and positive; `sideItemAlpha` in 0…1; `sideItemShift` finite;
    /// item extents, the spacing or visible offset and the shift at most
    /// ``LayoutContext/maximumLength`` in magnitude;
    /// `sideItemAngle` in −π/2…π/2. A configuration that passes is laid out exactly as given
    /// (the line spacing may still be raised, see ``CenterCarouselLayout`` rule 2).
    ///
    /// - Complexity: O(1).
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requirePositiveLength(itemSize, "itemSize")
        switch spacingMode {
        case .fixed(let spacing):
            try LayoutConfigurationError.requireOffset(spacing, "spacingMode.spacing")
        case .overlap(let visibleOffset):
            try LayoutConfigurationError.requireOffset(visibleOffset, "spacingMode.visibleOffset")
        }
        switch animationMode {
        case .scale(let scale, let alpha, let shift):
            try LayoutConfigurationError.require(scale, in: 0...1, "animationMode.sideItemScale")
            try LayoutConfigurationError.requirePositive(scale, "animationMode.sideItemScale")
            try LayoutConfigurationError.require(alpha, in: 0...1, "animationMode.sideItemAlpha")
            try LayoutConfigurationError.requireOffset(shift, "animationMode.sideItemShift")
        case .rotation(let angle, let alpha, let shift):
            try LayoutConfigurationError.require(
                angle,
                in: -CenterCarouselLayout.maximumSideItemAngle...CenterCarouselLayout.maximumSideItemAngle,
                "animationMode.sideItemAngle")
            try LayoutConfigurationError.require(alpha, in: 0...1, "animationMode.sideItemAlpha")
            try LayoutConfigurationError.requireOffset(shift, "animationMode.sideItemShift")
        }
    }
}
