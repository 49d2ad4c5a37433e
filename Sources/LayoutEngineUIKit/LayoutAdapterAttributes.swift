#if canImport(UIKit)
    import UIKit

    /// The layout attributes a ``CollectionViewLayoutAdapter`` hands to UIKit: UIKit's, plus
    /// which of the view's dimensions the layout takes from the view's own measurement.
    ///
    /// UIKit's cells and reusable views measure themselves in
    /// `preferredLayoutAttributesFitting(_:)` only for `UICollectionViewFlowLayout` with
    /// estimated sizes (a private flag of that layout; MagazineLayout's
    /// `MagazineLayoutCollectionViewCell` documents it), so a cell laid out by any other layout
    /// keeps the size it is given unless it measures itself. ``SelfSizingCollectionViewCell``
    /// and ``SelfSizingReusableView`` read ``fitsHeight`` and ``fitsWidth`` to do so.
    public final class LayoutAdapterAttributes: UICollectionViewLayoutAttributes {
        /// Whether the view should return the height its content needs for the width it is
        /// given (a vertically scrolling layout's cells and headers).
        public internal(set) var fitsHeight = false
        /// Whether the view should return the width its content needs for the height it is
        /// given (a horizontally scrolling layout's cells).
        public internal(set) var fitsWidth = false

        /// A copy with the same values, the measured dimensions included (UIKit copies
        /// attributes before it hands them to a view).
        ///
        /// UIKit copies and compares attributes on the main thread; `NSObject`'s methods are not
        /// isolated to it in Swift, hence `MainActor.assumeIsolated`.
        public override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            MainActor.assumeIsolated {
                if let attributes = copy as? LayoutAdapterAttributes {
                    attributes.fitsHeight = fitsHeight
                    attributes.fitsWidth = fitsWidth
                }
            }
            return copy
        }

        /// Equal when UIKit's values and the measured dimensions are equal.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? LayoutAdapterAttributes else { return false }
            let sameFit = MainActor.assumeIsolated {
                other.fitsHeight == fitsHeight && other.fitsWidth == fitsWidth
            }
            return sameFit && super.isEqual(object)
        }
    }
#endif
