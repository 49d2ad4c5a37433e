import LayoutEngine

// MARK: - Input

extension HostRun {
    /// Runs `count` random actions, each followed by a few frames, and now and then by frames
    /// until the host rests and the checks at rest.
    mutating func play(_ count: Int, draw: inout HostDraw) {
        settle()
        if let last { checkAtRest(last) }
        for _ in 0..<count {
            act(&draw)
            for _ in 0..<draw.int(0...5) { frame() }
            if draw.chance(2) {
                let rest = settle()
                checkAtRest(rest)
            }
            if findings.messages.count >= 4 { return }
        }
        checkAtRest(settle())
    }

    /// One random action.
    mutating func act(_ draw: inout HostDraw) {
        let action = draw.int(0...11)
        // Every action but growing cells and idling is input: the reading position is judged
        // only across frames without any.
        if action != 9, action != 10 { inputSinceFrame = true }
        // Page keys and arrows (4) and a scroll to an item (7) follow an item until the host
        // rests; a wheel, a touch (0...3) or a set offset (11) ends that at once.
        if action == 4 || action == 7 { followsItem = true }
        if action <= 3 || action == 11 { followsItem = false }
        switch action {
        case 0, 1: wheel(&draw)
        case 2, 3: flick(&draw)
        case 4: keys(&draw)
        case 5, 6: batch(&draw)
        case 7: scrollToItem(&draw)
        case 8: resize(&draw)
        case 9: grow(&draw)
        case 10:
            let gap = draw.double(2...30)
            time += gap
            log.append("// idle for \(gap) s")
        default:
            let range = host.offsetRange(along: setup.axis)
            let offset = draw.double(range.lowerBound...max(range.lowerBound, range.upperBound))
            let across = host.offsetRange(along: setup.axis.cross)
            let cross = min(
                max(host.contentOffset.value(along: setup.axis.cross), across.lowerBound), across.upperBound)
            host.contentOffset = Point(along: setup.axis, main: offset, cross: cross)
            log.append("host.contentOffset = \(host.contentOffset)")
        }
    }

    mutating func wheel(_ draw: inout HostDraw) {
        let main = draw.double(-1_500...1_500)
        let cross = draw.chance(4) ? draw.double(-80...80) : 0
        let delta = Point(along: setup.axis, main: main, cross: cross)
        host.scroll(by: delta)
        log.append("host.scroll(by: \(delta))")
    }

    /// A drag at a random point, fast or slow, along either axis (a sideways one may move a
    /// band), sometimes far past an edge; the finger lifts or stays down for a few frames.
    mutating func flick(_ draw: inout HostDraw) {
        let viewport = host.viewportSize
        let start = Point(x: draw.double(10...viewport.width - 10), y: draw.double(10...viewport.height - 10))
        let axis = draw.chance(4) ? setup.axis.cross : setup.axis
        let velocity = draw.double(-4_000...4_000)
        let steps = draw.int(2...6)
        var point = start
        host.touchBegan(at: start, time: time)
        log.append("host.touchBegan(at: \(start), time: \(time))")
        for _ in 0..<steps {
            time += 0.016
            point = Point(
                x: point.x + (axis == .horizontal ? velocity * 0.016 : 0),
                y: point.y + (axis == .vertical ? velocity * 0.016 : 0))
            host.touchMoved(to: point, time: time)
            log.append("host.touchMoved(to: \(point), time: \(time))")
            frame(after: 0)
        }
        let hold = draw.chance(3) ? draw.double(0.05...0.4) : 0
        time += hold
        host.touchEnded(at: point, time: time)
        inputSinceFrame = true
        log.append("host.touchEnded(at: \(point), time: \(time))")
    }

    mutating func keys(_ draw: inout HostDraw) {
        let direction = draw.pick([FocusDirection.pageDown, .pageUp, .home, .end, .up, .down, .left, .right])
        host.moveFocus(direction)
        log.append("host.moveFocus(.\(direction))")
    }

