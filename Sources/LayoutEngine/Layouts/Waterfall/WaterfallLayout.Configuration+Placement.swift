// MARK: - The former name of the render direction

extension WaterfallLayout {
    /// The former name of ``ItemRenderDirection``.
    @available(*, deprecated, renamed: "ItemRenderDirection")
    public typealias Placement = ItemRenderDirection
}

extension WaterfallLayout.ItemRenderDirection {
    /// The former name of ``shortestFirst``.
    @available(*, deprecated, renamed: "shortestFirst")
    public static var shortestColumn: Self { .shortestFirst }

    /// The former name of ``leftToRight``: item `i` into column `i mod n`.
    @available(*, deprecated, renamed: "leftToRight")
    public static var inOrder: Self { .leftToRight }
}

extension WaterfallLayout.Configuration {
    /// The former name of ``itemRenderDirection``.
    @available(*, deprecated, renamed: "itemRenderDirection")
    public var placement: WaterfallLayout.ItemRenderDirection {
        get { itemRenderDirection }
        set { itemRenderDirection = newValue }
    }
}
