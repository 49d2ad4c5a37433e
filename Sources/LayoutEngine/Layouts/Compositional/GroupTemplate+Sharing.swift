// MARK: - Sharing templates between sections

/// The group templates of one prepare, shared by the sections that resolve to the same one.
///
/// Sections whose groups have the same definition (compared by value, a custom group's closure
/// by identity) and the same content size take one template, resolved once: a thousand
/// sections of one large group hold its frames once, and each section costs its own items, not
/// the group's cells. A template resolved from another definition that equals one already held
/// (custom groups made anew for each section) is replaced by the one held, so equal templates
/// share storage whatever their definitions.
///
/// The environment is the same for every section of a prepare; a full prepare starts a new
/// cache.
struct GroupTemplateCache: Sendable {
    /// A group's definition and the size it resolves in: what its template depends on within
    /// one prepare.
    struct Key: Hashable, Sendable {
        let group: LayoutGroup
        let container: Size

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.container == rhs.container && lhs.group.hasSameDefinition(as: rhs.group)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(container)
            group.hashDefinition(into: &hasher)
        }
    }

    /// The templates by definition.
    private(set) var byDefinition: [Key: SharedGroupTemplate] = [:]
    /// Every template held, once per value.
    private(set) var distinct: [GroupTemplate: SharedGroupTemplate] = [:]
    /// How many times a group was resolved (a definition met for the first time).
    private(set) var resolutionCount = 0

    /// The template of `group` in a container of `container` size: the one held for an equal
    /// definition, or else the group resolved (and replaced by an equal template already held).
    ///
    /// Definitions or templates that are not equal to themselves (a NaN size) are resolved
    /// every time and not kept, so that bad input cannot grow the tables.
    ///
    /// - Complexity: O(t) for the t items and groups of the group's tree when the definition
    ///   is held; otherwise O(c) for the c cells of one group.
    mutating func template(
        for group: LayoutGroup, in container: Size, environment: LayoutEnvironment
    ) -> SharedGroupTemplate {
        let key = Key(group: group, container: container)
        if let held = byDefinition[key] { return held }
        resolutionCount += 1
        let template = GroupTemplate.resolve(group, in: container, environment: environment)
        guard key == key, template.isEqualToItself else { return SharedGroupTemplate(template) }
        let shared = distinct[template, default: SharedGroupTemplate(template)]
        distinct[template] = shared
        byDefinition[key] = shared
        return shared
    }
}

/// One resolved template, referenced by every section that uses it.
final class SharedGroupTemplate: Sendable {
    let template: GroupTemplate

    init(_ template: GroupTemplate) {
        self.template = template
    }
}

extension GroupTemplate {
    /// Whether the template equals itself (no NaN in its size or frames), element by element:
    /// the arrays' own comparison takes a shortcut for a buffer compared with itself.
    ///
    /// - Complexity: O(c + b) for c cells and b badges.
    var isEqualToItself: Bool {
        size == size && cells.allSatisfy { $0 == $0 } && badges.allSatisfy { $0.frame == $0.frame }
    }
}

// MARK: - Group definitions compared by value

extension LayoutGroup {
    /// Whether `other` lays out exactly as this group does in every container: equal sizes,
    /// insets, spacing, supplementary items and arrangement, subitems compared the same way, a custom group's
    /// closure by identity.
    ///
    /// - Complexity: O(t) for the t items and groups of the tree (O(1) for a nested group
    ///   shared by both).
    func hasSameDefinition(as other: LayoutGroup) -> Bool {
        guard layoutSize == other.layoutSize, contentInsets == other.contentInsets,
            edgeSpacing == other.edgeSpacing, interItemSpacing == other.interItemSpacing,
            supplementaryItems == other.supplementaryItems
        else { return false }
        switch (arrangement, other.arrangement) {
        case (.custom(let provider), .custom(let otherProvider)):
            return provider === otherProvider
        case (
            .stack(let axis, let subitems, let count),
            .stack(let otherAxis, let otherSubitems, let otherCount)
        ):
            guard axis == otherAxis, count == otherCount, subitems.count == otherSubitems.count else {
                return false
            }
            for (subitem, otherSubitem) in zip(subitems, otherSubitems)
            where !subitem.hasSameDefinition(as: otherSubitem) {
                return false
            }
            return true
        case (.custom, .stack), (.stack, .custom):
            return false
        }
    }

    /// Feeds `hasher` with what ``hasSameDefinition(as:)`` compares (part of it: equal
    /// definitions hash alike).
    ///
    /// - Complexity: O(t) for the t items and groups of the tree.
    func hashDefinition(into hasher: inout Hasher) {
        hasher.combine(layoutSize)
        hasher.combine(contentInsets)
        hasher.combine(interItemSpacing)
        hasher.combine(supplementaryItems.count)
        switch arrangement {
        case .custom(let provider):
            hasher.combine(ObjectIdentifier(provider))
        case .stack(let axis, let subitems, let count):
            hasher.combine(axis)
            hasher.combine(count)
            hasher.combine(subitems.count)
            for subitem in subitems {
                hasher.combine(subitem.layoutSize)
                subitem.group?.group.hashDefinition(into: &hasher)
            }
        }
    }
}

extension LayoutItem {
    /// Whether `other` lays out exactly as this item does: equal size, insets, edge spacing and
    /// supplementary items, and nested groups of the same definition.
    ///
    /// - Complexity: O(t) for the t items and groups of a nested group's tree.
    func hasSameDefinition(as other: LayoutItem) -> Bool {
        guard layoutSize == other.layoutSize, contentInsets == other.contentInsets,
            edgeSpacing == other.edgeSpacing, supplementaryItems == other.supplementaryItems
        else { return false }
        switch (group, other.group) {
        case (nil, nil):
            return true
        case (let box?, let otherBox?):
            return box === otherBox || box.group.hasSameDefinition(as: otherBox.group)
        default:
            return false
        }
    }
}