    mutating func batch(_ draw: inout HostDraw) {
        guard let updates = data.randomBatch(&draw) else { return }
        let animated = draw.chance(2)
        do {
            try host.performBatchUpdates(updates, itemCounts: data.counts, animated: animated, time: time)
        } catch {
            findings.expect(false, "t=\(time): a valid batch \(updates) was refused: \(error)")
            return
        }
        log.append(
            "try host.performBatchUpdates(\(updates), itemCounts: \(data.counts), animated: \(animated), time: \(time))"
        )
        settle()
        checkMatchesAFreshLayout()
    }

    mutating func resize(_ draw: inout HostDraw) {
        let size = Size(width: draw.double(300...500), height: draw.double(400...1_000))
        host.viewportSize = size
        log.append("host.viewportSize = \(size)")
    }

    /// A scroll to a random item at a random position, animated or not; once the host rests,
    /// the item is where the position asks (the host then measured it, and no input came since).
    mutating func scrollToItem(_ draw: inout HostDraw) {
        let sections = data.counts.indices.filter { data.counts[$0] > 0 && !setup.bands.contains($0) }
        guard !sections.isEmpty else { return }
        let section = draw.pick(sections)
        let path = ItemPath(item: draw.int(0...data.counts[section] - 1), section: section)
        let position =
            setup.axis == .vertical
            ? draw.pick([ScrollPosition.top, .centeredVertically, .bottom, .nearest])
            : draw.pick([ScrollPosition.left, .centeredHorizontally, .right, .nearest])
        let animated = draw.chance(2)
        host.scrollToItem(at: path, position: position, animated: animated)
        log.append("host.scrollToItem(at: \(path), position: \(position), animated: \(animated))")
        guard !setup.answersScrollOffsets, !setup.pins else { return }
        let rest = settle()
        checkAtRest(rest)
        checkScrolledTo(path, position)
    }

    /// Some cells on screen grow (their content streams in) and report their new sizes, with
    /// no input; the next frame keeps what the user reads in place when no input came since
    /// the last frame, it was at rest, and no scroll to an item may still be following its item.
    mutating func grow(_ draw: inout HostDraw) {
        guard setup.measuresCells, let before = last ?? Optional(frame()) else { return }
        let cells = before.visible.filter { $0.id.kind.isCell && !$0.id.isDeparting }
        guard !cells.isEmpty else { return }
        let read = readElement(in: before)
        let rangeBefore = host.offsetRange(along: setup.axis)
        let wasAtRest = !before.isAnimating && !host.isDragging && !inputSinceFrame && !followsItem
        for _ in 0..<draw.int(1...3) {
            let cell = draw.pick(cells)
            guard let item = data.item(at: cell.id.path) else { continue }
            data.growth[item, default: 0] += 1
            let size = Size(width: cell.attributes.frame.width, height: data.length(ofItem: item))
            data.reportedItems[item] = size
            host.reportSize(size, for: cell.id)
            log.append("host.reportSize(\(size), for: \(cell.id))")
        }
        let after = frame()
        guard wasAtRest, let read else { return }
        checkReadingPosition(read, before: before, after: after, rangeBefore: rangeBefore)
    }
}

// MARK: - The reader's view

