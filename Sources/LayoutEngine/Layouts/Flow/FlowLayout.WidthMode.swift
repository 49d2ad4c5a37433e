extension FlowLayout {
    /// How long an item is along its line: its own size, or a fraction of the line's available
    /// length (the content's extent across the scroll axis less the section's insets), so that a
    /// feed mixes full-width banners with half- and third-width cards without knowing the
    /// viewport's size (airbnb's MagazineLayout's `MagazineLayoutItemWidthMode`).
    ///
    /// A fraction `1/n` leaves room for the `n − 1` spacings of a line of n such items:
    /// its length is `(available − (n − 1) · minimumInteritemSpacing) / n`, so n items of `1/n`
    /// fill the line exactly, as MagazineLayout computes its item widths
    /// (`SectionModel.calculateElementFramesIfNecessary`: the available width less
    /// `horizontalSpacing · (widthDivisor − 1)`, divided by `widthDivisor`). Lines form from
    /// these lengths by the flow's rule (collect while items fit), so a half item followed by
    /// two quarters shares one line.
    ///
    /// For a horizontally scrolling layout a line is a column, and the fraction is of its
    /// height: `.halfWidth` items are half as tall as the column.
    ///
    /// The item's other extent (its height when scrolling vertically) still comes from
    /// ``Configuration/itemSizing``, or from its reported size when self-sizing.
    public enum WidthMode: Hashable, Sendable {
        /// The item's length is its own size's (``Configuration/itemSizing`` or its reported
        /// size): UIKit's flow layout.
        case absolute
        /// The item takes `1/divisor` of the line's available length, less its share of the
        /// spacings of a line of `divisor` such items. A divisor below 1 reads as 1 (full
        /// width); ``Configuration/validate()`` rejects it.
        case fractionalWidth(divisor: Int)

        /// The whole available length of the line (`1/1`).
        public static var fullWidth: WidthMode { .fractionalWidth(divisor: 1) }
        /// Half of the line (`1/2`): two such items per line.
        public static var halfWidth: WidthMode { .fractionalWidth(divisor: 2) }
        /// A third of the line (`1/3`): three such items per line.
        public static var thirdWidth: WidthMode { .fractionalWidth(divisor: 3) }
        /// A fourth of the line (`1/4`): four such items per line.
        public static var fourthWidth: WidthMode { .fractionalWidth(divisor: 4) }
    }

    /// Where each item's ``WidthMode`` comes from.
    public enum WidthModes: Sendable {
        /// Every item's length comes from its size (the default: UIKit's flow layout).
        case absolute
        /// Every item has this mode.
        case all(WidthMode)
        /// Each item's mode comes from the closure (MagazineLayout's
        /// `collectionView(_:layout:sizeModeForItemAt:)`), called during `prepare`.
        case perItem(@Sendable (ItemPath) -> WidthMode)
    }
}

// MARK: - Reading modes

extension FlowLayout.WidthModes {
    /// The mode of the item at `path`.
    @inline(__always)
    func mode(at path: ItemPath) -> FlowLayout.WidthMode {
        switch self {
        case .absolute: .absolute
        case .all(let mode): mode
        case .perItem(let modeForItem): modeForItem(path)
        }
    }

    /// Whether every item's length is its own size's.
    var isAbsolute: Bool {
        switch self {
        case .absolute, .all(.absolute): true
        default: false
        }
    }

    /// Whether `self` is known to give every item the mode `other` gives it (closures are
    /// never known to be equal).
    func isKnownEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.absolute, .absolute): true
        case (.all(let mode), .all(let otherMode)): mode == otherMode
        default: isAbsolute && other.isAbsolute
        }
    }

    /// Checks that a mode given as a value has a divisor of at least 1.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming `"widthModes.divisor"`.
    func validate() throws(LayoutConfigurationError) {
        if case .all(.fractionalWidth(let divisor)) = self {
            try LayoutConfigurationError.requireAtLeastOne(divisor, "widthModes.divisor")
        }
    }
}

extension FlowLine {
    /// The size of an item of `size` whose mode is `mode`: for a fraction `1/n`, its length
    /// along the line becomes `(available − (n − 1) · spacing) / n` (never negative), its
    /// thickness stays its own.
    @inline(__always)
    func sized(_ size: Size, as mode: FlowLayout.WidthMode) -> Size {
        guard case .fractionalWidth(let divisor) = mode else { return size }
        let parts = Double(max(1, divisor))
        let length = max(0, (available - (parts - 1) * spacing) / parts)
        return Size(along: axis, main: size.length(along: axis), cross: length)
    }
}
