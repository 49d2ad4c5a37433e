/// A list: full-width rows that size themselves, with UIKit's list appearances, headers,
/// footers, separators and section backgrounds (UIKit's `UICollectionLayoutListConfiguration`).
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// var layout = CompositionalLayout.list(using: configuration)
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3, 5]))
/// ```
///
/// ``LayoutSection/list(using:environment:)`` makes one list section (to sit between grid
/// sections of a section provider); ``CompositionalLayout/list(using:configuration:)`` a
/// layout of list sections only. A list section follows these rules:
/// 1. Each item is a row across the section's width, ``estimatedRowHeight`` high until the
///    host reports its real size (``CompositionalLayout/reportSize(_:forItemAt:)``).
/// 2. The section is inset from both sides by ``sideInset`` (automatic: the layout margin for
///    inset-grouped and sidebar lists, 0 for the others).
/// 3. Before the section comes ``sectionSpacing``, then, when there is a header (either
///    mode), ``headerTopPadding``; a `.supplementary` header is ``headerHeight`` high and
///    pinned when ``pinsHeaders``; a `.supplementary` footer is ``footerHeight`` high.
///    Headers and footers are inset like the rows.
/// 4. With ``showsSectionBackground``, a decoration of kind ``ElementKind/listBackgroundKind``
///    covers the rows (inset like them, between header and footer), its corners rounded by
///    ``cornerRadius`` (in ``LayoutAttributes/cornerRadius``).
/// 5. With ``showsSeparators``, each row has a separator decoration (``ListSeparators``)
///    inset by ``separatorInsets``, passed through ``itemSeparatorHandler``; the last row's is
///    hidden, except in the grouped appearance, whose sections have an edge-to-edge border:
///    a top separator above the first row and an edge-to-edge separator below the last.
///
/// ``init(appearance:)`` sets each value to UIKit's for the appearance, from Apple's
/// documentation and from what apps and reimplementations measured on iOS (each property
/// names its source). Every value can be changed.
///
/// Bad input: negative, NaN or infinite heights, paddings and insets read as 0
/// (``validate()`` rejects them).
///
/// - Note: Headers and footers keep their estimated heights (boundary items do not size
///   themselves).
public struct ListConfiguration: Sendable {
    /// The overall look; set through ``init(appearance:)``, which derives the other defaults
    /// from it.
    public let appearance: Appearance
    /// How each section shows its header (`.none` by default, as UIKit's).
    public var headerMode: HeaderMode = .none
    /// How each section shows its footer (`.none` by default, as UIKit's).
    public var footerMode: FooterMode = .none
    /// Whether rows have separators (true for plain and grouped lists; false for sidebars).
    public var showsSeparators: Bool
    /// The separators' insets from each row's leading and trailing edges; nil: automatic, the
    /// layout margin (``automaticLayoutMargin(forContainerWidth:)``) at the leading edge, where
    /// a list cell's text starts, and 0 at the trailing edge (UIKit's default separator
    /// inset).
    public var separatorInsets: DirectionalEdgeInsets?
    /// The separators' thickness in points; nil: one pixel (UIKit's hairline).
    public var separatorThickness: Double?
    /// Each row's own separator configuration (UIKit's `itemSeparatorHandler`); nil: the
    /// section's.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Extra space above each section's header (either header mode); nil: automatic, 22 points
    /// in plain lists and 0 in the others (UIKit's `headerTopPadding`, automatic by default).
    public var headerTopPadding: Double?
    // A table cell "is basically 44 points: the height a finger presses comfortably, Apple's
    // magic number", its separator drawn inside it along its bottom edge (cocopon.me,
    // "grouped UITableView", measured on iOS 6).
    /// Each row's height until it is measured (44 points, UIKit's standard row height).
    public var estimatedRowHeight: Double = 44
    // Apple's UICollectionViewCompositionalLayoutConfiguration documentation sizes its header
    // and footer example `.estimated(44)`; UIKit then sizes list headers to their content,
    // which boundary items here do not do.
    /// A `.supplementary` header's height (44 points, the estimate of Apple's own header
    /// example).
    public var headerHeight: Double = 44
    /// A `.supplementary` footer's height (44 points, the estimate of Apple's own footer
    /// example).
    public var footerHeight: Double = 44
    /// Space before each section, above its header (35 points in grouped and inset-grouped
    /// lists, 0 in the others).
    public var sectionSpacing: Double
    /// How far each section is inset from the container's sides; nil: automatic, the layout
    /// margin (``automaticLayoutMargin(forContainerWidth:)``) in inset-grouped and sidebar
    /// lists, 0 in the others.
    public var sideInset: Double?
    /// Whether each section has a background decoration behind its rows (grouped and
    /// inset-grouped lists).
    public var showsSectionBackground: Bool
    /// The section background's corner radius (10 points in inset-grouped lists, 0 in the
    /// others).
    public var cornerRadius: Double
    /// Whether `.supplementary` headers stay in view while their section is (plain lists:
    /// UIKit's plain headers are sticky, the grouped ones scroll with their rows).
    public var pinsHeaders: Bool

    /// A list of `appearance`, every value set to UIKit's for that appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        // Sidebars: Apple documents no geometry for them and no measurement was found; these
        // defaults (no separators, rows inset like an inset-grouped list's for `.sidebar`) follow
        // the sidebars of Apple's own iPadOS apps as shown in "Lists in UICollectionView"
        // (WWDC 2020, talk 10026), not measured values.
        showsSeparators = !sidebar
        sectionSpacing = grouped ? Self.groupedSectionSpacing : 0
        showsSectionBackground = grouped
        cornerRadius = appearance == .insetGrouped ? Self.insetGroupedCornerRadius : 0
        pinsHeaders = appearance == .plain
    }
}
