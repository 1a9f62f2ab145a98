import Cassowary
import Foundation
import Graphics

/// What a layout engine keeps for one position of its hierarchy: the view there
/// now, its variables and everything installed for it. Layout walks these
/// (parents first) on every pass, so per-view state lives here rather than in
/// dictionaries keyed by view.
///
/// A record belongs to a position, not to a view: when a hierarchy of the same
/// shape comes back (a reused cell configured anew), each record is handed the view
/// now at its position (``rebind(to:)``) and keeps its variables and constraints.
///
/// Its properties are `@exclusivity(unchecked)`, as the engine's are (see ``LayoutEngine``).
final class EngineRecord {
    /// Read on every pass without reference counting (views have side tables,
    /// for their weak superview references, which make counting slow). Safe:
    /// `retained` keeps every view but the root alive, and the root owns the engine.
    /// A parked record (of a shape not shown now) holds no view and is never read
    /// until it is rebound.
    private(set) unowned(unsafe) var view: View
    @exclusivity(unchecked) private var retained: View?
    let vars: ItemVariables
    /// The variables of the view's margins, safe-area and readable-content guides and
    /// of its custom guides (in `customGuides` order), made when first used.
    @exclusivity(unchecked) var marginsVars, safeAreaVars, readableVars: ItemVariables?
    @exclusivity(unchecked) var customVars: [ItemVariables] = []
    /// The custom guides' constraints (width and height ≥ 0), in `customGuides` order.
    @exclusivity(unchecked) var customGuideConstraints: [InstalledConstraints] = []
    /// The superview's index in the engine's records (-1 for the root).
    @exclusivity(unchecked) var parent = -1
    @exclusivity(unchecked) var rightToLeft = false
    /// Frame, margins, safe-area and readable-guide constraints, as installed.
    @exclusivity(unchecked) var frame, margins, safeArea, readable: InstalledConstraints?
    /// The root's width and height while it is shown (`width == w`, `height == h`, beside
    /// `frame`'s origin and non-negative size, which stay while it is fitted). Fitting
    /// takes the height out, and the width too unless it is fitted at that width.
    @exclusivity(unchecked) var shownWidth, shownHeight: InstalledConstraints?
    /// Compression resistance and hugging constraints against the intrinsic size's edit variables.
    @exclusivity(unchecked) var intrinsic: InstalledConstraints?
    let intrinsicWidth: Variable, intrinsicHeight: Variable
    /// The intrinsic size last given to the solver; negative: none yet.
    @exclusivity(unchecked) var suggested = CGSize(width: -2, height: -2)
    /// Whether the intrinsic size is held by edit variables (after it first
    /// changed) rather than by constants (views whose size never changes, such as
    /// images and one-line labels: fewer edit variables make every re-solve cheaper).
    @exclusivity(unchecked) var intrinsicIsEdited = false
    /// The view's width minus the root's after the last two layouts, when they
    /// agreed: such a view moves with the root, so its next width can be foreseen.
    @exclusivity(unchecked) var widthOffset: CGFloat?
    @exclusivity(unchecked) var lastWidthOffset: CGFloat?
    /// The view's size when it was last asked for its intrinsic size.
    @exclusivity(unchecked) var askedAt = CGSize(width: -1, height: -1)
    /// The layout margins last turned into effective margins.
    @exclusivity(unchecked) var marginsSeen: EdgeInsets?
    /// Scratch: the view's rectangle in the root's coordinates, and its frame before fitting.
    @exclusivity(unchecked) var rect = CGRect.zero
    @exclusivity(unchecked) var saved = CGRect.zero

    init(view: View, isRoot: Bool) {
        self.view = view
        retained = isRoot ? nil : view
        vars = ItemVariables(name: view.debugName)
        intrinsicWidth = Variable("intrinsic.width")
        intrinsicHeight = Variable("intrinsic.height")
    }

    /// A record with the same variables and installed constraints, for a copy of the solver.
    private init(copying other: EngineRecord) {
        view = other.view
        retained = other.retained
        vars = other.vars
        (marginsVars, safeAreaVars, readableVars, customVars) = (other.marginsVars, other.safeAreaVars, other.readableVars, other.customVars)
        customGuideConstraints = other.customGuideConstraints
        (parent, rightToLeft) = (other.parent, other.rightToLeft)
        (frame, margins, safeArea, readable, intrinsic) = (other.frame, other.margins, other.safeArea, other.readable, other.intrinsic)
        (shownWidth, shownHeight) = (other.shownWidth, other.shownHeight)
        (intrinsicWidth, intrinsicHeight) = (other.intrinsicWidth, other.intrinsicHeight)
        (suggested, intrinsicIsEdited, widthOffset, lastWidthOffset) = (other.suggested, other.intrinsicIsEdited, other.widthOffset, other.lastWidthOffset)
        (askedAt, marginsSeen) = (other.askedAt, other.marginsSeen)
    }

    func copy() -> EngineRecord { EngineRecord(copying: self) }

    var isRoot: Bool { parent < 0 }

    /// Hands the position to `view` (the view now there), keeping everything solved.
    /// Its size is asked again: it answered for another view.
    func rebind(to view: View, isRoot: Bool) {
        // (A parked record's view may be gone: never read it.)
        if isParked || view !== self.view { askedAt = CGSize(width: -1, height: -1) }
        isParked = false
        self.view = view
        retained = isRoot ? nil : view
    }

    /// Lets go of the view: the record waits, parked, for a hierarchy of its shape.
    func park() {
        isParked = true
        retained = nil
    }

    @exclusivity(unchecked) private var isParked = false

    /// The variables of one of the view's guides, made when first asked for.
    func vars(of guide: LayoutGuide) -> ItemVariables {
        func made(_ slot: inout ItemVariables?) -> ItemVariables {
            if let slot { return slot }
            let new = ItemVariables(name: guide.debugName)
            slot = new
            return new
        }
        switch guide.kind {
        case .margins: return made(&marginsVars)
        case .safeArea: return made(&safeAreaVars)
        case .readableContent: return made(&readableVars)
        case .custom:
            let index = view.customGuides.firstIndex { $0 === guide } ?? 0
            while customVars.count <= index { customVars.append(ItemVariables(name: guide.debugName)) }
            return customVars[index]
        }
    }

    /// Every group of constraints installed for the view itself, for removal.
    var installedGroups: [InstalledConstraints?] { [frame, shownWidth, shownHeight, margins, safeArea, readable, intrinsic] + customGuideConstraints }
}
