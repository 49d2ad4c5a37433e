extension CompositionalLayout {
    /// Layout-wide settings of a ``CompositionalLayout`` (UIKit's
    /// `UICollectionViewCompositionalLayoutConfiguration`).
    ///
    /// Bad input: a negative, NaN or infinite ``interSectionSpacing`` reads as 0, a longer one
    /// than ``LayoutContext/maximumLength`` as that length (``validate()`` rejects both).
    public struct Configuration: Hashable, Sendable {
        /// The direction the content scrolls and sections follow each other.
        public var scrollDirection: ScrollDirection
        /// Space between consecutive sections along the scroll axis.
        public var interSectionSpacing: Double
        /// Headers and footers of the whole layout, before the first and after the last section.
        public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]

        /// Creates a configuration.
        public init(
            scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
            boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
        ) {
            self.scrollDirection = scrollDirection
            self.interSectionSpacing = interSectionSpacing
            self.boundarySupplementaryItems = boundarySupplementaryItems
        }

        /// Throws unless the spacing and the boundary items' sizes and offsets are usable as given.
        ///
        /// - Complexity: O(b) for b boundary items.
        public func validate() throws(LayoutConfigurationError) {
            try LayoutConfigurationError.requireLength(interSectionSpacing, "interSectionSpacing")
            for (position, item) in boundarySupplementaryItems.enumerated() {
                try item.validate("boundarySupplementaryItems[\(position)]")
            }
        }
    }
}
