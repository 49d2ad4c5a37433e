import LayoutEngine

/// One host run: a renderer that drives a ``CollectionHost`` with random input (wheel, flicks,
/// drags past the edges, page keys and arrows, batches, scrolls to items, resizes, growing
/// cells, idle gaps), measures what the frames ask for, keeps its views by identity, and
/// checks what a user would see against oracles that do not restate the host's rules.
struct HostRun<L: CollectionLayout> {
    let setup: HostSetup<L>
    var host: CollectionHost<L>
    var data: HostData
    var time = 0.0
    /// The renderer's views, by identity.
    var views: Set<ElementID> = []
    var findings = Findings()
    /// The run so far, as Swift a test could replay.
    var log: [String] = []
    /// The last frame.
    var last: HostFrame?
    /// Whether input came since the last frame (the reading position is judged only without).
    var inputSinceFrame = false
    /// Whether a scroll to an item (or a focus move) may still be following its item: from
    /// the call to the next rest, or to input that ends it.
    var followsItem = false
    /// The length of ``log`` at the last check at rest: the input since is what a failing
    /// check at rest blames.
    var checkedLog = 0

    init(setup: HostSetup<L>, draw: inout HostDraw) {
        self.setup = setup
        let viewport = Size(width: draw.double(320...430), height: draw.double(480...900))
        let counts = (0..<draw.int(1...3)).map { _ in draw.chance(5) ? 0 : draw.int(1...120) }
        data = HostData(counts: counts)
        host = CollectionHost(layout: setup.make(), viewportSize: viewport, itemCounts: counts)
        log.append(
            "var host = CollectionHost(layout: layout, viewportSize: \(viewport), itemCounts: \(counts))")
        if draw.chance(2) {
            host.overscan = draw.pick([0, draw.double(0...300)])
            log.append("host.overscan = \(host.overscan)")
        }
        if draw.chance(3) {
            host.contentInsets = EdgeInsets(
                top: draw.double(0...90), left: 0, bottom: draw.double(0...60), right: 0)
            // An app that sets insets scrolls to the start they make, as UIKit adjusts the offset
            // of a scroll view whose inset it adjusts; the offset setter itself does not clamp.
            host.contentOffset = Point(
                x: host.offsetRange(along: .horizontal).lowerBound,
                y: host.offsetRange(along: .vertical).lowerBound)
            log.append(
                "host.contentInsets = \(host.contentInsets); host.contentOffset = \(host.contentOffset)")
        }
        if draw.chance(4) {
            host.keepsEndVisible = true
            log.append("host.keepsEndVisible = true")
        }
    }

    // MARK: - Frames

    /// Asks for the frame `interval` seconds after the last one, checks its bookkeeping, and
    /// reports the sizes it asks for.
    @discardableResult
    mutating func frame(after interval: Double = 1.0 / 60) -> HostFrame {
        time += interval
        let frame = host.advance(to: time)
        inputSinceFrame = false
        checkBookkeeping(frame)
        measure(frame)
        last = frame
        return frame
    }

    /// Frames until the host is at rest with nothing left to measure (at most `limit`).
    @discardableResult
    mutating func settle(limit: Int = 600) -> HostFrame {
        var frame = self.frame()
        var quiet = 0
        for _ in 0..<limit {
            quiet = !frame.isAnimating && frame.needsMeasurement.isEmpty && !host.isDragging ? quiet + 1 : 0
            if quiet >= 2 { break }
            frame = self.frame()
        }
        followsItem = false
        log.append("// at rest at \(time)")
        return frame
    }

    /// Reports the real size of every element `frame` lists for measurement, as a renderer that
    /// measures its views does.
    mutating func measure(_ frame: HostFrame) {
        for id in frame.needsMeasurement {
            guard let shown = frame.visible.first(where: { $0.id == id })?.attributes else { continue }
            switch id.kind {
            case .cell:
                guard let item = data.item(at: id.path) else { continue }
                let size = Size(width: shown.frame.width, height: data.length(ofItem: item))
                data.reportedItems[item] = size
                host.reportSize(size, for: id)
            case .supplementary(let kind):
                guard data.sections.indices.contains(id.path.section) else { continue }
                let section = data.sections[id.path.section]
                let size = Size(width: shown.frame.width, height: data.length(ofSection: section, kind: kind))
                data.reportedSupplementaries[section, default: [:]][kind] = size
                host.reportSize(size, for: id)
            case .decoration:
                continue
            }
        }
    }

    // MARK: - Bookkeeping, every frame

    /// The renderer applies `frame` (renames, then departures, then arrivals): each must find
    /// the views it names, and the views must be the frame's elements, each once.
    mutating func checkBookkeeping(_ frame: HostFrame) {
        var moving: [ElementID] = []
        for rename in frame.renamed {
            findings.expect(
                views.remove(rename.from) != nil, "t=\(time): renamed \(rename.from), which has no view")
            moving.append(rename.to)
        }
        for id in moving {
            findings.expect(views.insert(id).inserted, "t=\(time): renamed onto \(id), which has a view")
        }
        for id in frame.disappeared {
            findings.expect(views.remove(id) != nil, "t=\(time): \(id) disappeared without a view")
        }
        for id in frame.appeared {
            findings.expect(views.insert(id).inserted, "t=\(time): \(id) appeared but has a view")
        }
        let shown = frame.visible.map(\.id)
        findings.expect(Set(shown).count == shown.count, "t=\(time): an element is shown twice")
        findings.expect(
            Set(shown) == views,
            "t=\(time): the views (\(views.count)) are not the frame's elements (\(shown.count)): "
                + "\(views.symmetricDifference(Set(shown)).sorted { "\($0)" < "\($1)" }.prefix(4))")
    }

