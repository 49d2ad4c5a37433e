/// An element a host shows in a frame: its identity and the attributes to draw it with.
///
/// The attributes are the *presentation* values: the layout's attributes when nothing
/// animates, the values of the animation's current instant otherwise (an element moving to its
/// new place after a batch update, a deleted one fading out, the item being dragged).
public struct HostedElement: Hashable, Sendable {
    /// The element's identity: the key of its view.
    public var id: ElementID
    /// Where and how to draw the element now.
    public var attributes: LayoutAttributes

    /// Creates a shown element.
    public init(id: ElementID, attributes: LayoutAttributes) {
        self.id = id
        self.attributes = attributes
    }
}
