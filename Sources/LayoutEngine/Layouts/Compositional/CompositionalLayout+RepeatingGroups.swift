// MARK: - Sections kept as repeating groups

extension CompositionalLayout {
    /// Rule 4's shortcut: a section whose groups are all copies of its template is kept as
    /// that template and a count (``SectionedStore/RepeatingGroups``) instead of one frame per
    /// cell and badge, when it qualifies:
    ///
    /// 1. it does not scroll across the axis (an orthogonal section is stamped into its band);
    /// 2. its group holds no estimated size (not the group's own, nor a nested group's, an
    ///    item's or a supplementary item's), so no reported size can ever make a group differ
    ///    from the template;
    /// 3. the groups follow each other along the axis (a stride above zero) and every frame of
    ///    the template is finite.
    ///
    /// The groups compute each frame by the sums ``stampGroups(_:into:fromGroup:appendable:)``
    /// does (the store rounds both alike as it returns them), so its frames (and every query's
    /// answers) equal, bit for bit, those of the stamped section; nil when the section does not
    /// qualify or has no item.
    ///
    /// - Complexity: O(1) for a template already met in this prepare; O(e log e) for its e
    ///   cells and badges otherwise.
    mutating func repeatingGroups(_ plan: SectionPlan) -> SectionedStore.RepeatingGroups? {
        guard plan.repeats, plan.orthogonal == nil, plan.overrides.isEmpty, plan.itemCount > 0,
            let shared = plan.sharedTemplate
        else { return nil }
        let stride = plan.groupStride
        guard stride > 0, stride.isFinite, plan.groupOrigin.x.isFinite, plan.groupOrigin.y.isFinite,
            shared.template.elementCount(forItems: plan.itemCount) <= Int(Int32.max)
        else { return nil }
        let key = ObjectIdentifier(shared)
        let template: SectionedStore.RepeatingGroups.Template?
        if let held = state.repeatingTemplates[key] {
            template = held.template
        } else {
            let group = shared.template
            template = SectionedStore.RepeatingGroups.Template(
                axis: state.axis, cells: group.cells, badges: group.badges.map { $0.frame },
                badgePrefix: group.badgePrefix)
            state.repeatingTemplates[key] = (shared, template)
        }
        guard let template else { return nil }
        return SectionedStore.RepeatingGroups(
            template: template, itemCount: plan.itemCount, origin: plan.groupOrigin, stride: stride,
            grid: state.grid)
    }
}

// MARK: - Estimated sizes

extension LayoutGroup {
    /// Whether the group, or anything in its tree (nested groups, items, their supplementary
    /// items), has an estimated dimension: whether self-sizing may ever change its groups.
    ///
    /// - Complexity: O(t) for the t items, groups and supplementary items of the tree.
    var containsEstimatedDimension: Bool {
        if layoutSize.isEstimatedOnEitherAxis { return true }
        if supplementaryItems.contains(where: { $0.layoutSize.isEstimatedOnEitherAxis }) { return true }
        for subitem in subitems {
            if subitem.layoutSize.isEstimatedOnEitherAxis { return true }
            for supplementary in subitem.supplementaryItems
            where supplementary.layoutSize.isEstimatedOnEitherAxis {
                return true
            }
            if let nested = subitem.group, nested.group.containsEstimatedDimension { return true }
        }
        return false
    }
}

extension LayoutSize {
    /// Whether the width or the height is estimated.
    var isEstimatedOnEitherAxis: Bool {
        widthDimension.isEstimated || heightDimension.isEstimated
    }
}
