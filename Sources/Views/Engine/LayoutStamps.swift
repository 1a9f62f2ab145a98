import Foundation
import Synchronization

/// When a layout domain last changed, per kind of change. A domain is the part of
/// a hierarchy one engine lays out: everything under a root (the top of a
/// hierarchy, or a layout boundary such as a table cell) down to the boundaries
/// inside it. Its root keeps the stamps; its engines compare them with the stamps
/// they last saw, and re-read constraints, re-collect views or ask every view for
/// its intrinsic size only when theirs moved.
///
/// Stamps come from one process-wide clock, so a stamp is never issued twice: a
/// view that moves to another hierarchy always looks changed to its new engines,
/// whatever that hierarchy's own history. Only issuing a stamp touches shared
/// state; an edit in one hierarchy (a template cell on a precompute thread) never
/// makes the engines of another ask their views again.
struct LayoutStamps {
    /// A stamp never issued: what an engine starts from, so its first pass does everything.
    static let never = UInt64.max

    /// Constraints activated, deactivated or changed.
    var constraints: UInt64 = 0
    /// Views added or removed, or traits overridden.
    var hierarchy: UInt64 = 0
    /// An intrinsic size invalidated, hugging or compression resistance set, or a
    /// view switching between frames and constraints.
    var intrinsic: UInt64 = 0

    private static let clock = Atomic<UInt64>(0)

    /// A stamp never issued before.
    static func next() -> UInt64 { clock.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The kinds of change a stamp records.
    struct Kinds: OptionSet {
        let rawValue: UInt8
        static let constraints = Kinds(rawValue: 1)
        static let hierarchy = Kinds(rawValue: 2)
        static let intrinsic = Kinds(rawValue: 4)
    }

    mutating func stamp(_ kinds: Kinds, with stamp: UInt64) {
        if kinds.contains(.constraints) { constraints = stamp }
        if kinds.contains(.hierarchy) { hierarchy = stamp }
        if kinds.contains(.intrinsic) { intrinsic = stamp }
    }
}

extension View {
    /// Records a change of this view for the engines that lay it out: its domain's,
    /// and for a layout boundary also its superview's (which places the boundary and
    /// installs the constraints on it).
    func stampLayoutChange(_ kinds: LayoutStamps.Kinds) {
        let stamp = LayoutStamps.next()
        root.layoutStamps.stamp(kinds, with: stamp)
        if isLayoutBoundary, let outer = superview?.root { outer.layoutStamps.stamp(kinds, with: stamp) }
    }

    /// Records a hierarchy change for every domain at or below this view (traits
    /// flow down through boundaries, so each engine below must look at them again),
    /// and for the domain around it (which places it, boundary or not).
    func stampDomainsInSubtree() {
        let stamp = LayoutStamps.next()
        root.layoutStamps.stamp([.hierarchy, .constraints], with: stamp)
        superview?.root.layoutStamps.stamp([.hierarchy, .constraints], with: stamp)
        var stack = [self]
        while let view = stack.popLast() {
            if view.isLayoutBoundary { view.layoutStamps.stamp([.hierarchy, .constraints], with: stamp) }
            stack.append(contentsOf: view.subviews)
        }
    }
}
