#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    // MARK: - Attributes for UIKit

    extension LayoutAttributes {
        /// UIKit's attributes for these (as ``LayoutAdapterAttributes``): a cell, supplementary
        /// or decoration view of the same kind at the same path, centred on the untransformed
        /// frame's centre with its size, with the transform made to act about that centre
        /// (UIKit's attributes have no anchor point), the alpha, zIndex and hidden flag; cells
        /// and supplementary views measure themselves along `measuredAxis` (none when nil).
        ///
        /// A function rather than an initializer of UIKit's class: UIKit's initializers for a
        /// cell, supplementary or decoration view are class factory methods, which a Swift
        /// initializer would have to delegate to.
        @MainActor
        func uiKitAttributes(measuredAxis: Axis? = nil) -> UICollectionViewLayoutAttributes {
            let indexPath = IndexPath(path)
            let attributes: LayoutAdapterAttributes
            switch kind {
            case .cell:
                attributes = LayoutAdapterAttributes(forCellWith: indexPath)
            case .supplementary(let name):
                attributes = LayoutAdapterAttributes(
                    forSupplementaryViewOfKind: name.uiKitKind, with: indexPath)
            case .decoration(let name):
                attributes = LayoutAdapterAttributes(
                    forDecorationViewOfKind: name.uiKitKind, with: indexPath)
            }
            if case .decoration = kind {
            } else {
                attributes.fitsHeight = measuredAxis == .vertical
                attributes.fitsWidth = measuredAxis == .horizontal
            }
            attributes.size = CGSize(frame.size)
            attributes.center = CGPoint(frame.center)
            attributes.transform3D = CATransform3D(transformAboutCenter)
            attributes.alpha = CGFloat(alpha)
            attributes.zIndex = zIndex
            attributes.isHidden = isHidden
            return attributes
        }
    }

    extension LayoutAttributes {
        /// The transform that, applied about the frame's centre as UIKit applies it, draws the
        /// element where ``transform3D`` applied about ``anchorPoint`` does: the transform itself
        /// when the anchor is the centre, otherwise moved by the anchor's offset from the centre
        /// before and back after (exact with perspective too, since the homogeneous coordinate
        /// carries the translation through the divide).
        var transformAboutCenter: Transform3D {
            let offset = Point(
                x: (anchorPoint.x - 0.5) * frame.width, y: (anchorPoint.y - 0.5) * frame.height)
            guard offset != .zero, !transform3D.isIdentity else { return transform3D }
            return Transform3D(translationX: -offset.x, y: -offset.y, z: 0)
                .concatenating(transform3D)
                .concatenating(Transform3D(translationX: offset.x, y: offset.y, z: 0))
        }
    }

    extension CATransform3D {
        /// Core Animation's form of `transform` (the same matrix, row by row).
        init(_ transform: Transform3D) {
            self.init(
                m11: CGFloat(transform.m11), m12: CGFloat(transform.m12), m13: CGFloat(transform.m13),
                m14: CGFloat(transform.m14), m21: CGFloat(transform.m21), m22: CGFloat(transform.m22),
                m23: CGFloat(transform.m23), m24: CGFloat(transform.m24), m31: CGFloat(transform.m31),
                m32: CGFloat(transform.m32), m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
                m41: CGFloat(transform.m41), m42: CGFloat(transform.m42), m43: CGFloat(transform.m43),
                m44: CGFloat(transform.m44))
        }
    }

    extension ElementKind.Name {
        /// The name of UIKit's kind string: the section header and footer constants map to the
        /// layouts' header and footer kinds whatever their strings.
        @MainActor
        init(uiKitKind kind: String) {
            if kind == UICollectionView.elementKindSectionHeader {
                self = ElementKind.sectionHeaderKind
            } else if kind == UICollectionView.elementKindSectionFooter {
                self = ElementKind.sectionFooterKind
            } else {
                self.init(kind)
            }
        }

        /// UIKit's kind string for this name: `UICollectionView.elementKindSectionHeader` and
        /// `elementKindSectionFooter` for the header and footer kinds, the name's string otherwise.
        @MainActor
        var uiKitKind: String {
            if self == ElementKind.sectionHeaderKind { return UICollectionView.elementKindSectionHeader }
            if self == ElementKind.sectionFooterKind { return UICollectionView.elementKindSectionFooter }
            return string
        }
    }
#endif
