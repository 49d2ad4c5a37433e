extension CircularFanLayout {
    /// What a fan looks like: the item size, the wheel's radius and the angle between items.
    ///
    /// Changes take effect at the next ``CircularFanLayout/prepare(_:)``.
    public struct Configuration: Hashable, Sendable {
        /// Every item's untransformed size (UIKit's `itemSize`).
        ///
        /// Negative, NaN or infinite extents read as zero at run time (``validate()`` rejects
        /// anything but positive, finite extents). Zero-width items give a default
        /// `anglePerItem` of 0 and no content width: every item stands upright at the top.
        /// Zero-height items cannot place their anchor on the wheel's centre in unit
        /// coordinates: their anchor is their centre, and their transform adds the translation
        /// of a turn about the wheel's centre, so they are drawn where the rules place them.
        public var itemSize: Size
        /// The distance from the centre of an upright item to the wheel's centre below it.
        ///
        /// A negative, NaN or infinite radius reads as zero at run time: items turn about their
        /// own centres (``validate()`` rejects anything but a positive, finite radius).
        public var radius: Double
        /// The angle between neighbouring items, in radians; nil for the default
        /// `atan(itemSize.width / radius)`, which makes neighbours touch at their base.
        ///
        /// A value that is NaN, infinite, zero or negative reads as the default at run time
        /// (``validate()`` rejects it).
        public var anglePerItem: Double?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - itemSize: every item's size.
        ///   - radius: from an upright item's centre down to the wheel's centre.
        ///   - anglePerItem: the angle between neighbours in radians; nil for the default.
        public init(itemSize: Size, radius: Double, anglePerItem: Double? = nil) {
            self.itemSize = itemSize
            self.radius = radius
            self.anglePerItem = anglePerItem
        }
    }
}

// MARK: - Validation

extension CircularFanLayout.Configuration {
    /// Throws for the first field that the layout would replace by a fallback at run time.
    ///
    /// The rules (those of ``LayoutConfigurationError``): `itemSize` extents and `radius`
    /// finite and greater than zero; `anglePerItem`, when given, finite and greater than zero.
    ///
    /// - Complexity: O(1).
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requirePositive(itemSize, "itemSize")
        try LayoutConfigurationError.requirePositive(radius, "radius")
        if let anglePerItem {
            try LayoutConfigurationError.requirePositive(anglePerItem, "anglePerItem")
        }
    }

    /// The angle between neighbours that the layout uses: ``anglePerItem`` when it is finite
    /// and positive, otherwise `atan(width / radius)` of the sanitised item size and radius
    /// (0 for zero-width items, π/2 for a zero radius).
    ///
    /// - Complexity: O(1).
    public var resolvedAnglePerItem: Double {
        if let anglePerItem, anglePerItem.isFinite, anglePerItem > 0 { return anglePerItem }
        let width = itemSize.width.sanitizedLength
        guard width > 0 else { return 0 }
        return PlatformMath.atan2(width, radius.sanitizedLength)
    }
}
