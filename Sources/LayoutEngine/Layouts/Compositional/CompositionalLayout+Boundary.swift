// MARK: - Boundary and decoration items

extension CompositionalLayout {
    /// Where a boundary item goes relative to the content along the scroll axis.
    enum BoundaryRole {
        case before
        case after
        case side
    }

    /// Rule 1 of ``LayoutBoundarySupplementaryItem``: the scroll axis' start edge (top or
    /// leading) makes an item go before the content, its end edge after, any other a side item.
    static func role(of alignment: LayoutBoundarySupplementaryItem.Alignment, axis: Axis) -> BoundaryRole {
        let edges = alignment.edges
        if edges.contains(axis == .vertical ? .top : .leading) { return .before }
        if edges.contains(axis == .vertical ? .bottom : .trailing) { return .after }
        return .side
    }

    /// How far the extending items push the content from the section's start and its end:
    /// the longest such item at each end.
    static func boundaryExtents(
        _ items: [LayoutBoundarySupplementaryItem], axis: Axis, reference: Size
    ) -> (before: Double, after: Double) {
        var before = 0.0
        var after = 0.0
        for item in items where item.extendsBoundary {
            let length = item.layoutSize.resolved(in: reference).length(along: axis)
            switch role(of: item.alignment, axis: axis) {
            case .before: before = max(before, length)
            case .after: after = max(after, length)
            case .side: break
            }
        }
        return (before, after)
    }

    /// Rules 1–5 of ``LayoutBoundarySupplementaryItem``: a list of boundary items around the
    /// content span [`contentStart`, `contentEnd`], at their exact left-to-right frames (the
    /// store aligns them as it returns them, after pinning).
    static func boundarySupplementaries(
        _ items: [LayoutBoundarySupplementaryItem], axis: Axis, contentStart: Double,
        contentEnd: Double, crossStart: Double, crossLength: Double, reference: Size
    ) -> [SectionedStore.Supplementary] {
        let cross = axis.cross
        let (startEdge, endEdge): (DirectionalRectEdge, DirectionalRectEdge) =
            axis == .vertical ? (.leading, .trailing) : (.top, .bottom)
        let limit = LayoutDimension.maximumLength
        var result: [SectionedStore.Supplementary] = []
        for (position, item) in items.enumerated() {
            let size = item.layoutSize.resolved(in: reference)
            let length = size.length(along: axis)
            let width = size.length(along: cross)
            let role = role(of: item.alignment, axis: axis)
            let main: Double
            switch role {
            case .before: main = item.extendsBoundary ? contentStart - length : contentStart
            case .after: main = item.extendsBoundary ? contentEnd : contentEnd - length
            case .side: main = contentStart
            }
            let edges = item.alignment.edges
            let crossPosition: Double
            switch (edges.contains(startEdge), edges.contains(endEdge)) {
            case (true, false): crossPosition = crossStart
            case (false, true): crossPosition = crossStart + crossLength - width
            default: crossPosition = crossStart + (crossLength - width) / 2
            }
            let dx = min(max(item.offset.x.sanitizedOffset, -limit), limit)
            let dy = min(max(item.offset.y.sanitizedOffset, -limit), limit)
            let frame = Rect(
                along: axis, main: main, cross: crossPosition, mainLength: length, crossLength: width
            )
            .offsetBy(dx: dx, dy: dy)
            let duplicates = items[..<position].filter { $0.elementKind == item.elementKind }.count
            result.append(
                SectionedStore.Supplementary(
                    kind: .supplementary(item.elementKind), item: duplicates, frame: frame,
                    pin: item.pinToVisibleBounds ? (role == .after ? .footer : .header) : nil,
                    zIndex: item.zIndex))
        }
        return result
    }

    /// Rules of ``LayoutDecorationItem``: backgrounds over the content span, across the whole
    /// container, shrunk by their insets.
    static func decorations(
        _ items: [LayoutDecorationItem], axis: Axis, contentStart: Double, contentEnd: Double,
        crossLength: Double
    ) -> [SectionedStore.Supplementary] {
        let area = Rect(
            along: axis, main: contentStart, cross: 0, mainLength: contentEnd - contentStart,
            crossLength: crossLength)
        var result: [SectionedStore.Supplementary] = []
        for (position, item) in items.enumerated() {
            let insets = item.contentInsets.bounded.leftToRight
            let width = max(0, area.width - insets.horizontal)
            let height = max(0, area.height - insets.vertical)
            let frame = Rect(
                x: area.minX + min(insets.left, area.width), y: area.minY + min(insets.top, area.height),
                width: width, height: height)
            let duplicates = items[..<position].filter { $0.elementKind == item.elementKind }.count
            result.append(
                SectionedStore.Supplementary(
                    kind: .decoration(item.elementKind), item: duplicates, frame: frame, zIndex: item.zIndex))
        }
        return result
    }
}
