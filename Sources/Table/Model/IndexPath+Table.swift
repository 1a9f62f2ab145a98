import Foundation

extension IndexPath {
    /// An index path naming a row in a section of a table (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
