/// What a collection view tells its layout: the viewport, the data's shape and the environment.
///
/// A layout compares the context it is given with the last one to decide how much work
/// `prepare` must redo: a change of `bounds.origin` alone is a scroll, items added to the last
/// section are a page appended, a new `bounds.size` is a resize.
public struct LayoutContext: Hashable, Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// The number of items in each section; its count is the number of sections.
    ///
    /// Negative counts are read as zero; the flow and waterfall layouts lay out at most
    /// ``maximumItemCount`` items in all (``laidOutItemCounts``).
    public var itemCounts: [Int]
    /// Space the collection view keeps around the content (UIKit's adjusted content inset);
    /// a vertical layout's content is `bounds.width - contentInsets.horizontal` wide.
    public var contentInsets: EdgeInsets
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// Pixels per point, for layouts that round frames to pixel boundaries.
    public var displayScale: Double
    /// The viewport's safe area (UIKit's `safeAreaInsets`), from the viewport's edges; zero by
    /// default. Layouts with a content insets reference keep content inside it.
    public var safeAreaInsets: EdgeInsets
    /// The viewport's layout margins (UIKit's `directionalLayoutMargins` resolved for the
    /// layout direction), from the viewport's edges, the safe area included as UIKit includes
    /// it; zero by default.
    public var layoutMargins: EdgeInsets
    /// The widest a column of text reads well (the width of UIKit's `readableContentGuide`,
    /// which centres it within the layout margins); infinite by default, meaning no limit.
    public var readableContentWidth: Double

    /// Creates a context.
    public init(
        bounds: Rect, itemCounts: [Int], contentInsets: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1,
        safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
        readableContentWidth: Double = .infinity
    ) {
        self.bounds = bounds
        self.itemCounts = itemCounts
        self.contentInsets = contentInsets
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
    }

    /// A context with a viewport of `size` at offset zero.
    public init(
        viewportSize: Size, itemCounts: [Int], contentInsets: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1,
        safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
        readableContentWidth: Double = .infinity
    ) {
        self.init(
            bounds: Rect(origin: .zero, size: viewportSize), itemCounts: itemCounts,
            contentInsets: contentInsets, layoutDirection: layoutDirection, displayScale: displayScale,
            safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
            readableContentWidth: readableContentWidth)
    }
}

extension LayoutContext {
    /// The number of sections.
    public var sectionCount: Int { itemCounts.count }

    /// The number of items in `section`: zero for a negative count or a section out of range.
    public func itemCount(inSection section: Int) -> Int {
        guard section >= 0, section < itemCounts.count else { return 0 }
        return max(0, itemCounts[section])
    }

    /// The viewport's size with negative, NaN or infinite extents read as zero and each one at
    /// most ``maximumLength``.
    public var viewportSize: Size { bounds.size.bounded }

    /// The content offset (the viewport's origin), with non-finite coordinates read as zero.
    public var contentOffset: Point {
        Point(x: bounds.origin.x.sanitizedOffset, y: bounds.origin.y.sanitizedOffset)
    }
}

// MARK: - Comparing item counts

extension LayoutContext {
    /// The first section whose stored count (negative ones as given) differs from `other`'s,
    /// among the sections both have; nil when they are all the same.
    ///
    /// Two contexts holding the same array (a host that keeps its counts between frames)
    /// answer without reading it. Otherwise the counts are compared in one pass.
    ///
    /// - Complexity: O(1) for the same array, otherwise O(s) for s sections.
    func firstSectionWithDifferentStoredCount(from other: LayoutContext) -> Int? {
        itemCounts.withUnsafeBufferPointer { counts in
            other.itemCounts.withUnsafeBufferPointer { otherCounts in
                let count = Swift.min(counts.count, otherCounts.count)
                guard counts.baseAddress != otherCounts.baseAddress else { return nil }
                // The counts are compared in blocks of 32 with a branch-free test (the
                // exclusive or of every pair, or-ed together) that the compiler turns into
                // vector instructions, and only a block that differs is searched element by
                // element: an equal copy costs one pass at memory speed.
                var blockStart = 0
                while blockStart < count {
                    let blockEnd = Swift.min(blockStart + 32, count)
                    var differences = 0
                    for section in blockStart..<blockEnd {
                        differences |= counts[section] ^ otherCounts[section]
                    }
                    if differences != 0 {
                        for section in blockStart..<blockEnd where counts[section] != otherCounts[section] {
                            return section
                        }
                    }
                    blockStart = blockEnd
                }
                return nil
            }
        }
    }
}

