/// How a flow layout places the items of one line: across the line (vertical alignment) and
/// along it (horizontal alignment) — the "vertical-align" and "left-aligned" flow layouts.
///
/// A line is the set of items the flow put together when it built the line, never items found
/// by comparing floating-point centres, so fractional sizes align exactly.
///
/// ```swift
/// // Top-aligned, left-aligned rows (right-aligned in right-to-left):
/// layout.configuration.metrics.lineAlignment = LineAlignment(cross: .top, along: .leading)
/// ```
public struct LineAlignment: Hashable, Sendable {
    /// Where items sit across their line, whose thickness is its thickest item (or how they
    /// fill it).
    public enum Cross: Hashable, Sendable, CaseIterable {
        /// At the line's top (for horizontal scrolling, where a line is a column: its leading
        /// edge).
        case top
        /// Centred on the line (UIKit).
        case center
        /// At the line's bottom (for horizontal scrolling: the column's trailing edge).
        case bottom
        /// Stretched to the line's thickness: every item of the line is as tall as its tallest
        /// (for horizontal scrolling: as wide as the column's widest), MagazineLayout's
        /// `dynamicAndStretchToTallestItemInRow`. With self-sizing, the line's thickness comes
        /// from the measured sizes, which are kept as measured: only the frames are stretched,
        /// so a later, smaller report of the tallest item shrinks its line back.
        case fill
    }

    /// How items share their line's length, keeping `minimumInteritemSpacing` between them
    /// except when justified.
    public enum Along: Hashable, Sendable, CaseIterable {
        /// UIKit's rule: the leftover length is spread between the items; a single-item line is
        /// centred; a section's last line keeps the grid's columns (uniform sizes) or starts at
        /// the leading edge.
        case justified
        /// Packed at the leading edge (left, or right in right-to-left; top for columns).
        case leading
        /// Packed and centred.
        case center
        /// Packed at the trailing edge.
        case trailing
    }

    /// Where items sit across the line.
    public var cross: Cross
    /// How items share the line's length.
    public var along: Along

    /// Creates an alignment.
    public init(cross: Cross = .center, along: Along = .justified) {
        self.cross = cross
        self.along = along
    }

    /// UIKit's `UICollectionViewFlowLayout` alignment: centred and justified.
    public static let uiKit = LineAlignment()
}
