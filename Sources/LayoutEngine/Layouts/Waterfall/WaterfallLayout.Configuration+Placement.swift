// MARK: - The former names of the render direction

extension WaterfallLayout {
    /// The former name of ``ItemRenderDirection``.
    @available(*, deprecated, renamed: "ItemRenderDirection")
    public typealias Placement = ItemRenderDirection
}

extension WaterfallLayout.ItemRenderDirection {
    /// The former name of ``shortestFirst``.
    @available(*, deprecated, renamed: "shortestFirst")
    public static var shortestColumn: Self { .shortestFirst }

    /// A former name of ``leadingColumnFirst``: item `i` into column `i mod n`.
    @available(*, deprecated, renamed: "leadingColumnFirst")
    public static var inOrder: Self { .leadingColumnFirst }

    /// The former name of ``leadingColumnFirst``: item `i` into column `i mod n`, counted from
    /// the leading edge (the right one in a right-to-left layout).
    @available(*, deprecated, renamed: "leadingColumnFirst")
    public static var leftToRight: Self { .leadingColumnFirst }

    /// The former name of ``trailingColumnFirst``: item `i` into column `n - 1 - (i mod n)`,
    /// counted from the leading edge (the left one in a right-to-left layout).
    @available(*, deprecated, renamed: "trailingColumnFirst")
    public static var rightToLeft: Self { .trailingColumnFirst }
}

extension WaterfallLayout.Configuration {
    /// The former name of ``itemRenderDirection``.
    @available(*, deprecated, renamed: "itemRenderDirection")
    public var placement: WaterfallLayout.ItemRenderDirection {
        get { itemRenderDirection }
        set { itemRenderDirection = newValue }
    }
}
