// The searches go through small copies of every 32nd start, every 1024th, and so on, which read
// a few cache lines where a binary search would read a dozen scattered ones
// (`RectIndex+SearchLevels.swift`).

/// The rect-query index shared by every layout: which stored frames intersect a rectangle.
///
/// Elements are numbered in the order they are appended (their *id*), and a layout maps ids to
/// item paths in its own way (usually by section offsets). The index keeps the frames packed
/// (32 bytes each), in id order. Most layouts append about in order along the scroll axis, and
/// most of their elements are found by id alone, in the *in-order run* (about a byte per
/// element besides the frame). The rest (elements far longer, or far further back, than the
/// first ones) are grouped into *length classes* by their extent along the scroll axis (class
/// c holds extents in [2^(c-1), 2^c)), each class sorted by the element's minimum coordinate
/// along the axis.
///
/// A query scans the run's frames from the first that may reach the rect to the last that may
/// start in it, then asks each non-empty class, for the span [lo, hi) along the axis, for the
/// elements whose start lies in (lo − longest, hi): one search and a scan to `hi`, filtered by
/// the full intersection test. Because every element of a class is at least half as long as the longest, the scan
/// holds the answers plus at most about two elements per column that end before `lo`,
/// whatever the number of elements: O(c · log n + k) for c classes (a handful in practice: one
/// per power of two among the lengths). A section background as tall as a million items lives
/// in its own class and costs one search, not a scan.
///
/// Appending to the run is O(1). Appending keeps each class sorted: an element that starts no
/// earlier than the last one of its class is O(1), one that starts a little earlier (items of
/// one line centred across it, waterfall columns) moves past the few it precedes. Removing the
/// newest elements (``removeElements(from:)``) costs the number removed plus the elements
/// starting after them.
///
/// Frames that are not finite are stored (``frame(of:)`` returns them) but never reported by a
/// query; so are elements past the 2³¹st, which no layout of this package produces.
public struct RectIndex: Sendable {
    /// The axis along which elements are sorted: the layout's scroll direction.
    public let axis: Axis
    /// Every frame, by id.
    var frames: [Rect] = []
    /// Length classes by class number; empty classes are skipped through `activeClasses`.
    var classes: [LengthClass] = []
    /// Numbers of the non-empty classes, ascending.
    var activeClasses: [Int] = []
    /// The elements found by id rather than by length class.
    var run = InOrderRun()

    /// Creates an empty index sorted along `axis`.
    public init(axis: Axis) {
        self.axis = axis
    }

    /// Creates an empty index sorted along `axis` that indexes every element by length class
    /// when `keepsInOrderRun` is false (to exercise the classes alone).
    init(axis: Axis, keepsInOrderRun: Bool) {
        self.axis = axis
        self.run = InOrderRun(isEnabled: keepsInOrderRun)
    }
}

/// The elements of one length class, sorted by their minimum coordinate along the axis.
struct LengthClass: Sendable {
    /// Minimum coordinate along the axis of each member, ascending.
    var starts: [Double] = []
    /// The id of each member, parallel to `starts`.
    var ids: [Int32] = []
    /// The largest extent along the axis among the members (ever added).
    var longest: Double = 0
    /// Every 32nd start, every 1024th, …: what a search reads before `starts`.
    var search = SearchLevels()
}

// MARK: - Reading

extension RectIndex {
    /// The number of stored elements.
    public var count: Int { frames.count }

    /// Whether no element is stored.
    public var isEmpty: Bool { frames.isEmpty }

    /// The frame of the element with `id` (its position in append order), or ``Rect/null``
    /// when no element has that id.
    @inline(__always)
    public func frame(of id: Int) -> Rect {
        frames.indices.contains(id) ? frames[id] : .null
    }

    /// The smallest rectangle containing every finite frame; null when there is none.
    ///
    /// - Complexity: O(n).
    public var bounds: Rect {
        var result = Rect.null
        for frame in frames where frame.isFinite { result = result.union(frame) }
        return result
    }
}

// MARK: - Length classes

extension RectIndex {
    /// The number of length classes there can be: ``lengthClass(of:)`` is at most 64.
    static var classCount: Int { 65 }

    /// The class of an extent: 0 for extents up to 1, otherwise 1 + ⌊log2(extent)⌋ (at most 64).
    @inline(__always)
    static func lengthClass(of extent: Double) -> Int {
        guard extent > 1 else { return 0 }
        return Int(min(extent.exponent, 63)) + 1
    }
}