extension HostRun {
    /// The cell being read in `frame`, as "Hosting a layout" states the rule: the first cell,
    /// in reading order, whose leading edge is in the visible area (the viewport less its
    /// insets), the smallest leading edge and the smallest path among equals; when no cell's
    /// leading edge is in it (a cell longer than it), the first cell shown, by path. Headers and
    /// footers are not read; a band's cells count by their leading edges along the axis.
    func readElement(in frame: HostFrame) -> HostedElement? {
        let axis = setup.axis
        let insets = host.contentInsets
        let offset = frame.contentOffset.value(along: axis)
        let start = offset + insets.leading(along: axis)
        let end = offset + host.viewportSize.length(along: axis) - insets.trailing(along: axis)
        let cells = frame.visible.filter { $0.id.kind.isCell && !$0.id.isDeparting }
        let reading = cells.filter { cell in
            let edge = cell.attributes.frame.min(along: axis)
            return edge >= start && edge < end
        }
        .min { a, b in
            let (ea, eb) = (a.attributes.frame.min(along: axis), b.attributes.frame.min(along: axis))
            return ea != eb ? ea < eb : a.id.path < b.id.path
        }
        if let reading { return reading }
        // No leading edge in the visible area: the first cell the viewport shows (not the
        // overscan around it).
        let viewportEnd = offset + host.viewportSize.length(along: axis)
        return cells.filter { cell in
            cell.attributes.frame.max(along: axis) > offset
                && cell.attributes.frame.min(along: axis) < viewportEnd
        }
        .min { $0.id.path < $1.id.path }
    }

    /// Sizes changed without input between `before` and `after`: the element read in `before`
    /// is drawn at the same place on screen, to half a point, unless keeping it there would
    /// take the offset outside the content (or the layout keeps its bottom, or the end of
    /// content that was scrolled to its end, `rangeBefore`, before the sizes changed).
    mutating func checkReadingPosition(
        _ read: HostedElement, before: HostFrame, after: HostFrame, rangeBefore: ClosedRange<Double>
    ) {
        let axis = setup.axis
        guard !setup.keepsBottom, let now = after.visible.first(where: { $0.id == read.id }) else { return }
        let range = host.offsetRange(along: axis)
        let oldOffset = before.contentOffset.value(along: axis)
        if host.keepsEndVisible, oldOffset >= rangeBefore.upperBound - 0.5 { return }
        let moved = now.attributes.frame.min(along: axis) - read.attributes.frame.min(along: axis)
        let needed = oldOffset + moved
        guard needed >= range.lowerBound, needed <= range.upperBound else { return }
        let drawnBefore = read.attributes.frame.min(along: axis) - oldOffset
        let drawnAfter = now.attributes.frame.min(along: axis) - after.contentOffset.value(along: axis)
        findings.expect(
            abs(drawnAfter - drawnBefore) <= 0.5,
            "t=\(time): the element being read, \(read.id), moved on screen from \(drawnBefore) to \(drawnAfter) when only sizes changed"
        )
    }

    /// At rest after a scroll to `path`: its cell is where `position` asks, to half a point,
    /// with the offset kept inside the content.
    mutating func checkScrolledTo(_ path: ItemPath, _ position: ScrollPosition) {
        let axis = setup.axis
        guard let frame = host.layout.attributes(at: path)?.frame else { return }
        let insets = host.contentInsets
        let lead = insets.leading(along: axis)
        let visible = max(0, host.viewportSize.length(along: axis) - lead - insets.trailing(along: axis))
        let offset = host.contentOffset.value(along: axis)
        let range = host.offsetRange(along: axis)
        let want: Double
        if position == .top || position == .left {
            want = frame.min(along: axis) - lead
        } else if position == .bottom || position == .right {
            want = frame.max(along: axis) - visible - lead
        } else if position == .nearest {
            let shows =
                frame.min(along: axis) >= offset + lead - 0.5
                && frame.max(along: axis) <= offset + lead + visible + 0.5
            let tooLong = frame.length(along: axis) > visible
            findings.expect(
                shows || tooLong && abs(frame.min(along: axis) - lead - offset) <= 0.5,
                "t=\(time): after scrolling to \(path) (.nearest) it is not wholly shown")
            return
        } else {
            want = frame.mid(along: axis) - lead - visible / 2
        }
        let expected = min(max(want, range.lowerBound), range.upperBound)
        findings.expect(
            abs(offset - expected) <= 0.5,
            "t=\(time): after scrolling to \(path) (\(position)) the offset rests at \(offset), the position asks \(expected)"
        )
    }
}
