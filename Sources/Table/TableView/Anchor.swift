import Foundation

/// A row held still on screen while heights change: its top (or bottom) edge stays
/// `screen` points below the table's top.
struct Anchor: Equatable {
    enum Edge { case top, bottom }
    var item: Int
    var edge: Edge
    var screen: Double
    /// Whether the resulting offset is kept within the content, as `scrollToRow` does.
    var clamps = false
}
