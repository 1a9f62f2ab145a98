/// Whether a view or guide is still there, for the constraints that name it.
///
/// A constraint does not keep its items (as UIKit's does not), and a caller may keep
/// an inactive constraint after its views go. Such a constraint must never read them
/// again: it keeps their lifetimes instead, and asks them before it takes part.
/// An item makes its lifetime when the first constraint names it and ends it as it
/// goes, so views that no constraint names pay nothing.
final class ItemLifetime {
    /// Set once, as the item is deallocated.
    @exclusivity(unchecked) private(set) var isOver = false

    func end() { isOver = true }

    /// The lifetime an item keeps in `storage`, made there on first use.
    static func kept(in storage: inout ItemLifetime?) -> ItemLifetime {
        if let storage { return storage }
        let made = ItemLifetime()
        storage = made
        return made
    }

    /// `item`'s lifetime, made on first use; nil for item types of callers' own.
    static func of(_ item: LayoutItem) -> ItemLifetime? {
        if let view = item as? View { return view.lifetime }
        if let guide = item as? LayoutGuide { return guide.lifetime }
        return nil
    }
}