// MARK: - Limits every layout shares

extension LayoutContext {
    /// The most items a layout that stores its frames (flow, waterfall) lays out: 2²⁴
    /// (16 777 216), sixteen times the million items the package is built for.
    ///
    /// The stored frames take about 44 bytes an item, so this bounds a layout's geometry to
    /// about 0.75 GB (twice that while arrays grow), and lengths of at most
    /// ``maximumLength`` keep every position below 2⁴⁵ points, where a `Double` still holds
    /// whole points exactly. Items past the limit are not laid out (see
    /// ``laidOutItemCounts``): they have no frame, `attributes(at:)` returns nil for them and
    /// no query reports them. ``validate()`` reports such a context.
    ///
    /// The carousel and the fan compute every frame by formula and store nothing per item:
    /// they take any count, up to `Int.max` in total. Their positions are `Double`s, exact for
    /// item indices up to 2⁵³; beyond that, neighbouring items share a position.
    public static let maximumItemCount = 1 << 24

    /// The largest length any layout uses: one million points.
    ///
    /// Every item size, spacing, inset, header or footer size, radius and offset from a
    /// configuration, every content inset and each extent of the viewport is clamped to
    /// `-maximumLength...maximumLength` at run time (lengths that cannot be negative to
    /// `0...maximumLength`), so that sums over at most ``maximumItemCount`` items, and the
    /// formulas of the carousel and the fan over any count, stay finite. Each layout's
    /// `validate()` rejects a longer length with
    /// ``LayoutConfigurationError/Rule/mustBeAtMost(_:)``. The compositional layout's
    /// ``LayoutDimension/maximumLength`` is the same bound.
    public static let maximumLength = 1_000_000.0

    /// The number of items of each section that a layout storing its frames lays out: the
    /// counts with negative ones read as zero, then cut so that their sum is at most
    /// ``maximumItemCount``. The first `maximumItemCount` items in section order are laid
    /// out; the rest of the section that reaches the limit and every later section have none.
    ///
    /// - Complexity: O(s) for s sections.
    public var laidOutItemCounts: [Int] {
        var remaining = Self.maximumItemCount
        return itemCounts.map { count in
            let laidOut = Swift.min(Swift.max(0, count), remaining)
            remaining -= laidOut
            return laidOut
        }
    }

    /// The entry of ``laidOutItemCounts`` for `section` (0 for a section out of range), without
    /// building the array: what appending to the last section needs.
    ///
    /// - Complexity: O(section), one read of the counts before it, with no allocation.
    func laidOutItemCount(ofSection section: Int) -> Int {
        guard section >= 0, section < itemCounts.count else { return 0 }
        let limit = Self.maximumItemCount
        let before = itemCounts.withUnsafeBufferPointer { counts in
            let counts = UnsafeBufferPointer(rebasing: counts[..<section])
            // Branch-free, in the two operations per count that every vector unit has (a
            // 64-bit add and an or): the counts summed, and or-ed together to learn whether
            // every one is below 2²⁴ (a negative one has its top bit set); then no number of
            // them overflows the sum. Masking each negative count to zero first would take
            // 64-bit compares, which baseline x86-64 vector units emulate in several
            // instructions each.
            var sum: UInt64 = 0
            var union: UInt64 = 0
            for count in counts {
                let bits = UInt64(bitPattern: Int64(count))
                sum &+= bits
                union |= bits
            }
            if union < UInt64(limit) { return Int(sum) }
            // A negative count, or one of 2²⁴ or more: each one read as zero or cut to the
            // limit first, so that the sum of any number of them cannot overflow.
            var total = 0
            for count in counts { total &+= Swift.min(Swift.max(0, count), limit) }
            return total
        }
        return Swift.min(Swift.max(0, itemCounts[section]), Swift.max(0, limit - Swift.min(before, limit)))
    }