    // MARK: - At rest

    /// Every element of the layout, listed through its point look-ups (`attributes(at:)` for
    /// every path, the header and footer of every section), never through its rect query.
    func everyElement() -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        for (section, count) in host.itemCounts.enumerated() {
            for kind in hostSupplementaryKinds {
                if let view = host.layout.supplementaryAttributes(ofKind: kind, inSection: section) {
                    elements.append(view)
                }
            }
            for item in 0..<count {
                if let cell = host.layout.attributes(at: ItemPath(item: item, section: section)) {
                    elements.append(cell)
                }
            }
        }
        return elements
    }

    /// At rest: the offset lies inside the content, and the frame shows exactly the elements
    /// a brute force finds in the viewport grown by the overscan (and the focused item).
    mutating func checkAtRest(_ frame: HostFrame) {
        guard !frame.isAnimating, !host.isDragging else { return }
        let found = findings.messages.count
        defer {
            if findings.messages.count > found {
                let since = log[min(checkedLog, log.count)...].filter {
                    !$0.hasPrefix("host.touchMoved") && !$0.hasPrefix("// at rest")
                }
                findings.messages.append("  since the last check at rest: " + since.joined(separator: "; "))
            }
            checkedLog = log.count
        }
        for axis in Axis.allCases {
            let range = host.offsetRange(along: axis)
            let offset = frame.contentOffset.value(along: axis)
            findings.expect(
                offset >= range.lowerBound - 1e-6 && offset <= range.upperBound + 1e-6,
                "t=\(time): at rest, the \(axis) offset \(offset) lies outside the content \(range)")
        }
        let margin = max(0, host.overscan.isFinite ? host.overscan : 0)
        let grown = host.viewport.insetBy(dx: -margin, dy: -margin)
        var expected = Set(
            everyElement().filter { $0.visualBounds.intersects(grown) && !isInBand($0) }.map(ElementID.init))
        if let focused = host.focusedItem, host.layout.attributes(at: focused) != nil {
            expected.insert(.cell(focused))
        }
        let shown = Set(
            frame.visible.map(\.id).filter {
                !setup.bands.contains($0.path.section) || !$0.kind.isCell
                    || $0 == host.focusedItem.map(ElementID.cell)
            })
        findings.expect(
            shown == expected,
            "t=\(time): at rest, the frame shows \(shown.count) elements, a brute force finds \(expected.count): "
                + "shown only \(shown.subtracting(expected).sorted { "\($0)" < "\($1)" }.prefix(4)), "
                + "missing \(expected.subtracting(shown).sorted { "\($0)" < "\($1)" }.prefix(4))")
    }

    /// Whether `element` is a cell of a sideways band (drawn in its window, which the brute
    /// force does not model).
    func isInBand(_ element: LayoutAttributes) -> Bool {
        element.kind.isCell && setup.bands.contains(element.path.section)
    }

    /// After a batch settles: the host lays out what a fresh layout of the same data, given the
    /// same reported sizes, lays out (the same counts, the same frames).
    mutating func checkMatchesAFreshLayout() {
        findings.expect(
            host.itemCounts == data.counts,
            "t=\(time): the host has counts \(host.itemCounts), the data \(data.counts)")
        guard host.itemCounts == data.counts else { return }
        var fresh = setup.make()
        let context = LayoutContext(
            bounds: host.viewport, itemCounts: data.counts, contentInsets: host.contentInsets)
        fresh.prepare(context)
        for (section, items) in data.items.enumerated() {
            for (item, id) in items.enumerated() {
                if let size = data.reportedItems[id] {
                    fresh.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                }
            }
            for (kind, size) in data.reportedSupplementaries[data.sections[section]] ?? [:] {
                fresh.reportSize(size, forSupplementaryOfKind: kind, at: ItemPath(item: 0, section: section))
            }
        }
        fresh.prepare(context)
        func same(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                && abs(a.height - b.height) < 1e-6
        }
        findings.expect(
            abs(fresh.contentSize.width - host.contentSize.width) < 1e-6
                && abs(fresh.contentSize.height - host.contentSize.height) < 1e-6,
            "t=\(time): after a batch the content size is \(host.contentSize), a fresh layout's \(fresh.contentSize)"
        )
        for (section, count) in data.counts.enumerated() {
            for kind in hostSupplementaryKinds {
                let mine = host.layout.supplementaryAttributes(ofKind: kind, inSection: section)?.frame
                let theirs = fresh.supplementaryAttributes(ofKind: kind, inSection: section)?.frame
                findings.expect(
                    same(mine, theirs),
                    "t=\(time): after a batch the \(kind) of section \(section) is at \(String(describing: mine)), a fresh layout's at \(String(describing: theirs))"
                )
            }
            guard !setup.bands.contains(section) else { continue }
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                let mine = host.layout.attributes(at: path)?.frame
                let theirs = fresh.attributes(at: path)?.frame
                findings.expect(
                    same(mine, theirs),
                    "t=\(time): after a batch cell \(path) is at \(String(describing: mine)), a fresh layout's at \(String(describing: theirs))"
                )
            }
        }
    }
}
