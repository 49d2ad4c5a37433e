import LayoutEngine
import LayoutEngineTestSupport

/// The layouts the fuzzer knows, in the order their seeds are derived.
enum FuzzedLayout: String, CaseIterable {
    case flow, waterfall, carousel, fan, compositional
}

/// One generated case: how to make the layout, the contexts it is prepared for in turn, whether
/// its configuration breaks a documented `validate()` rule, and its Swift source.
struct FuzzCase<L: CollectionLayout> {
    let make: () -> L
    let contexts: [LayoutContext]
    /// What `validate()` must answer: true when every documented rule holds; nil when the
    /// layout's validation is not checked.
    let expectedValid: Bool?
    let validates: () -> Bool
    let code: String
    /// Whether item counts are read through ``LayoutContext/laidOutItemCounts`` (stored layouts).
    let isStored: Bool
    /// Every element of the layout prepared for a context, listed without its rect query; the
    /// cells and badges only when asked (the third argument).
    let inventory: (L, LayoutContext, Bool) -> ElementInventory
    /// Whether the layout shows a cell that `attributes(at:)` answers (not an orthogonal
    /// section's cell outside its window).
    var isShown: (LayoutAttributes, LayoutContext) -> Bool = { _, _ in true }
    /// Whether a length or offset above ``LayoutContext/maximumLength`` was given.
    var hasLengthAboveTheLimit = false
    /// The item sizes reported to the layout that ``make`` returns, by path.
    var reports: [ItemPath: Size] = [:]
    /// The layout ``make`` returns, with these reported sizes instead of ``reports``.
    var remake: (([ItemPath: Size]) -> L)?
    /// Sets a layout's sizes given by path to those of the data after a batch (each item's
    /// size follows it; a new item gets a new one); false when the case cannot.
    var carry: ((inout L, FuzzBatch) -> Bool)?
    /// ``inventory`` for a layout given these reported sizes instead of ``reports`` (nil: the
    /// inventory does not read them).
    var reinventory: (([ItemPath: Size]) -> (L, LayoutContext, Bool) -> ElementInventory)?
}

extension FuzzCase where L: BruteForceEnumerable {
    init(
        make: @escaping () -> L, contexts: [LayoutContext], expectedValid: Bool?,
        validates: @escaping () -> Bool,
        code: String, isStored: Bool
    ) {
        self.init(
            make: make, contexts: contexts, expectedValid: expectedValid, validates: validates, code: code,
            isStored: isStored,
            inventory: { layout, context, includesCells in
                layout.inventory(itemCounts: context.itemCounts, includesCells: includesCells)
            })
    }
}

// MARK: - The documented rules, restated as the oracle

enum Rules {
    static let limit = LayoutContext.maximumLength
    static func positiveLength(_ x: Double) -> Bool { x.isFinite && x > 0 && x <= limit }
    static func length(_ x: Double) -> Bool { x.isFinite && x >= 0 && x <= limit }
    static func offset(_ x: Double) -> Bool { x.isFinite && Swift.abs(x) <= limit }
    static func positiveLength(_ s: Size) -> Bool { positiveLength(s.width) && positiveLength(s.height) }
    static func length(_ s: Size) -> Bool { length(s.width) && length(s.height) }
    static func length(_ i: EdgeInsets) -> Bool {
        length(i.top) && length(i.left) && length(i.bottom) && length(i.right)
    }

    /// ``LayoutContext/validate()``'s rules.
    static func isValid(_ context: LayoutContext) -> Bool {
        var total = 0
        for count in context.itemCounts {
            guard count >= 0, count <= LayoutContext.maximumItemCount - total else { return false }
            total += count
        }
        return context.bounds.origin.x.isFinite && context.bounds.origin.y.isFinite
            && length(context.bounds.size) && length(context.contentInsets)
            && context.displayScale.isFinite && context.displayScale > 0
    }
}

// MARK: - Generators

extension Draw {
    mutating func contexts(maxSections: Int, maxItems: Int, absurd: Bool) -> [LayoutContext] {
        let first = context(
            itemCounts: itemCounts(maxSections: maxSections, maxItems: maxItems, absurd: absurd))
        return [first] + followUps(of: first)
    }

