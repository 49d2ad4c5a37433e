extension WaterfallLayout {
    /// Where one section's elements are in the index and how far it extends.
    ///
    /// A section's ids are consecutive: its header (if any), its items, its footer (if any).
    struct SectionRecord: Sendable {
        /// The id of the section's first element (its header, or its first item).
        var firstID: Int
        /// Whether the section has a header (a header height above zero).
        var hasHeader = false
        /// Whether the section has a footer (a footer height above zero).
        var hasFooter = false
        /// The number of items.
        var itemCount = 0
        /// The top of the section (its header's top).
        var top: Double
        /// The end of the section's content: its tallest column plus its bottom inset; a pinned
        /// header does not pass it.
        var contentEnd = 0.0
        /// The bottom of the section (its footer's bottom), where the next section starts.
        var bottom = 0.0
    }
}

extension WaterfallLayout.SectionRecord {
    /// The id of the section's first item.
    var firstItemID: Int { firstID + (hasHeader ? 1 : 0) }

    /// The id of the footer, valid only when ``hasFooter``.
    var footerID: Int { firstItemID + itemCount }

    /// The id after the section's last element.
    var endID: Int { footerID + (hasFooter ? 1 : 0) }
}
