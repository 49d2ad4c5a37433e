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
        /// The boundary sections' content insets (and the layout's boundary items) are measured
        /// from when a section says ``ContentInsetsReference/automatic``; ``ContentInsetsReference/safeArea``
        /// by default, as in UIKit.
        public var contentInsetsReference: ContentInsetsReference
        /// Which end a vertical layout grows from: ``VerticalLayoutDirection/bottomToTop`` sits
        /// short content at the bottom and keeps the bottom-most visible item in place across
        /// updates, measurements and viewport changes (a chat). A horizontal layout ignores it.
        public var verticalLayoutDirection: VerticalLayoutDirection

        /// Creates a configuration.
        public init(
            scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
            boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
            contentInsetsReference: ContentInsetsReference = .safeArea,
            verticalLayoutDirection: VerticalLayoutDirection = .topToBottom
        ) {
            self.verticalLayoutDirection = verticalLayoutDirection
            self.scrollDirection = scrollDirection
            self.interSectionSpacing = interSectionSpacing
            self.boundarySupplementaryItems = boundarySupplementaryItems
            self.contentInsetsReference = contentInsetsReference
        }

        /// Whether the layout grows from the bottom: ``verticalLayoutDirection`` is
        /// ``VerticalLayoutDirection/bottomToTop`` and the layout scrolls vertically.
        var growsFromEnd: Bool { verticalLayoutDirection == .bottomToTop && scrollDirection == .vertical }

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

extension CompositionalLayout.Configuration {
    /// Whether a layout laid out with this configuration keeps its geometry for `other`: the
    /// two are equal, or hold the same values bit for bit. A NaN spacing or size, which `==`
    /// never finds equal to itself, is then the same input: without this, such a configuration
    /// looked changed at every prepare, and a size reported after a prepare waited for the
    /// next one instead of laying its section out again.
    ///
    /// - Complexity: O(b) for b boundary items (O(1) when the two share their list).
    func isSame(as other: Self) -> Bool {
        if self == other { return true }
        guard scrollDirection == other.scrollDirection,
            contentInsetsReference == other.contentInsetsReference,
            verticalLayoutDirection == other.verticalLayoutDirection,
            interSectionSpacing.bitPattern == other.interSectionSpacing.bitPattern
        else { return false }
        // A list that compares unequal to itself (a NaN inside) is the same input when both
        // configurations hold the same storage.
        let items = boundarySupplementaryItems
        let otherItems = other.boundarySupplementaryItems
        guard items.count == otherItems.count else { return false }
        if items == otherItems || items.isEmpty { return true }
        return items.withUnsafeBufferPointer { buffer in
            otherItems.withUnsafeBufferPointer { $0.baseAddress == buffer.baseAddress }
        }
    }
}
