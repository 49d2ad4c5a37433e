#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    // MARK: - Between CoreGraphics' geometry and the layouts'

    extension Point {
        /// The point of `point`.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    extension Size {
        /// The size of `size`.
        init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension Rect {
        /// The rectangle of `rect`.
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension CGPoint {
        /// The point of `point`.
        init(_ point: Point) {
            self.init(x: CGFloat(point.x), y: CGFloat(point.y))
        }
    }

    extension CGSize {
        /// The size of `size`.
        init(_ size: Size) {
            self.init(width: CGFloat(size.width), height: CGFloat(size.height))
        }
    }

    extension ItemPath {
        /// The path of a collection view's index path; nil for an index path that does not name
        /// an item (one of another length, or a section's, whose item is `NSNotFound`).
        init?(_ indexPath: IndexPath) {
            guard indexPath.count == 2, indexPath[1] != NSNotFound else { return nil }
            self.init(item: indexPath[1], section: indexPath[0])
        }
    }

    extension IndexPath {
        /// The index path of `path`.
        init(_ path: ItemPath) {
            self.init(item: path.item, section: path.section)
        }
    }
#endif
