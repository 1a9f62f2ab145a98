import Cassowary
import Foundation
import Graphics

/// What a layout engine keeps for one view of its hierarchy. Layout walks these
/// (parents first) on every pass, so per-view state lives here rather than in
/// dictionaries keyed by view.
final class EngineRecord {
    /// Read on every pass without reference counting (views have side tables,
    /// for their weak superview references, which make counting slow). Safe:
    /// `retained` keeps every view but the root alive, and the root owns the engine.
    unowned(unsafe) let view: View
    private let retained: View?
    let vars: ItemVariables
    /// The superview's index in the engine's records (-1 for the root).
    var parent = -1
    var rightToLeft = false
    /// Frame, margins, safe-area and readable-guide constraints, as installed.
    var frame, margins, safeArea, readable: InstalledConstraints?
    /// Compression resistance and hugging constraints against the intrinsic size's edit variables.
    var intrinsic: InstalledConstraints?
    let intrinsicWidth = Variable("intrinsic.width"), intrinsicHeight = Variable("intrinsic.height")
    /// The intrinsic size last given to the solver; negative: none yet.
    var suggested = CGSize(width: -2, height: -2)
    /// Whether the intrinsic size is held by edit variables (after it first
    /// changed) rather than by constants (views whose size never changes, such as
    /// images and one-line labels: fewer edit variables make every re-solve cheaper).
    var intrinsicIsEdited = false
    /// The view's width minus the root's after the last two layouts, when they
    /// agreed: such a view moves with the root, so its next width can be foreseen.
    var widthOffset: CGFloat?
    var lastWidthOffset: CGFloat?
    /// The view's size when it was last asked for its intrinsic size.
    var askedAt = CGSize(width: -1, height: -1)
    /// The layout margins last turned into effective margins.
    var marginsSeen: EdgeInsets?
    /// Scratch: the view's rectangle in the root's coordinates, and its frame before fitting.
    var rect = CGRect.zero
    var saved = CGRect.zero

    init(view: View, vars: ItemVariables, isRoot: Bool) {
        self.view = view
        retained = isRoot ? nil : view
        self.vars = vars
    }

    var isRoot: Bool { parent < 0 }

    /// Every group of constraints installed for the view itself, for removal.
    var installedGroups: [InstalledConstraints?] { [frame, margins, safeArea, readable, intrinsic] }
}
