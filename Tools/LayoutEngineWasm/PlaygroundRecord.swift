import LayoutEngine

/// The flat encoding of one `LayoutAttributes` value that the page reads from the module's
/// memory and the native replay prints: `recordLength` doubles per element.
///
/// Layout: kind code, section, item, zIndex, isHidden (0 or 1), alpha, frame (x, y, width,
/// height), anchor point (x, y), the 16 entries of `transform3D` row by row (`m11` … `m44`,
/// the order CSS `matrix3d()` takes them), then the corner radius.
package enum PlaygroundRecord {
    /// Doubles per element.
    package static let recordLength = 29

    /// The kind code: 0 cell, 1 section header, 2 section footer, 3 other supplementary view,
    /// 4 decoration view, 5 a list's separator (top or bottom), 6 a list's section background.
    package static func kindCode(_ kind: ElementKind) -> Double {
        switch kind {
        case .cell: 0
        case .supplementary(let name):
            name == ElementKind.sectionHeaderKind ? 1 : name == ElementKind.sectionFooterKind ? 2 : 3
        case .decoration(let name):
            name == ElementKind.separatorKind || name == ElementKind.topSeparatorKind
                ? 5 : name == ElementKind.listBackgroundKind ? 6 : 4
        }
    }

    /// Writes `attributes` to `output`, which holds at least `recordLength` doubles.
    package static func write(_ attributes: LayoutAttributes, to output: UnsafeMutablePointer<Double>) {
        let frame = attributes.frame
        let t = attributes.transform3D
        output[0] = kindCode(attributes.kind)
        output[1] = Double(attributes.path.section)
        output[2] = Double(attributes.path.item)
        output[3] = Double(attributes.zIndex)
        output[4] = attributes.isHidden ? 1 : 0
        output[5] = attributes.alpha
        (output[6], output[7], output[8], output[9]) = (
            frame.origin.x, frame.origin.y, frame.size.width, frame.size.height
        )
        (output[10], output[11]) = (attributes.anchorPoint.x, attributes.anchorPoint.y)
        (output[12], output[13], output[14], output[15]) = (t.m11, t.m12, t.m13, t.m14)
        (output[16], output[17], output[18], output[19]) = (t.m21, t.m22, t.m23, t.m24)
        (output[20], output[21], output[22], output[23]) = (t.m31, t.m32, t.m33, t.m34)
        (output[24], output[25], output[26], output[27]) = (t.m41, t.m42, t.m43, t.m44)
        output[28] = attributes.cornerRadius
    }
}
