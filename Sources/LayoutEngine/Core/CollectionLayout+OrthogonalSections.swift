// MARK: - Optional capability: sideways-scrolling bands (orthogonal sections)

// The defaults of the seven `orthogonal…` requirements of `CollectionLayout`: a layout without
// bands. A layout with bands (`CompositionalLayout+Orthogonal.swift`) implements all seven.
extension CollectionLayout {
    /// No band: nil.
    public func orthogonalSection(containing point: Point) -> (section: Int, axis: Axis)? { nil }

    /// No band: 0.
    public func orthogonalOffset(forSection section: Int) -> Double { 0 }

    /// No band: `0...0`.
    public func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Double> { 0...0 }

    /// No band: nothing to scroll.
    public mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int) {}

    /// No band: the current offset.
    public func targetOrthogonalOffset(
        velocity: Double, forSection section: Int, parentDecelerationRate: DecelerationRate
    ) -> Double {
        orthogonalOffset(forSection: section)
    }

    /// No band: nil.
    public func orthogonalDecelerationRate(forSection section: Int) -> DecelerationRate? { nil }

    /// Whether the band has something to scroll: its offset range is longer than a point.
    public func orthogonalSectionBounces(_ section: Int) -> Bool {
        let range = orthogonalOffsetRange(forSection: section)
        return range.upperBound > range.lowerBound
    }
}
