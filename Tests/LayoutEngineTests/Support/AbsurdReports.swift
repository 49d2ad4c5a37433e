import LayoutEngine

/// Paths no cell has: past a section of three items, at and past
/// ``LayoutContext/maximumItemCount``, and at `Int.max` (a batch once trapped carrying one).
let absurdReportPaths = [
    ItemPath(item: Int.max, section: 0), ItemPath(item: LayoutContext.maximumItemCount, section: 0),
    ItemPath(item: 0, section: Int.max), ItemPath(item: 5, section: 0),
]

/// `layout` given `size` for every path of ``absurdReportPaths`` (before its first prepare when
/// `reportFirst`, after it otherwise) and for item 1, prepared for `context` (three items in
/// section 0), then for four by a batch that inserts item 0: the report of item 1, now item 2,
/// is the only one that may survive. `report` is the layout's `reportSize(_:forItemAt:)`.
func preparedAfterAbsurdReports<Layout: CollectionLayout>(
    _ layout: Layout, size: Size, context: LayoutContext, reportFirst: Bool,
    report: (inout Layout, Size, ItemPath) -> Void
) throws -> (layout: Layout, context: LayoutContext) {
    var layout = layout
    var context = context
    context.itemCounts = [3]
    if reportFirst { for path in absurdReportPaths { report(&layout, size, path) } }
    layout.prepare(context)
    if !reportFirst { for path in absurdReportPaths { report(&layout, size, path) } }
    report(&layout, size, ItemPath(item: 1, section: 0))
    context.itemCounts = [4]
    try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 0, section: 0)])])
    return (layout, context)
}
