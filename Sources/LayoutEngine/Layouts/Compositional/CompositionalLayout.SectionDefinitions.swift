extension CompositionalLayout {
    /// Each section's definition for one prepare: sections given as one value or as a list are
    /// read in place (nothing is stored per section), and those a provider or a closure gives
    /// are asked once and kept, one per section.
    struct SectionDefinitions: Sendable {
        private enum Storage: Sendable {
            /// `.all` or `.list` values, read per section.
            case values(PerSection<LayoutSection>)
            /// One answer per section.
            case each([LayoutSection?])
        }

        private var storage: Storage
        /// The number of sections.
        private(set) var count: Int
        /// Whether some section has separators or a rounded decoration: queries then finish
        /// their results (``CompositionalLayout/finishListElements(in:_:)``).
        private(set) var hasListElements = false
        /// The first section with a definition (``count`` when none has one).
        private var firstDefined = 0
        /// Whether every section has a definition (one value, or a list that is not empty).
        private var definesEverySection = false
        /// Whether each section has a definition, when they are asked one by one (empty
        /// otherwise): read without copying a definition.
        private var defined: [Bool] = []

        /// No sections.
        init() {
            storage = .each([])
            count = 0
        }

        /// The definitions of `count` sections from `source`, asking a provider or a closure
        /// once per section in `environment`.
        ///
        /// - Complexity: O(1) for values given as one value or a list; O(s) for s sections
        ///   otherwise (plus the closure's cost).
        init(_ source: SectionSource, count: Int, environment: LayoutEnvironment) {
            self.count = count
            // Each case sets what it knows of which sections are defined as it stores them: a
            // second switch over the storage would copy one value's definition again.
            switch source {
            case .sections(.computed(let section)):
                // A closure defines every section.
                storage = .each((0..<count).map { section($0) })
                definesEverySection = true
            case .sections(.list(let values)):
                storage = .values(.list(values))
                definesEverySection = !values.isEmpty
            case .sections(let values):  // `.all`: one value for every section
                storage = .values(values)
                definesEverySection = true
            case .provider(let provider):
                let sections = (0..<count).map { provider($0, environment) }
                storage = .each(sections)
                defined = sections.map { $0 != nil }
            }
            hasListElements = containsSection { $0.hasListElements }
            firstDefined = definesEverySection ? 0 : defined.firstIndex(of: true) ?? count
        }

        /// The definition of `section`; nil for an empty section or one out of range.
        ///
        /// - Complexity: O(1).
        subscript(section: Int) -> LayoutSection? {
            guard section >= 0, section < count else { return nil }
            switch storage {
            case .values(let values): return values.value(inSection: section)
            case .each(let sections): return sections[section]
            }
        }

        /// Whether some section before `end` has a definition.
        ///
        /// - Complexity: O(1).
        func containsDefinition(before end: Int) -> Bool {
            firstDefined < min(end, count)
        }

        /// Whether `section` has a definition (``subscript(_:)`` is not nil), without copying it.
        ///
        /// - Complexity: O(1).
        func isDefined(_ section: Int) -> Bool {
            guard section >= 0, section < count else { return false }
            return definesEverySection || (section < defined.count && defined[section])
        }

        /// Whether some section has a visible-items handler.
        ///
        /// - Complexity: O(1) for one value; O(l) for a list of l; O(s) for s sections
        ///   otherwise.
        var hasHandlers: Bool {
            containsSection { $0.visibleItemsInvalidationHandler != nil }
        }

        /// Whether `predicate` holds for some defined section.
        ///
        /// - Complexity: O(1) for one value; O(l) for a list of l; O(s) for s sections
        ///   otherwise (times the predicate's cost).
        private func containsSection(where predicate: (LayoutSection) -> Bool) -> Bool {
            guard count > 0 else { return false }
            switch storage {
            case .values(.list(let sections)):
                return sections.prefix(count).contains(where: predicate)
            case .values(let values):
                return values.value(inSection: 0).map(predicate) ?? false
            case .each(let sections):
                return sections.contains { $0.map(predicate) ?? false }
            }
        }
    }
}
