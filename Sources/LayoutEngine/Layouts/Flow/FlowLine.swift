/// One line of a flow layout while it is built: the items the flow put together, and the rules
/// that place them (collect, distribute the extra space, align across).
///
/// Lengths run *along* the line (across the scroll axis); thicknesses run across the line
/// (along the scroll axis). The line is the unit of alignment: its items are known by
/// construction, never by comparing floating-point centres. The line keeps only its totals:
/// each item's extents travel in its frame, which ``add(_:)`` returns at the line's origin
/// and ``place(at:isLastLine:isOnlyLine:uniformSize:frames:)`` moves into place.
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
    /// The number of items on the line.
    private(set) var count = 0
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
    }

    /// Empties the line.
    mutating func removeAll() {
        count = 0
        usedLength = 0
        thickness = 0
    }

    /// An item's length along the line: its extent, clamped to the available length (an item
    /// longer than the line gets a line of its own at the line's length).
    @inline(__always)
    func length(of size: Size) -> Double {
        min(size.length(along: axis.cross), available)
    }
}

// MARK: - Collect

extension FlowLine {
    /// Rule 3, collect lines: whether an item of `size` still fits after the line's items with
    /// the minimum spacing. The first item of a line always fits.
    @inline(__always)
    func fits(_ size: Size) -> Bool {
        guard count > 0 else { return true }
        // A relative tolerance so that k items of a length computed as available / k still fit.
        return usedLength + spacing + length(of: size) <= available + available * 1e-12 + 1e-9
    }

    /// Adds an item of `size` to the line and returns its frame at the line's origin: its
    /// thickness along the scroll axis, its length across it.
    @discardableResult @inline(__always)
    mutating func add(_ size: Size) -> Rect {
        let itemLength = length(of: size)
        let itemThickness = size.length(along: axis)
        usedLength += count == 0 ? itemLength : spacing + itemLength
        thickness = max(thickness, itemThickness)
        count += 1
        return Rect(along: axis, main: 0, cross: 0, mainLength: itemThickness, crossLength: itemLength)
    }
}

// MARK: - Place

extension FlowLine {
    /// Places the line's items with their line starting at `position` along the scroll axis:
    /// moves `frames`, the line's items as ``add(_:)`` returned them, into place, and returns
    /// the line's thickness.
    ///
    /// - Parameters:
    ///   - isLastLine: whether this is the section's last line (rule 5).
    ///   - isOnlyLine: whether it is also the section's first line.
    ///   - uniformSize: the size every item of the section shares, or nil.
    @inline(__always)
    func place(
        at position: Double, isLastLine: Bool, isOnlyLine: Bool, uniformSize: Size?,
        frames: UnsafeMutableBufferPointer<Rect>
    ) -> Double {
        let (offset, gap) = distributeExtraSpace(
            isLastLine: isLastLine, isOnlyLine: isOnlyLine, uniformSize: uniformSize)
        var along = lineStart + offset
        let fills = alignment.cross == .fill
        for index in frames.indices {
            if fills {
                frames[index].size = Size(
                    along: axis, main: thickness, cross: frames[index].size.length(along: axis.cross))
            }
            let itemThickness = frames[index].size.length(along: axis)
            frames[index].origin = Point(
                along: axis, main: position + alignAcross(itemThickness, in: thickness), cross: along)
            along += frames[index].size.length(along: axis.cross) + gap
        }
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
                return count == 1 ? centred : (0, spacing + leftover / Double(count - 1))
            }
            if count == 1 && isOnlyLine { return centred }
            guard let uniformSize else { return (0, spacing) }
            return gridColumnsGap(itemLength: length(of: uniformSize)).map { (0, $0) } ?? centred
        }
    }

    /// The gap between the columns of a full line of items of `itemLength`: how a grid's last
    /// line keeps the grid's columns; nil when a full line holds a single column (centred).
    private func gridColumnsGap(itemLength: Double) -> Double? {
        let pitch = itemLength + spacing
        // A cap on the ratio keeps the conversion to Int defined for absurdly small items.
        let columns = pitch > 0 ? Int(min((available + spacing) / pitch + 1e-9, 1e9)) : count
        let fullLine = max(columns, count)
        guard fullLine > 1 else { return nil }
        return max(spacing, (available - Double(fullLine) * itemLength) / Double(fullLine - 1))
    }

    /// Rule 6, cross alignment: an item's offset across the line from the line's start (a
    /// filling item, stretched to the line, starts at it).
    @inline(__always)
    func alignAcross(_ itemThickness: Double, in lineThickness: Double) -> Double {
        switch alignment.cross {
        case .top, .fill: 0
        case .center: (lineThickness - itemThickness) / 2
        case .bottom: lineThickness - itemThickness
        }
    }
}
