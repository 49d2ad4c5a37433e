import LayoutEngine
import XCTest

/// The host is a façade: its state lives in collaborators (scroller, clock, frame builder,
/// update animator), and the host itself holds a few stored properties.
final class CollectionHostShapeTests: XCTestCase {
    func testCollectionHost_HoldsAtMostEightStoredProperties() {
        let host = squaresHost()
        let stored = Mirror(reflecting: host).children.compactMap(\.label)
        XCTAssertLessThanOrEqual(stored.count, 8, "\(stored)")
    }
}