    /// A flow case: sizes as one value or per item, line alignments (`.fill` included),
    /// headers and footers (self-sizing now and then, with reported sizes), section
    /// backgrounds, width modes, bottom to top, pinning; hostile values in hostile cases.
    mutating func flowCase() -> FuzzCase<FlowLayout> {
        var metrics = FlowLayout.SectionMetrics(
            sectionInset: insets(0...30), minimumLineSpacing: length(0...20),
            minimumInteritemSpacing: length(0...20),
            headerReferenceSize: chance(2) ? size(0...400, 0...60) : .zero,
            footerReferenceSize: chance(3) ? size(0...400, 0...60) : .zero,
            lineAlignment: pick([
                .uiKit, LineAlignment(cross: .top, along: .leading),
                LineAlignment(cross: .fill, along: .justified),
                LineAlignment(cross: .fill, along: .trailing), LineAlignment(cross: .bottom, along: .center),
            ]))
        if chance(3) {
            metrics.background = FlowLayout.SectionBackground(
                extent: bool() ? .section : .items, insets: insets(0...20))
        }
        if chance(4) { metrics.estimatedHeaderSize = size(10...300, 10...80) }
        if chance(5) { metrics.estimatedFooterSize = size(10...300, 10...80) }
        let direction: ScrollDirection = chance(3) ? .horizontal : .vertical
        let pins = (chance(3), chance(4))
        let divisor = isHostile && chance(4) ? pick([0, -1, Int.min, Int.max]) : int(in: 1...4)
        let isFractional = chance(3)
        let widthModes: FlowLayout.WidthModes =
            isFractional ? .all(.fractionalWidth(divisor: divisor)) : .absolute
        let vertical: VerticalLayoutDirection = chance(4) ? .bottomToTop : .topToBottom
        let itemSizing: FlowLayout.ItemSizing
        let sizingCode: String
        var valid =
            Rules.length(metrics.sectionInset) && Rules.length(metrics.minimumLineSpacing)
            && Rules.length(metrics.minimumInteritemSpacing) && Rules.length(metrics.headerReferenceSize)
            && Rules.length(metrics.footerReferenceSize)
            && metrics.estimatedHeaderSize.map(Rules.positiveLength) ?? true
            && metrics.estimatedFooterSize.map(Rules.positiveLength) ?? true
        if case .all(.fractionalWidth(let divisor)) = widthModes, divisor < 1 { valid = false }
        if chance(3) {
            let sizes = (0..<int(in: 1...3)).map { _ in
                (0..<int(in: 0...12)).map { _ in size(1...200, 1...200) }
            }
            itemSizing = .sizes(sizes)
            sizingCode =
                ".sizes([\(sizes.map { "[\($0.map(swift).joined(separator: ", "))]" }.joined(separator: ", "))])"
            valid = valid && sizes.allSatisfy { $0.allSatisfy(Rules.positiveLength) }
        } else {
            let size = size(1...200, 1...200)
            itemSizing = .fixed(size)
            sizingCode = ".fixed(\(swift(size)))"
            valid = valid && Rules.positiveLength(size)
        }
        let configuration = FlowLayout.Configuration(
            itemSizing: itemSizing, scrollDirection: direction, metrics: .all(metrics),
            sectionHeadersPinToVisibleBounds: pins.0, sectionFootersPinToVisibleBounds: pins.1,
            widthModes: widthModes, verticalLayoutDirection: vertical)
        let contexts = contexts(maxSections: 4, maxItems: 300, absurd: chance(100))
        // Sizes reported for self-sizing headers and footers before the first prepare (some
        // for sections that do not exist, some hostile).
        var supplementaryReports: [(ElementKind.Name, Int, Size)] = []
        for _
            in 0..<(metrics.estimatedHeaderSize != nil || metrics.estimatedFooterSize != nil
            ? int(in: 0...4) : 0)
        {
            let kind = bool() ? ElementKind.sectionHeaderKind : ElementKind.sectionFooterKind
            supplementaryReports.append((kind, int(in: 0...4), size(5...300, 5...120)))
        }
        let reportCode = supplementaryReports.map { kind, section, size in
            "\nlayout.reportSize(\(swift(size)), forSupplementaryOfKind: "
                + "\(kind == ElementKind.sectionHeaderKind ? "ElementKind.sectionHeaderKind" : "ElementKind.sectionFooterKind"), "
                + "at: ItemPath(item: 0, section: \(section)))"
        }.joined()
        let make = {
            var layout = FlowLayout(configuration: configuration)
            for (kind, section, size) in supplementaryReports {
                layout.reportSize(size, forSupplementaryOfKind: kind, at: ItemPath(item: 0, section: section))
            }
            return layout
        }
        let code = """
            let metrics = FlowLayout.SectionMetrics(
                sectionInset: \(swift(metrics.sectionInset)), minimumLineSpacing: \(swift(metrics.minimumLineSpacing)),
                minimumInteritemSpacing: \(swift(metrics.minimumInteritemSpacing)),
                headerReferenceSize: \(swift(metrics.headerReferenceSize)), footerReferenceSize: \(swift(metrics.footerReferenceSize)),
                lineAlignment: LineAlignment(cross: .\(metrics.lineAlignment.cross), along: .\(metrics.lineAlignment.along)),
                background: \(metrics.background.map { "FlowLayout.SectionBackground(extent: .\($0.extent), insets: \(swift($0.insets)))" } ?? "nil"),
                estimatedHeaderSize: \(metrics.estimatedHeaderSize.map(swift) ?? "nil"), estimatedFooterSize: \(metrics.estimatedFooterSize.map(swift) ?? "nil"))
            var layout = FlowLayout(configuration: FlowLayout.Configuration(
                itemSizing: \(sizingCode), scrollDirection: .\(direction), metrics: .all(metrics),
                sectionHeadersPinToVisibleBounds: \(pins.0), sectionFootersPinToVisibleBounds: \(pins.1),
                widthModes: \(isFractional ? ".all(.fractionalWidth(divisor: \(divisor)))" : ".absolute"), verticalLayoutDirection: .\(vertical)))\(reportCode)
            """
        var flowCase = FuzzCase(
            make: make, contexts: contexts, expectedValid: valid,
            validates: { (try? configuration.validate()) != nil }, code: code, isStored: true)
        // Self-sizing headers and footers, modelled: in a section that every context has, one is
        // produced exactly when its length along the axis (its last reported size's, else its
        // estimate's, each read as a bounded length) is above zero, and has that length. The
        // point query alone cannot tell a header that vanished from one that is not produced.
        // After a batch that renumbers sections the reports move with them, which this model
        // does not follow: there the inventory is the layout's own.
        let alwaysThere = contexts.map(\.itemCounts.count).min() ?? 0
        var lastReport: [String: Size] = [:]
        for (kind, section, size) in supplementaryReports { lastReport["\(kind.string) \(section)"] = size }
        let reports = lastReport
        flowCase = FuzzCase(
            make: flowCase.make, contexts: contexts, expectedValid: valid, validates: flowCase.validates,
            code: code, isStored: true,
            inventory: { layout, context, includesCells in
                var inventory = layout.inventory(itemCounts: context.itemCounts, includesCells: includesCells)
                let axis: Axis = direction == .vertical ? .vertical : .horizontal
                for section in 0..<min(alwaysThere, context.itemCounts.count) {
                    for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                        let isHeader = kind == ElementKind.sectionHeaderKind
                        guard
                            let estimate = isHeader
                                ? metrics.estimatedHeaderSize : metrics.estimatedFooterSize
                        else { continue }
                        let size = reports["\(kind.string) \(section)"] ?? estimate
                        let raw = size.length(along: axis)
                        let length = raw.isFinite && raw > 0 ? min(raw, LayoutContext.maximumLength) : 0
                        let answer = layout.supplementaryAttributes(ofKind: kind, inSection: section)
                        if length > 0, answer?.frame.length(along: axis) != length {
                            inventory.report(
                                "\(kind.string) of section \(section): length \(String(describing: answer?.frame)), "
                                    + "its model \(length)")
                        } else if length == 0, answer != nil {
                            inventory.report("\(kind.string) of section \(section) is produced at length 0")
                        }
                    }
                }
                return inventory
            })
        flowCase.reinventory = { _ in
            { layout, context, includesCells in
                layout.inventory(itemCounts: context.itemCounts, includesCells: includesCells)
            }
        }
        // A header's reported size stays with its section; the fresh layout gets it at the same
        // index, so a batch that renumbers sections is not compared with one.
        let keepsSections = { (batch: FuzzBatch) -> Bool in
            let identity: [Int?] = Array(batch.oldCounts.indices)
            return supplementaryReports.isEmpty
                || batch.destinations == identity && batch.newCounts.count == batch.oldCounts.count
        }
        flowCase.carry = { (_: inout FlowLayout, batch: FuzzBatch) -> Bool in keepsSections(batch) }
        if case .sizes(let sizes) = itemSizing {
            flowCase.carry = { (layout: inout FlowLayout, batch: FuzzBatch) -> Bool in
                guard keepsSections(batch),
                    let carried = batch.carried(sizes, new: Size(width: 37, height: 23), missing: .zero)
                else {
                    return false
                }
                layout.configuration.itemSizing = .sizes(carried)
                return true
            }
        }
        return flowCase
    }

    mutating func waterfallCase() -> FuzzCase<WaterfallLayout> {
        let columns = isHostile && chance(5) ? pick([0, -1, 1024, 1025, 100_000]) : int(in: 1...5)
        let minimumWidth: Double? = chance(4) ? length(40...200) : nil
        let spacing = (length(0...20), length(0...20))
        let inset = insets(0...30)
        let header = chance(2) ? length(0...80) : 0
        let footer = chance(3) ? length(0...80) : 0
        let placement: WaterfallLayout.ItemRenderDirection = chance(3) ? .leadingColumnFirst : .shortestFirst
        let direction: ScrollDirection = chance(3) ? .horizontal : .vertical
        let vertical: VerticalLayoutDirection = chance(4) ? .bottomToTop : .topToBottom
        let estimatedHeader: Double? = chance(4) ? length(10...80) : nil
        let estimatedFooter: Double? = chance(5) ? length(10...80) : nil
        var valid =
            estimatedHeader.map(Rules.positiveLength) ?? true
            && estimatedFooter.map(Rules.positiveLength) ?? true
            && columns >= 1 && columns <= WaterfallLayout.Configuration.maximumColumnCount
            && minimumWidth.map(Rules.positiveLength) ?? true && Rules.length(spacing.0)
            && Rules.length(spacing.1)
            && Rules.length(inset) && Rules.length(header) && Rules.length(footer)
        let itemHeight: WaterfallLayout.ItemHeight
        let heightCode: String
        let carry: (inout WaterfallLayout, FuzzBatch) -> Bool
        if chance(2) {
            let heights = (0..<int(in: 1...3)).map { _ in (0..<int(in: 0...15)).map { _ in length(10...300) }
            }
            itemHeight = .heights(heights)
            heightCode =
                ".heights([\(heights.map { "[\($0.map(swift).joined(separator: ", "))]" }.joined(separator: ", "))])"
            valid = valid && heights.allSatisfy { $0.allSatisfy(Rules.positiveLength) }
            carry = { layout, batch in
                guard let carried = batch.carried(heights, new: 42, missing: 0) else { return false }
                layout.configuration.itemHeight = .heights(carried)
                return true
            }
        } else {
            let bad = isHostile && chance(3) ? pick(hostileValues) : 1
            let ratio = { @Sendable (path: ItemPath) in
                Double((path.item * 7 + path.section * 3) % 5 + 1) / 3 * bad
            }
            itemHeight = .aspectRatio(ratio)
            carry = { layout, batch in
                layout.configuration.itemHeight = .aspectRatio { path in
                    batch.oldPath(forNew: path).map(ratio) ?? 0.75
                }
                return true
            }
            heightCode =
                ".aspectRatio { path in Double((path.item * 7 + path.section * 3) % 5 + 1) / 3 * \(swift(bad)) }"
        }
        let configuration = WaterfallLayout.Configuration(
            scrollDirection: direction, columnCount: .all(columns),
            minimumColumnWidth: minimumWidth.map { .all($0) },
            columnSpacing: .all(spacing.0), itemSpacing: .all(spacing.1), sectionInset: inset,
            headerHeight: .all(header), footerHeight: .all(footer),
            estimatedHeaderHeight: estimatedHeader.map { .all($0) },
            estimatedFooterHeight: estimatedFooter.map { .all($0) },
            itemRenderDirection: placement, itemHeight: itemHeight, verticalLayoutDirection: vertical)
        let contexts = contexts(maxSections: 4, maxItems: 300, absurd: chance(100))
        let code = """
            var layout = WaterfallLayout(configuration: WaterfallLayout.Configuration(
                scrollDirection: .\(direction), columnCount: .all(\(columns)), minimumColumnWidth: \(minimumWidth.map { ".all(\(swift($0)))" } ?? "nil"),
                columnSpacing: .all(\(swift(spacing.0))), itemSpacing: .all(\(swift(spacing.1))), sectionInset: \(swift(inset)),
                headerHeight: .all(\(swift(header))), footerHeight: .all(\(swift(footer))),
                estimatedHeaderHeight: \(estimatedHeader.map { ".all(\(swift($0)))" } ?? "nil"), estimatedFooterHeight: \(estimatedFooter.map { ".all(\(swift($0)))" } ?? "nil"),
                itemRenderDirection: .\(placement), itemHeight: \(heightCode), verticalLayoutDirection: .\(vertical)))
            """
        var waterfallCase = FuzzCase(
            make: { WaterfallLayout(configuration: configuration) }, contexts: contexts, expectedValid: valid,
            validates: { (try? configuration.validate()) != nil }, code: code, isStored: true)
        waterfallCase.carry = carry
        return waterfallCase
    }

    /// A value in `range`, or a hostile one one time in six in a hostile case.
    mutating func value(_ range: ClosedRange<Double>) -> Double {
        if drawsHostile(6) { return hostileValue() }
        return generator.double(in: range)
    }

    mutating func carouselCase() -> FuzzCase<CenterCarouselLayout> {
        let itemSize = size(40...300, 40...300)
        let direction: ScrollDirection = chance(3) ? .vertical : .horizontal
        let gap = value(-40...60)
        let spacing: CenterCarouselLayout.SpacingMode =
            bool() ? .fixed(spacing: gap) : .overlap(visibleOffset: gap)
        let (a, alpha, shift) = (value(0...1), value(0...1), value(-30...30))
        let angle = value(-1.6...1.6)
        let isRotation = chance(3)
        let animation: CenterCarouselLayout.AnimationMode =
            isRotation
            ? .rotation(sideItemAngle: angle, sideItemAlpha: alpha, sideItemShift: shift)
            : .scale(sideItemScale: a, sideItemAlpha: alpha, sideItemShift: shift)
        let wraps = chance(3)
        let limitAngle = CenterCarouselLayout.maximumSideItemAngle
        let valid =
            Rules.positiveLength(itemSize) && Rules.offset(gap) && alpha.isFinite && (0...1).contains(alpha)
            && Rules.offset(shift)
            && (isRotation
                ? angle.isFinite && (-limitAngle...limitAngle).contains(angle)
                : a.isFinite && a > 0 && a <= 1)
        let configuration = CenterCarouselLayout.Configuration(
            itemSize: itemSize, scrollDirection: direction, spacingMode: spacing, animationMode: animation,
            wrapsAround: wraps)
        let contexts = contexts(maxSections: 3, maxItems: 200, absurd: true)
        let spacingCode = {
            switch spacing {
            case .fixed: ".fixed(spacing: \(swift(gap)))"
            case .overlap: ".overlap(visibleOffset: \(swift(gap)))"
            }
        }()
        let animationCode =
            isRotation
            ? ".rotation(sideItemAngle: \(swift(angle)), sideItemAlpha: \(swift(alpha)), sideItemShift: \(swift(shift)))"
            : ".scale(sideItemScale: \(swift(a)), sideItemAlpha: \(swift(alpha)), sideItemShift: \(swift(shift)))"
        let code = """
            var layout = CenterCarouselLayout(configuration: CenterCarouselLayout.Configuration(
                itemSize: \(swift(itemSize)), scrollDirection: .\(direction), spacingMode: \(spacingCode),
                animationMode: \(animationCode), wrapsAround: \(wraps)))
            """
        return FuzzCase(
            make: { CenterCarouselLayout(configuration: configuration) }, contexts: contexts,
            expectedValid: valid,
            validates: { (try? configuration.validate()) != nil }, code: code, isStored: false)
    }

    mutating func fanCase() -> FuzzCase<CircularFanLayout> {
        let itemSize = size(20...200, 20...260)
        let radius = length(10...1200)
        let angle: Double? = bool() ? nil : value(0.005...0.8)
        let valid =
            Rules.positiveLength(itemSize) && Rules.positiveLength(radius)
            && angle.map { $0.isFinite && $0 >= CircularFanLayout.minimumAnglePerItem } ?? true
        let configuration = CircularFanLayout.Configuration(
            itemSize: itemSize, radius: radius, anglePerItem: angle)
        let contexts = contexts(maxSections: 3, maxItems: 200, absurd: true)
        let code = """
            var layout = CircularFanLayout(configuration: CircularFanLayout.Configuration(
                itemSize: \(swift(itemSize)), radius: \(swift(radius)), anglePerItem: \(angle.map(swift) ?? "nil")))
            """
        return FuzzCase(
            make: { CircularFanLayout(configuration: configuration) }, contexts: contexts,
            expectedValid: valid,
            validates: { (try? configuration.validate()) != nil }, code: code, isStored: false)
    }
}
