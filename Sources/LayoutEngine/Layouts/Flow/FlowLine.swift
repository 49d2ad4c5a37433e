/// One line of a flow layout while it is built: the items the flow put together, and the rules
/// that place them (collect, distribute the extra space, align across).
///
/// Lengths run *along* the line (across the scroll axis); thicknesses run across the line
/// (along the scroll axis). The line is the unit of alignment: its items are known by
/// construction, never by comparing floating-point centres.
struct FlowLine {
    /// The scroll axis.
    let axis: Axis
    /// The length available to the line's items (the content less the section's insets).
    let available: Double
    /// Where the line starts across the scroll axis (the section's leading inset).
    let lineStart: Double
    /// The minimum space between items.
    let spacing: Double
    /// How items are placed.
    let alignment: LineAlignment
    /// Each item's length along the line (clamped to ``available``) and thickness across it.
    private(set) var items: [(length: Double, thickness: Double)] = []
    /// The items' lengths plus the minimum spacing between them.
    private(set) var usedLength = 0.0
    /// The thickest item's thickness: the line's.
    private(set) var thickness = 0.0

    /// Creates an empty line for a section with `metrics`.
    init(axis: Axis, available: Double, lineStart: Double, metrics: FlowLayout.SectionMetrics) {
        self.axis = axis
        self.available = available
        self.lineStart = lineStart
        self.spacing = metrics.minimumInteritemSpacing
        self.alignment = metrics.lineAlignment
        items.reserveCapacity(64)
    }

    /// Empties the line, keeping its storage.
    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        usedLength = 0
        thickness = 0
    }

    /// An item's length along the line: its extent, clamped to the available length (an item
    /// longer than the line gets a line of its own at the line's length).
    private func length(of size: Size) -> Double {
        min(size.length(along: axis.cross), available)
    }
}

// MARK: - Collect

extension FlowLine {
    /// Rule 3, collect lines: whether an item of `size` still fits after the line's items with
    /// the minimum spacing. The first item of a line always fits.
    func fits(_ size: Size) -> Bool {
        guard !items.isEmpty else { return true }
        // A relative tolerance so that k items of a length computed as available / k still fit.
        return usedLength + spacing + length(of: size) <= available + available * 1e-12 + 1e-9
    }

    /// Adds an item of `size` to the line.
    mutating func add(_ size: Size) {
        let itemLength = length(of: size)
        let itemThickness = size.length(along: axis)
        usedLength += items.isEmpty ? itemLength : spacing + itemLength
        thickness = max(thickness, itemThickness)
        items.append((itemLength, itemThickness))
    }
}

// MARK: - Place

extension FlowLine {
    /// The item count above which a line's frames go to the index in one batch.
    static var longLine: Int { 16 }

    /// Places the line's items with their line starting at `position` along the scroll axis,
    /// appends their frames to `index` and returns the line's thickness.
    ///
    /// - Parameters:
    ///   - isLastLine: whether this is the section's last line (rule 5).
    ///   - isOnlyLine: whether it is also the section's first line.
    ///   - uniformSize: the size every item of the section shares, or nil.
    func place(
        at position: Double, isLastLine: Bool, isOnlyLine: Bool, uniformSize: Size?,
        into index: inout RectIndex
    ) -> Double {
        let (offset, gap) = distributeExtraSpace(
            isLastLine: isLastLine, isOnlyLine: isOnlyLine, uniformSize: uniformSize)
        var along = lineStart + offset
        guard items.count > Self.longLine, alignment.cross != .top else {
            // Items of a short line, or top-aligned ones (they all start where the line does),
            // go one at a time: an item that starts before earlier ones moves past at most
            // `longLine` of them.
            for item in items {
                let main = position + alignAcross(item.thickness, in: thickness)
                index.append(
                    Rect(
                        along: axis, main: main, cross: along, mainLength: item.thickness,
                        crossLength: item.length))
                along += item.length + gap
            }
            return thickness
        }
        // Centred or bottom-aligned items of varied thickness start out of order: hand the
        // index the whole line, which it sorts once, rather than one item at a time, which
        // would move each past every earlier item of the line that starts after it (O(m²)
        // for m items on the line instead of O(m log m)).
        let frames = items.map { item in
            defer { along += item.length + gap }
            return Rect(
                along: axis, main: position + alignAcross(item.thickness, in: thickness), cross: along,
                mainLength: item.thickness, crossLength: item.length)
        }
        index.append(contentsOf: frames)
        return thickness
    }

    /// Rules 4 and 5 and the along-line alignments: the first item's offset from the line's
    /// start and the gap between items.
    func distributeExtraSpace(isLastLine: Bool, isOnlyLine: Bool, uniformSize: Size?) -> (
        offset: Double, gap: Double
    ) {
        let leftover = max(0, available - usedLength)
        let centred = (offset: leftover / 2, gap: spacing)
        switch alignment.along {
        case .leading: return (0, spacing)
        case .trailing: return (leftover, spacing)
        case .center: return centred
        case .justified:
            if !isLastLine {
                return items.count == 1 ? centred : (0, spacing + leftover / Double(items.count - 1))
            }
            if items.count == 1 && isOnlyLine { return centred }
            guard let uniformSize else { return (0, spacing) }
            return gridColumnsGap(itemLength: length(of: uniformSize)).map { (0, $0) } ?? centred
        }
    }

    /// The gap between the columns of a full line of items of `itemLength`: how a grid's last
    /// line keeps the grid's columns; nil when a full line holds a single column (centred).
    private func gridColumnsGap(itemLength: Double) -> Double? {
        let pitch = itemLength + spacing
        // A cap on the ratio keeps the conversion to Int defined for absurdly small items.
        let columns = pitch > 0 ? Int(min((available + spacing) / pitch + 1e-9, 1e9)) : items.count
        let fullLine = max(columns, items.count)
        guard fullLine > 1 else { return nil }
        return max(spacing, (available - Double(fullLine) * itemLength) / Double(fullLine - 1))
    }

    /// Rule 6, cross alignment: an item's offset across the line from the line's start.
    func alignAcross(_ itemThickness: Double, in lineThickness: Double) -> Double {
        switch alignment.cross {
        case .top: 0
        case .center: (lineThickness - itemThickness) / 2
        case .bottom: lineThickness - itemThickness
        }
    }
}
