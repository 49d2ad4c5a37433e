extension CircularFanLayout {
    /// What a fan looks like: the item size, the wheel's radius, the angle between items, the
    /// scroll direction and whether it mirrors for right-to-left languages.
    ///
    /// Changes take effect at the next ``CircularFanLayout/prepare(_:)``.
    public struct Configuration: Hashable, Sendable {
        /// Every item's untransformed size (UIKit's `itemSize`).
        ///
        /// Negative, NaN or infinite extents read as zero at run time, extents above
        /// ``LayoutContext/maximumLength`` as that length (``validate()`` rejects anything but
        /// positive extents of at most that length). Zero-width items give no content width, so
        /// the wheel does not turn, and the default `anglePerItem` falls to
        /// ``CircularFanLayout/minimumAnglePerItem``: the items stay apart round the wheel.
        /// Zero-height items cannot place their anchor on the wheel's centre in unit
        /// coordinates: their anchor is their centre, and their transform adds the translation
        /// of a turn about the wheel's centre, so they are drawn where the rules place them.
        public var itemSize: Size
        /// The distance from the centre of an upright item to the wheel's centre below it.
        ///
        /// A negative, NaN or infinite radius reads as zero at run time: items turn about their
        /// own centres; a radius above ``LayoutContext/maximumLength`` reads as that length
        /// (``validate()`` rejects anything but a positive radius of at most that length).
        public var radius: Double
        /// The angle between neighbouring items, in radians; nil for the default
        /// `atan(itemSize.width / radius)`, which makes neighbours touch at their base.
        ///
        /// A value that is NaN, infinite, zero or negative reads as the default at run time, and
        /// any angle, given or default, below ``CircularFanLayout/minimumAnglePerItem`` as that
        /// minimum (``validate()`` rejects a given angle that is not finite or is below it).
        public var anglePerItem: Double?
        /// The direction the content scrolls in, `.horizontal` by default (the reference's).
        ///
        /// A vertical fan is the horizontal one with x and y swapped (rule 14 of
        /// ``CircularFanLayout``): the wheel's centre lies `radius` to the right of the
        /// viewport's centre, the items stand on its left side, and scrolling down turns it.
        public var scrollDirection: ScrollDirection
        /// Whether the fan mirrors itself when the context's layout direction is right to left
        /// (rule 15 of ``CircularFanLayout``); false by default, as in the reference, whose
        /// `UICollectionViewLayout` subclass leaves UIKit's
        /// `flipsHorizontallyInOppositeLayoutDirection` at the base class's false.
        public var followsLayoutDirection: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - itemSize: every item's size.
        ///   - radius: from an upright item's centre to the wheel's centre.
        ///   - anglePerItem: the angle between neighbours in radians; nil for the default.
        ///   - scrollDirection: the direction the content scrolls in.
        ///   - followsLayoutDirection: whether the fan mirrors itself for a right-to-left
        ///     layout direction.
        public init(
            itemSize: Size, radius: Double, anglePerItem: Double? = nil,
            scrollDirection: ScrollDirection = .horizontal, followsLayoutDirection: Bool = false
        ) {
            self.itemSize = itemSize
            self.radius = radius
            self.anglePerItem = anglePerItem
            self.scrollDirection = scrollDirection
            self.followsLayoutDirection = followsLayoutDirection
        }
    }
}

// MARK: - Validation

extension CircularFanLayout.Configuration {
    /// Throws for the first field that the layout would replace by a fallback at run time.
    ///
    /// The rules (those of ``LayoutConfigurationError``): `itemSize` extents and `radius`
    /// finite, greater than zero and at most ``LayoutContext/maximumLength``; `anglePerItem`,
    /// when given, finite and at least ``CircularFanLayout/minimumAnglePerItem``.
    ///
    /// - Complexity: O(1).
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requirePositiveLength(itemSize, "itemSize")
        try LayoutConfigurationError.requirePositiveLength(radius, "radius")
        if let anglePerItem {
            try LayoutConfigurationError.requireFinite(anglePerItem, "anglePerItem")
            let minimum = CircularFanLayout.minimumAnglePerItem
            guard anglePerItem >= minimum else {
                throw LayoutConfigurationError(
                    field: "anglePerItem", value: anglePerItem, rule: .mustBeAtLeast(minimum))
            }
        }
    }

    /// The angle between neighbours that the layout uses: ``anglePerItem`` when it is finite
    /// and positive, otherwise `atan(length / radius)` of the sanitised item length along the
    /// scroll direction (the width of a horizontal fan, the height of a vertical one) and
    /// radius (π/2 for a zero radius); never less than
    /// ``CircularFanLayout/minimumAnglePerItem``, which is also what items of zero length get.
    ///
    /// - Complexity: O(1).
    public var resolvedAnglePerItem: Double {
        let minimum = CircularFanLayout.minimumAnglePerItem
        if let anglePerItem, anglePerItem.isFinite, anglePerItem > 0 { return max(anglePerItem, minimum) }
        let length = itemSize.length(along: scrollDirection).boundedLength
        guard length > 0 else { return minimum }
        return max(PlatformMath.atan2(length, radius.boundedLength), minimum)
    }
}
