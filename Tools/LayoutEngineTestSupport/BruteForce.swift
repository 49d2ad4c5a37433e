import LayoutEngine

/// The oracle for rect queries: a linear filter over every element, as a textbook custom
/// layout answers `layoutAttributesForElements(in:)`.
///
/// Its elements come from a source independent of the rect query under test: an
/// ``ElementInventory`` (``ElementInventory/verifiedBaseline(for:)``) or a list the test builds.
public struct LinearScanBaseline: Sendable {
    /// Every element of the layout.
    public let elements: [LayoutAttributes]

    /// Creates the baseline from every element of a layout.
    public init(elements: [LayoutAttributes]) {
        self.elements = elements
    }

    /// The elements whose visual bounds intersect `rect`, found by looking at every one.
    ///
    /// - Complexity: O(n).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        elements.filter { $0.visualBounds.intersects(rect) }
    }
}

/// A key naming one element of a layout: its kind and path.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The element's kind.
    public let kind: ElementKind
    /// The element's path.
    public let path: ItemPath

    /// The key of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        self.kind = attributes.kind
        self.path = attributes.path
    }

    /// Creates a key from a kind and a path.
    public init(kind: ElementKind, path: ItemPath) {
        self.kind = kind
        self.path = path
    }

    /// Orders by path, then by a kind name.
    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        // The kind names are built only for two elements of one path.
        lhs.path != rhs.path ? lhs.path < rhs.path : lhs.kindName < rhs.kindName
    }

    private var kindName: String {
        switch kind {
        case .cell: "cell"
        case .supplementary(let name): "s:" + name.string
        case .decoration(let name): "d:" + name.string
        }
    }

    /// `kind path`, for failure messages.
    public var description: String { "\(kindName) \(path)" }
}

/// The first difference between two sets of attributes keyed by element, described for a
/// failure message, or nil when both hold the same elements with equal attributes.
public func firstDifference(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String? {
    var actualByKey: [ElementKey: LayoutAttributes] = [:]
    for attributes in actual {
        let key = ElementKey(attributes)
        if actualByKey[key] != nil { return "\(key) returned twice" }
        actualByKey[key] = attributes
    }
    var expectedByKey: [ElementKey: LayoutAttributes] = [:]
    for attributes in expected { expectedByKey[ElementKey(attributes)] = attributes }
    // Equal when every element returned is expected, with the same attributes, and there are as
    // many: checked without sorting; the keys are sorted only to name the first difference.
    if actualByKey.count == expectedByKey.count,
        actualByKey.allSatisfy({ key, attributes in expectedByKey[key] == attributes })
    {
        return nil
    }
    for key in expectedByKey.keys.sorted() where actualByKey[key] == nil {
        return "\(key) missing (expected frame \(expectedByKey[key]?.frame ?? .null))"
    }
    for key in actualByKey.keys.sorted() {
        guard let expectedAttributes = expectedByKey[key] else {
            return "\(key) unexpected (frame \(actualByKey[key]?.frame ?? .null))"
        }
        if actualByKey[key] != expectedAttributes {
            return
                "\(key) differs: got \(String(describing: actualByKey[key])), expected \(expectedAttributes)"
        }
    }
    return nil
}
