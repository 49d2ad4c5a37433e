import LayoutEngine
import UIKit

/// The driver's assertions: each one counted, each failure kept with what it checked.
@MainActor
final class Checks {
    private(set) var count = 0
    private(set) var failures: [String] = []
    /// The scenario the next failures belong to.
    var scenario = ""

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        count += 1
        if !condition { failures.append("\(scenario): \(message())") }
    }

    func equal<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
        expect(actual == expected, "\(what): got \(actual), expected \(expected)")
    }

    /// The adapter's UIKit attributes against the layout's, converted here independently of the
    /// adapter: category and kind string, index path, centre and size of the untransformed
    /// frame, alpha, zIndex, hidden; and the transform by where it draws the frame's corners:
    /// applied about the centre (as UIKit applies it) they must land on the layout's
    /// `visualQuad`, which applies it about the layout's anchor point.
    func elements(
        _ actual: [UICollectionViewLayoutAttributes], _ expected: [LayoutAttributes], _ what: String
    ) {
        let seen = actual.map(Element.init).sorted()
        let wanted = expected.map(Element.init).sorted()
        expect(!wanted.isEmpty, "\(what): the layout answered nothing to compare")
        equal(seen, wanted, "\(what): elements")
        let byKey = Dictionary(actual.map { (Element($0).key, $0) }, uniquingKeysWith: { first, _ in first })
        for attributes in expected {
            guard let converted = byKey[Element(attributes).key] else { continue }
            drawnAlike(converted, attributes, "\(what): \(attributes.path) drawn")
        }
    }

    /// One element: the adapter's attributes against the layout's (nil when the layout has none).
    func element(_ actual: UICollectionViewLayoutAttributes?, _ expected: LayoutAttributes?, _ what: String) {
        equal(actual.map(Element.init), expected.map(Element.init), what)
        if let actual, let expected { drawnAlike(actual, expected, what) }
    }

    private func drawnAlike(
        _ actual: UICollectionViewLayoutAttributes, _ expected: LayoutAttributes, _ what: String
    ) {
        let drawn = Self.drawnCorners(actual)
        let quad = expected.visualQuad
        let close = zip(drawn, quad).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }
        expect(close, "\(what): corners \(drawn), expected \(quad)")
    }

    /// Where UIKit draws the frame's corners: each corner's offset from the centre, times the
    /// 3-D transform (a row vector, then divided by w, as Core Animation does), plus the centre.
    static func drawnCorners(_ attributes: UICollectionViewLayoutAttributes) -> [Point] {
        let center = attributes.center
        let size = attributes.size
        let t = attributes.transform3D
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { signX, signY in
            let x = signX * Double(size.width) / 2
            let y = signY * Double(size.height) / 2
            let px = x * Double(t.m11) + y * Double(t.m21) + Double(t.m41)
            let py = x * Double(t.m12) + y * Double(t.m22) + Double(t.m42)
            let w = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
            return Point(x: px / w + Double(center.x), y: py / w + Double(center.y))
        }
    }
}

/// What the driver compares of one element.
struct Element: Equatable, Comparable, CustomStringConvertible {
    var category: UInt
    var kind: String
    var section: Int
    var item: Int
    var centerX: Double
    var centerY: Double
    var width: Double
    var height: Double
    var alpha: Double
    var zIndex: Int
    var isHidden: Bool

    var key: String { "\(category)/\(kind)/\(section)/\(item)" }

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory.rawValue
        kind = attributes.representedElementKind ?? ""
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        centerX = Double(attributes.center.x)
        centerY = Double(attributes.center.y)
        width = Double(attributes.size.width)
        height = Double(attributes.size.height)
        alpha = Double(attributes.alpha)
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// The layout's attributes as UIKit's should read: supplementary and decoration views under
    /// their kind strings, the section header and footer under UIKit's constants.
    @MainActor
    init(_ attributes: LayoutAttributes) {
        switch attributes.kind {
        case .cell:
            (category, kind) = (0, "")
        case .supplementary(let name):
            (category, kind) = (1, Self.uiKitKind(name))
        case .decoration(let name):
            (category, kind) = (2, Self.uiKitKind(name))
        }
        section = attributes.path.section
        item = attributes.path.item
        centerX = attributes.frame.midX
        centerY = attributes.frame.midY
        width = attributes.frame.width
        height = attributes.frame.height
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    @MainActor
    private static func uiKitKind(_ name: ElementKind.Name) -> String {
        if name == ElementKind.sectionHeaderKind { return UICollectionView.elementKindSectionHeader }
        if name == ElementKind.sectionFooterKind { return UICollectionView.elementKindSectionFooter }
        return name.string
    }

    static func < (lhs: Element, rhs: Element) -> Bool {
        (lhs.category, lhs.kind, lhs.section, lhs.item) < (rhs.category, rhs.kind, rhs.section, rhs.item)
    }

    var description: String {
        "\(kind.isEmpty ? "cell" : kind)[\(section),\(item)] @(\(centerX),\(centerY)) \(width)x\(height) "
            + "a\(alpha) z\(zIndex)\(isHidden ? " hidden" : "")"
    }
}
