extension FlowLayout {
    /// A decoration behind a section (``ElementKind/sectionBackground``, kind
    /// `"sectionBackground"`): a card or a tinted band that a host draws under the section's
    /// cells, as airbnb's MagazineLayout draws its section backgrounds.
    ///
    /// Its frame is the section's area that ``extent-swift.property`` names, inset by
    /// ``insets`` (a negative inset grows it), with the zIndex of decorations (−1, behind the
    /// cells). It follows its section through scrolling, appends, batch updates and self-sizing.
    /// It never reaches past its section along the scroll axis (an inset that would take it
    /// there is cut at the section's ends), and a background whose frame is empty after its
    /// insets is not produced. In right-to-left layouts it is mirrored with its section, so its
    /// left and right insets trade sides as ``SectionMetrics/sectionInset``'s do.
    ///
    /// ```swift
    /// metrics.background = FlowLayout.SectionBackground(
    ///     extent: .items, insets: EdgeInsets(top: -8, left: -8, bottom: -8, right: -8))
    /// ```
    public struct SectionBackground: Hashable, Sendable {
        /// The part of a section a background covers before its insets.
        public enum Extent: Hashable, Sendable {
            /// The whole section: header, insets, lines and footer, across the whole content
            /// (MagazineLayout's background, which covers a section's header, items and footer:
            /// `SectionModel.calculateFrameForBackground` spans the section's height less its
            /// insets, which in MagazineLayout lie outside the header and footer).
            case section
            /// The section's lines: from the first line's start to the last line's end, between
            /// the section's insets across the content (the items' bounding box across the
            /// whole available length).
            case items
        }

        /// The part of the section it covers.
        public var extent: Extent
        /// How far each edge moves inward from the extent (negative: outward). Negative, NaN or
        /// infinite values are not rejected: NaN and infinite ones read as zero.
        public var insets: EdgeInsets

        /// Creates a background of `extent`, inset by `insets`.
        public init(extent: Extent = .section, insets: EdgeInsets = .zero) {
            self.extent = extent
            self.insets = insets
        }
    }
}

// MARK: - Frame

extension FlowLayout.SectionBackground {
    /// These values with every NaN or infinite inset read as zero, and each one at most
    /// ``LayoutContext/maximumLength`` either way.
    var sanitized: Self {
        Self(
            extent: extent,
            insets: EdgeInsets(
                top: insets.top.boundedOffset, left: insets.left.boundedOffset,
                bottom: insets.bottom.boundedOffset, right: insets.right.boundedOffset))
    }

    /// The background's frame in its section's coordinates, given the section's whole area and
    /// its lines' box; nil when it is empty. Along `axis` it stays within the section's area.
    func frame(section: Rect, lines: Rect, axis: Axis) -> Rect? {
        let area = extent == .section ? section : lines
        let minX = area.minX + insets.left
        let maxX = area.maxX - insets.right
        var minY = area.minY + insets.top
        var maxY = area.maxY - insets.bottom
        var x = (minX, maxX)
        if axis == .horizontal {
            x = (max(minX, section.minX), min(maxX, section.maxX))
        } else {
            (minY, maxY) = (max(minY, section.minY), min(maxY, section.maxY))
        }
        guard x.1 > x.0, maxY > minY else { return nil }
        return Rect(x: x.0, y: minY, width: x.1 - x.0, height: maxY - minY)
    }
}
