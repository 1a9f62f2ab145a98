import Foundation
import Views

/// Editing mode, as UIKit's controllers have it: ``ViewController/isEditing``,
/// ``ViewController/setEditing(_:animated:)`` and an Edit/Done bar button item
/// that toggles it.
extension ViewController {
    /// An item that reads Edit, or Done while editing, and toggles editing when tapped
    /// (`editButtonItem`); the same item each time it is asked for.
    public var editButtonItem: BarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.primaryAction = Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }

    /// Brings the edit button's title and style in step with ``isEditing``, and has
    /// a navigation bar showing it draw it again.
    func editingDidChange() {
        guard let item = storedEditButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        navigationController?.navigationBar.reloadItems()
    }
}
