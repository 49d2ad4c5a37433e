/// The identity of an element a host shows: its kind and its path.
///
/// A renderer keys its views by it: an element keeps its identity from the frame it appears in
/// to the frame it disappears in. A batch update carries identities along: an element that a
/// ``CollectionUpdate`` moves or shifts is shown under its new path from the update on, and
/// the next frame lists the change in ``HostFrame/renamed`` (the view is kept, not recycled).
/// An element the batch deletes or reloads is renamed to a *departing* identity: the same kind
/// and its last path, marked with a serial number (``departure``, ``isDeparting``), under which
/// it animates out and disappears: it never shares a key with the element that takes its place.
public struct ElementID: Hashable, Sendable {
    /// Cell, supplementary view or decoration view.
    public var kind: ElementKind
    /// The element's path: the item and section of a cell; for a supplementary or decoration
    /// view, the path its layout gives it (item 0 of its section for headers and footers).
    public var path: ItemPath
    /// The serial number of a departing identity (one a batch update gave an element it
    /// deleted or reloaded; ``path`` is then the element's last path), nil for every other.
    /// Serial numbers count a host's departures from 1.
    public private(set) var departure: Int?

    /// Creates the identity of the element of `kind` at `path`.
    public init(kind: ElementKind, path: ItemPath) {
        self.kind = kind
        self.path = path
    }

    /// The departing identity numbered `serial` of the element `id` names.
    init(departing id: ElementID, serial: Int) {
        self.init(kind: id.kind, path: id.path)
        departure = serial
    }

    /// The identity of the cell at `path`.
    public static func cell(_ path: ItemPath) -> ElementID {
        ElementID(kind: .cell, path: path)
    }

    /// Whether this names an element that a batch update deleted or reloaded, animating out.
    public var isDeparting: Bool { departure != nil }

    /// The path under which ``ElementSet`` files the identity: ``path``, or for a departing
    /// identity its serial number in a section no element has.
    var setKey: ItemPath {
        guard let departure else { return path }
        return ItemPath(item: departure, section: .min)
    }

    /// The identity of the element that `attributes` describe.
    public init(_ attributes: LayoutAttributes) {
        self.init(kind: attributes.kind, path: attributes.path)
    }
}

extension ElementID: CustomStringConvertible {
    /// `cell [0, 3]`, `header [2, 0]`, and so on; `departing #4 cell [0, 3]` for a departing
    /// identity.
    public var description: String {
        guard let departure else { return liveDescription }
        return "departing #\(departure) \(liveDescription)"
    }

    /// The description of the identity without its departure.
    private var liveDescription: String {
        switch kind {
        case .cell:
            return "cell \(path)"
        case .supplementary(let name):
            if name == ElementKind.sectionHeaderKind { return "header \(path)" }
            if name == ElementKind.sectionFooterKind { return "footer \(path)" }
            return "supplementary(\(name.id)) \(path)"
        case .decoration(let name):
            return "decoration(\(name.id)) \(path)"
        }
    }
}
