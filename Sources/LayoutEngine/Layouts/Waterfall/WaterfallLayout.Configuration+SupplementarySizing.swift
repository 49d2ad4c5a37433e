// MARK: - Self-sizing headers and footers

extension WaterfallLayout.Configuration {
    /// The estimated extent along the scroll axis of the header or footer of `kind` in
    /// `section` (bounded), when that one self-sizes: ``estimatedHeaderHeight`` or
    /// ``estimatedFooterHeight`` gives the section a finite positive value. Nil for a fixed one
    /// and for any other kind.
    func estimatedLength(ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int) -> Double? {
        let estimates: PerSection<Double>?
        if kind == ElementKind.sectionHeaderKind {
            estimates = estimatedHeaderHeight
        } else if kind == ElementKind.sectionFooterKind {
            estimates = estimatedFooterHeight
        } else {
            return nil
        }
        guard let estimate = estimates?.value(inSection: section), estimate.isFinite, estimate > 0 else {
            return nil
        }
        return estimate.boundedLength
    }

    /// Whether the header or footer of `kind` in `section` self-sizes: its configuration gives
    /// it an estimate (``estimatedLength(ofSupplementaryOfKind:inSection:)``).
    func selfSizes(_ kind: ElementKind.Name, inSection section: Int) -> Bool {
        estimatedLength(ofSupplementaryOfKind: kind, inSection: section) != nil
    }

    /// The extent along the scroll axis of the header or footer of `kind` in `section` (0 for
    /// none): its reported extent or its estimate when it self-sizes, `fixed`'s value otherwise;
    /// bounded.
    func boundaryLength(
        _ kind: ElementKind.Name, fixed: PerSection<Double>, inSection section: Int,
        reportedSizes: ReportedSizes
    ) -> Double {
        guard let estimate = estimatedLength(ofSupplementaryOfKind: kind, inSection: section) else {
            return (fixed.value(inSection: section) ?? 0).boundedLength
        }
        return reportedSizes.length(
            ofSupplementaryOfKind: kind, inSection: section, along: scrollDirection, estimate: estimate
        ).boundedLength
    }
}
