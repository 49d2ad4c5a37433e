import LayoutEngine

/// One collection of the playground: a layout (a tab), one of its variants, an item count and a
/// viewport. The browser page and the native replay build their hosts from the same scene, so
/// their frames can be compared value for value.
package struct PlaygroundScene: Hashable, Sendable {
    /// The layout family, in the page's tab order.
    package enum Tab: Int, CaseIterable, Sendable {
        /// `FlowLayout`: UIKit's grid, varied sizes, and three line alignments.
        case flow
        /// `WaterfallLayout`: shortest-column, adaptive and in-order columns, and rows that
        /// scroll sideways.
        case waterfall
        /// `CompositionalLayout`: an orthogonal row above grids of nested groups.
        case compositional
        /// `CenterCarouselLayout`: scale and 3-D rotation modes.
        case carousel
        /// `CircularFanLayout`: a wide and a tight wheel turning sideways, and a wheel turning as
        /// the content scrolls down.
        case fan
        /// A chat: self-sizing rows of messages measured by the page, top to bottom or bottom to
        /// top.
        case chat
        /// Photos: a waterfall whose tiles learn their aspect ratio when they load.
        case photos
        /// Reordering: a grid and a list of fixed-size cells.
        case reorder
        /// `CompositionalLayout.list(using:)`: inset grouped, grouped and plain lists, their
        /// separators and section backgrounds drawn from the layout's decoration elements.
        case list
        /// A magazine feed: `FlowLayout` width modes (full, half and third), rows stretched to
        /// their tallest card, section backgrounds, cells measured by the page.
        case magazine

        /// How many variants the tab offers.
        package var variantCount: Int {
            switch self {
            case .flow: 5
            case .waterfall: 4
            case .compositional: 2
            case .carousel: 2
            case .fan: 3
            case .chat: 2
            case .photos, .magazine: 1
            case .reorder: 2
            case .list: 3
            }
        }
    }

    /// The layout family.
    package var tab: Tab
    /// The variant within the tab, `0 ..< tab.variantCount`.
    package var variant: Int
    /// The total number of items.
    package var count: Int
    /// The viewport's size.
    package var viewport: Size

    /// Creates a scene; a variant out of range reads as 0 and a negative count as 0.
    package init(tab: Tab, variant: Int, count: Int, viewport: Size) {
        self.tab = tab
        self.variant = (0..<tab.variantCount).contains(variant) ? variant : 0
        self.count = max(0, count)
        self.viewport = viewport
    }

    /// The item count of each section: four sections (flow, waterfall, magazine), an orthogonal row of at
    /// most 40 items followed by three grids (compositional), sections of 3 to 8 rows (list),
    /// or one section (the others).
    package var itemCounts: [Int] {
        switch tab {
        case .flow, .waterfall, .magazine:
            return Self.split(count, into: 4)
        case .compositional:
            let row = min(count, 40)
            return [row] + Self.split(count - row, into: 3)
        case .carousel, .fan, .chat, .photos, .reorder:
            return [count]
        case .list:
            return Self.listSections(count)
        }
    }

    /// `total` rows in sections of 4, 6, 3, 8, 5 and 7 rows in turn, the last one shorter.
    private static func listSections(_ total: Int) -> [Int] {
        let lengths = [4, 6, 3, 8, 5, 7]
        var sections: [Int] = []
        var left = total
        while left > 0 {
            let length = min(left, lengths[sections.count % lengths.count])
            sections.append(length)
            left -= length
        }
        return sections
    }

    /// `total` split into `parts` sections as even as possible, the first ones one larger.
    private static func split(_ total: Int, into parts: Int) -> [Int] {
        guard total >= parts else { return [total] }
        return (0..<parts).map { total / parts + ($0 < total % parts ? 1 : 0) }
    }
}

// MARK: - Deterministic item sizes

extension PlaygroundScene {
    /// A well-mixed 64-bit value of an item's path (SplitMix64's finaliser), so sizes look
    /// random but are the same on every host.
    static func mix(_ path: ItemPath) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: path.item) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(truncatingIfNeeded: path.section) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Flow item sizes: widths 64…184 and heights 48…120 in steps that keep lines uneven.
    static func flowItemSize(_ path: ItemPath) -> Size {
        let bits = mix(path)
        return Size(width: 64 + Double(bits % 6) * 24, height: 48 + Double((bits >> 8) % 4) * 24)
    }

    /// Magazine card widths: a full-width banner, two half cards, then three third cards.
    static func magazineWidthMode(_ path: ItemPath) -> FlowLayout.WidthMode {
        switch path.item % 6 {
        case 0: .fullWidth
        case 1, 2: .halfWidth
        default: .thirdWidth
        }
    }

    /// Waterfall aspect ratios (height / width) between 0.6 and 1.8.
    static func photoAspectRatio(_ path: ItemPath) -> Double {
        0.6 + Double(mix(path) % 13) * 0.1
    }
}
