/// The boundary a section's content insets are measured from (UIKit's
/// `UIContentInsetsReference`).
///
/// The layout's container is the viewport less the context's `contentInsets`. A reference adds,
/// on each edge across the scroll axis, the part of its guide that the content insets do not
/// already cover: `max(0, guide − contentInset)`. So the content insets are always the least
/// inset, as UIKit documents for the flow layout's `sectionInsetReference` ("the minimum value
/// of this property is always the collection view's `contentInset`"). Along the scroll axis the
/// guides add nothing: a scroll view's adjusted content inset already holds the safe area
/// there, and a section in the middle of the content has no viewport edge to keep away from.
///
/// In a right-to-left context the guides' left and right edges swap sides with the content.
public enum ContentInsetsReference: Hashable, Sendable {
    /// A section's default: the layout configuration's reference. In the configuration it
    /// means ``safeArea``, the system default.
    case automatic
    /// No guide: the insets are measured from the container's edges.
    case none
    /// The context's ``LayoutContext/safeAreaInsets`` (UIKit's configuration default, as its
    /// header `UICollectionViewCompositionalLayout.h` states).
    case safeArea
    /// The context's ``LayoutContext/layoutMargins``.
    case layoutMargins
    /// UIKit's readable content guide: the layout margins, narrowed across a vertical layout to
    /// at most ``LayoutContext/readableContentWidth``, centred between them.
    case readableContent
}

extension ContentInsetsReference {
    /// This reference, or `fallback` when it is ``automatic``; an automatic fallback is
    /// ``safeArea``.
    func resolved(fallback: Self) -> Self {
        switch (self, fallback) {
        case (.automatic, .automatic): return .safeArea
        case (.automatic, _): return fallback
        default: return self
        }
    }

    /// The insets this reference adds to the container of `environment`, in the layout's
    /// left-to-right coordinates (a right-to-left layout is mirrored after it is laid out):
    /// only across `axis`, and only what the environment's content insets leave uncovered.
    ///
    /// - Complexity: O(1).
    func addedInsets(in environment: LayoutEnvironment, axis: Axis) -> EdgeInsets {
        let guide: EdgeInsets
        switch self {
        case .none:
            return .zero
        case .automatic, .safeArea:
            guide = environment.safeAreaInsets.bounded
        case .layoutMargins:
            guide = environment.layoutMargins.bounded
        case .readableContent:
            var margins = environment.layoutMargins.bounded
            let readable = environment.readableContentWidth
            let width = environment.containerSize.bounded.width
            if axis == .vertical, readable >= 0, readable < width - margins.horizontal {
                let extra = (width - margins.horizontal - readable) / 2
                margins.left += extra
                margins.right += extra
            }
            guide = margins
        }
        let content = environment.contentInsets.bounded
        var added = EdgeInsets.zero
        if axis == .vertical {
            added.left = max(0, guide.left - content.left)
            added.right = max(0, guide.right - content.right)
            if environment.layoutDirection == .rightToLeft { swap(&added.left, &added.right) }
        } else {
            added.top = max(0, guide.top - content.top)
            added.bottom = max(0, guide.bottom - content.bottom)
        }
        return added
    }
}

extension EdgeInsets {
    /// These insets grown by `added` edge by edge; the same value, bit for bit, when `added`
    /// is zero.
    func adding(_ added: EdgeInsets) -> EdgeInsets {
        guard added != .zero else { return self }
        return EdgeInsets(
            top: top + added.top, left: left + added.left, bottom: bottom + added.bottom,
            right: right + added.right)
    }
}
