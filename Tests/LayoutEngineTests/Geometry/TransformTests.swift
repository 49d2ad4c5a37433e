import LayoutEngine
import XCTest

final class TransformTests: XCTestCase {
    func testTransform_ConcatenationAppliesSelfFirst() {
        let scaleThenMove = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 10, y: 20))
        XCTAssertEqual(scaleThenMove.apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 23))
        let moveThenScale = Transform(translationX: 10, y: 20).concatenating(Transform(scaleX: 2, y: 3))
        XCTAssertEqual(moveThenScale.apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 63))
    }

    func testTransform_RotationByQuarterTurnIsClockwiseOnScreen() {
        let point = Transform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 1, accuracy: 1e-12)
    }

    func testTransform_AppliedToRectIsBoundingBox() {
        let rect = Rect(x: -1, y: -1, width: 2, height: 2)
        let rotated = Transform(rotationAngle: .pi / 4).apply(to: rect)
        XCTAssertEqual(rotated.width, 2 * 2.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(rotated.midX, 0, accuracy: 1e-12)
        XCTAssertEqual(Transform.identity.apply(to: rect), rect)
    }

    func testTransform3D_AffineRoundTrip() {
        let affine = Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 4, y: 5))
        let threeD = Transform3D(affine)
        XCTAssertTrue(threeD.isAffine)
        XCTAssertEqual(threeD.affine, affine)
        XCTAssertEqual(Transform3D.identity.affine, .identity)
    }

    func testTransform3D_RotationAboutZMatchesAffineRotation() {
        let threeD = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        let affine = Transform(rotationAngle: 0.7)
        XCTAssertEqual(threeD.m11, affine.a, accuracy: 1e-12)
        XCTAssertEqual(threeD.m12, affine.b, accuracy: 1e-12)
        XCTAssertEqual(threeD.m21, affine.c, accuracy: 1e-12)
        XCTAssertEqual(threeD.m22, affine.d, accuracy: 1e-12)
    }

    func testTransform3D_PerspectiveRotationAboutYNarrowsTheFarSide() {
        var perspective = Transform3D()
        perspective.m34 = -1.0 / 500
        let turned = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(perspective)
        XCTAssertFalse(turned.isAffine)
        let right = turned.project(Point(x: 100, y: 100))
        let left = turned.project(Point(x: -100, y: 100))
        XCTAssertNotEqual(abs(right.y), abs(left.y), "one side is nearer the eye than the other")
        XCTAssertLessThan(abs(right.x), 100)
    }

    func testTransform3D_ZeroAxisRotationIsIdentity() {
        XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
        XCTAssertEqual(Transform3D(rotationAngle: .nan, x: 0, y: 0, z: 1), .identity)
    }

    func testLayoutAttributes_VisualBoundsFollowTransformAboutAnchor() {
        var attributes = LayoutAttributes(
            path: ItemPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(attributes.visualBounds, attributes.frame)
        attributes.transform = Transform(scaleX: 2, y: 2)
        assertRect(attributes.visualBounds, Rect(x: -5, y: -5, width: 20, height: 20))
        attributes.anchorPoint = Point(x: 0, y: 0)
        assertRect(attributes.visualBounds, Rect(x: 0, y: 0, width: 20, height: 20))
    }

    func testLayoutAttributes_DefaultZIndexBySupplementaryAndDecoration() {
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let path = ItemPath(item: 0, section: 0)
        XCTAssertEqual(LayoutAttributes(path: path, frame: frame).zIndex, 0)
        XCTAssertEqual(LayoutAttributes(path: path, kind: .sectionHeader, frame: frame).zIndex, 10)
        XCTAssertEqual(LayoutAttributes(path: path, kind: .decoration("bg"), frame: frame).zIndex, -1)
    }
}
