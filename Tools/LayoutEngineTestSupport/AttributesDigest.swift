import LayoutEngine

/// A 64-bit fingerprint (FNV-1a) of layout results, so that a refactoring can prove it changed
/// no frame, transform, alpha, zIndex or kind: record the digests before, compare after.
///
/// Elements are sorted before they are folded in (queries return them in no set order), every
/// `Double` contributes its bit pattern (with -0 read as 0), and kinds contribute their strings.
public struct AttributesDigest: Hashable, Sendable {
    /// The fingerprint so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty digest.
    public init() {}

    /// Folds in one 64-bit word.
    public mutating func combine(_ word: UInt64) {
        var word = word
        for _ in 0..<8 {
            value = (value ^ (word & 0xff)) &* 0x0000_0100_0000_01b3
            word >>= 8
        }
    }

    /// Folds in a double's bit pattern (zero of either sign as +0).
    public mutating func combine(_ number: Double) {
        combine(number == 0 ? 0 : number.bitPattern)
    }

    /// Folds in an integer.
    public mutating func combine(_ number: Int) {
        combine(UInt64(bitPattern: Int64(number)))
    }

    /// Folds in a string's UTF-8 bytes and its length.
    public mutating func combine(_ text: String) {
        combine(text.utf8.count)
        for byte in text.utf8 { combine(UInt64(byte)) }
    }

    /// Folds in a size.
    public mutating func combine(_ size: Size) {
        combine(size.width)
        combine(size.height)
    }

    /// Folds in a rect.
    public mutating func combine(_ rect: Rect) {
        combine(rect.origin.x)
        combine(rect.origin.y)
        combine(rect.size)
    }

    /// Folds in one element: path, kind, frame, transform, anchor, alpha, zIndex, hidden, and
    /// the corner radius when it is not 0.
    public mutating func combine(_ attributes: LayoutAttributes) {
        combine(attributes.path.section)
        combine(attributes.path.item)
        switch attributes.kind {
        case .cell: combine(0)
        case .supplementary(let kind):
            combine(1)
            combine(kind.string)
        case .decoration(let kind):
            combine(2)
            combine(kind.string)
        }
        combine(attributes.frame)
        let t = attributes.transform3D
        for entry in [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ] {
            combine(entry)
        }
        combine(attributes.anchorPoint.x)
        combine(attributes.anchorPoint.y)
        combine(attributes.alpha)
        combine(attributes.zIndex)
        combine(attributes.isHidden ? 1 : 0)
        // Folded in only when set, so that the digests of elements without it stay as they were.
        if attributes.cornerRadius != 0 { combine(attributes.cornerRadius) }
        // `isPinned` is not folded in: it follows from the frame, which already records where
        // pinning put the element, and the recorded digests predate it.
    }

    /// Folds in a query's results in a canonical order (by section, item, kind and frame), and
    /// their number.
    public mutating func combine(_ results: [LayoutAttributes]) {
        combine(results.count)
        for attributes in results.sorted(by: Self.canonicalOrder) { combine(attributes) }
    }

    /// The fingerprint as 16 hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func canonicalOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.path.section != b.path.section { return a.path.section < b.path.section }
        if a.path.item != b.path.item { return a.path.item < b.path.item }
        let (kindA, kindB) = (kindKey(a.kind), kindKey(b.kind))
        if kindA != kindB { return kindA < kindB }
        let (frameA, frameB) = (a.frame, b.frame)
        if frameA.origin.y != frameB.origin.y { return frameA.origin.y < frameB.origin.y }
        if frameA.origin.x != frameB.origin.x { return frameA.origin.x < frameB.origin.x }
        if frameA.size.width != frameB.size.width { return frameA.size.width < frameB.size.width }
        return frameA.size.height < frameB.size.height
    }

    private static func kindKey(_ kind: ElementKind) -> String {
        switch kind {
        case .cell: "0"
        case .supplementary(let name): "1" + name.string
        case .decoration(let name): "2" + name.string
        }
    }
}
