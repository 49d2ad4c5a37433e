#if canImport(UIKit)
    import UIKit

    /// A cell that measures itself for a ``CollectionViewLayoutAdapter``: subclass it (or use
    /// it as the cell of a registration) and the layout lays the cell out at the size its
    /// content needs.
    ///
    /// A stock `UICollectionViewCell` keeps the size the layout gives it under any layout other
    /// than UIKit's flow layout with estimated sizes; this cell returns, from
    /// `preferredLayoutAttributesFitting(_:)`, the size Auto Layout computes for its content
    /// view (`systemLayoutSizeFitting`) along the dimensions the adapter asks for
    /// (``LayoutAdapterAttributes/fitsHeight``, ``LayoutAdapterAttributes/fitsWidth``), with
    /// the other dimension held at the layout's value. The adapter reports the size to the
    /// layout, which keeps what the user reads in place.
    open class SelfSizingCollectionViewCell: UICollectionViewCell {
        /// The attributes with the size the content needs along the dimensions the adapter
        /// measures; the given attributes unchanged for a layout that measures nothing.
        open override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            guard let attributes = layoutAttributes as? LayoutAdapterAttributes,
                attributes.fitsHeight || attributes.fitsWidth
            else { return layoutAttributes }
            // The content view's autoresizing constraints may still hold the last size when
            // the cell is measured (after a rotation, MagazineLayout reports, with
            // openradar.appspot.com/radar?id=5025850143539200): give it the fixed dimension first.
            if !attributes.fitsWidth, contentView.bounds.width != attributes.size.width {
                contentView.bounds.size.width = attributes.size.width
            }
            if !attributes.fitsHeight, contentView.bounds.height != attributes.size.height {
                contentView.bounds.size.height = attributes.size.height
            }
            attributes.size = fittingSize(of: self, for: attributes)
            return attributes
        }
    }

    /// A header, footer or other supplementary view that measures itself for a
    /// ``CollectionViewLayoutAdapter``, as ``SelfSizingCollectionViewCell`` does for cells.
    open class SelfSizingReusableView: UICollectionReusableView {
        /// The attributes with the size the content needs along the dimensions the adapter
        /// measures; the given attributes unchanged for a layout that measures nothing.
        open override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            guard let attributes = layoutAttributes as? LayoutAdapterAttributes,
                attributes.fitsHeight || attributes.fitsWidth
            else { return layoutAttributes }
            attributes.size = fittingSize(of: self, for: attributes)
            return attributes
        }
    }

    /// The size Auto Layout computes for `view` with the dimensions `attributes` measure free
    /// (fitting priority) and the others required at the layout's value.
    @MainActor
    private func fittingSize(of view: UIView, for attributes: LayoutAdapterAttributes) -> CGSize {
        view.systemLayoutSizeFitting(
            attributes.size,
            withHorizontalFittingPriority: attributes.fitsWidth ? .fittingSizeLevel : .required,
            verticalFittingPriority: attributes.fitsHeight ? .fittingSizeLevel : .required)
    }
#endif