    /// Whether every item is laid out: the counts (negative ones read as zero) sum to at most
    /// ``maximumItemCount``, so ``laidOutItemCounts`` cuts none. Counts of any size are summed
    /// without overflow.
    ///
    /// - Complexity: O(s) for s sections.
    var laysOutEveryItem: Bool {
        var total = 0
        for count in itemCounts where count > 0 {
            total += Swift.min(count, Self.maximumItemCount + 1)
            if total > Self.maximumItemCount { return false }
        }
        return true
    }

    /// Checks what a layout would otherwise clamp or skip at run time.
    ///
    /// The rules: every item count not negative, and their sum at most
    /// ``maximumItemCount`` (the first count that crosses the limit is named, its rule gives
    /// the most it could be); the viewport's origin finite and its size finite, not negative
    /// and at most ``maximumLength``; content insets, safe area insets and layout margins
    /// finite, not negative and at most `maximumLength`; `displayScale` finite and greater than
    /// zero; `readableContentWidth` infinite (no limit) or a length as above.
    ///
    /// ```swift
    /// let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [-1])
    /// try context.validate()  // throws: itemCounts[0] is -1: must not be negative
    /// ```
    ///
    /// - Throws: a ``LayoutConfigurationError`` naming the first bad field, such as
    ///   `itemCounts[2]` or `bounds.size.width`.
    /// - Complexity: O(s) for s sections.
    public func validate() throws(LayoutConfigurationError) {
        var remaining = Self.maximumItemCount
        for (section, count) in itemCounts.enumerated() {
            let field = "itemCounts[\(section)]"
            guard count >= 0 else {
                throw LayoutConfigurationError(field: field, value: Double(count), rule: .mustNotBeNegative)
            }
            guard count <= remaining else {
                throw LayoutConfigurationError(
                    field: field, value: Double(count), rule: .mustBeAtMost(Double(remaining)))
            }
            remaining -= count
        }
        try LayoutConfigurationError.requireFinite(bounds.origin.x, "bounds.origin.x")
        try LayoutConfigurationError.requireFinite(bounds.origin.y, "bounds.origin.y")
        try LayoutConfigurationError.requireLength(bounds.size.width, "bounds.size.width")
        try LayoutConfigurationError.requireLength(bounds.size.height, "bounds.size.height")
        try LayoutConfigurationError.requireLength(contentInsets, "contentInsets")
        try LayoutConfigurationError.requirePositive(displayScale, "displayScale")
        try LayoutConfigurationError.requireLength(safeAreaInsets, "safeAreaInsets")
        try LayoutConfigurationError.requireLength(layoutMargins, "layoutMargins")
        if readableContentWidth != .infinity {
            try LayoutConfigurationError.requireLength(readableContentWidth, "readableContentWidth")
        }
    }
}

extension Double {
    /// This value as a length: zero when it is negative, NaN or infinite, at most
    /// ``LayoutContext/maximumLength``. The run-time rule for lengths from user input.
    @inline(__always)
    var boundedLength: Double {
        Swift.min(sanitizedLength, LayoutContext.maximumLength)
    }

    /// This value as a signed distance: zero when it is NaN or infinite, clamped to
    /// `-maximumLength...maximumLength`. The run-time rule for offsets from user input whose
    /// sign has a meaning.
    @inline(__always)
    var boundedOffset: Double {
        isFinite
            ? Swift.min(Swift.max(self, -LayoutContext.maximumLength), LayoutContext.maximumLength) : 0
    }
}

extension Size {
    /// This size with each extent read by ``Swift/Double/boundedLength``.
    var bounded: Size {
        Size(width: width.boundedLength, height: height.boundedLength)
    }
}

extension DirectionalEdgeInsets {
    /// These insets with each one read by ``Swift/Double/boundedLength``.
    var bounded: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top.boundedLength, leading: leading.boundedLength, bottom: bottom.boundedLength,
            trailing: trailing.boundedLength)
    }
}

extension EdgeInsets {
    /// These insets with each one read by ``Swift/Double/boundedLength``.
    var bounded: EdgeInsets {
        EdgeInsets(
            top: top.boundedLength, left: left.boundedLength, bottom: bottom.boundedLength,
            right: right.boundedLength)
    }
}
