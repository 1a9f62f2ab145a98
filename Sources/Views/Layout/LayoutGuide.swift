import Foundation

/// Something constraints can position: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: a view itself, or a guide's owning view.
    var owningViewForLayout: View? { get }
}

extension View: LayoutItem {
    /// A view owns its own constraints.
    public var owningViewForLayout: View? { self }
}

extension LayoutItem {
    /// The leading edge: left, or right in right-to-left layouts.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left in right-to-left layouts.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

/// A rectangle that takes part in layout without being a view (`UILayoutGuide`):
/// your own spacers and containers, and the system's margins, safe area and
/// readable-content guides.
public final class LayoutGuide: LayoutItem {
    enum Kind { case custom, margins, safeArea, readableContent }

    let kind: Kind
    /// The view the guide belongs to (`UILayoutGuide.owningView`). Not counted, as a
    /// view's `superview` is not: the view clears it when it lets the guide go or goes
    /// itself.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var owningView: View?
    /// A name shown in diagnostics.
    public var identifier: String
    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    public internal(set) var layoutFrame: CGRect = .zero
    /// Active constraints naming the guide while it has no owning view: filed once it
    /// has one (UIKit refuses to activate them; here they wait).
    @exclusivity(unchecked) var waitingConstraints: [LayoutConstraint] = []
    /// Made when a constraint first names the guide; ended as it goes.
    @exclusivity(unchecked) private var lifetimeIfMade: ItemLifetime?

    var lifetime: ItemLifetime { ItemLifetime.kept(in: &lifetimeIfMade) }

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .custom
        identifier = ""
    }

    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// A guide's constraints belong to its owning view.
    public var owningViewForLayout: View? { owningView }

    deinit {
        // Constraints waiting for this guide name it: out of layout for good (one whose
        // first item is the guide has no owner to leave).
        for constraint in waitingConstraints where constraint.waitingGuide === self {
            constraint.itemIsGoing(ownerIsGoing: constraint.waitsAsFirst)
        }
        // Inactive constraints naming it learn it is gone when next activated.
        lifetimeIfMade?.end()
    }

    var debugName: String {
        let owner = owningView?.debugName ?? "?"
        return identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
    }
}

extension View {
    /// Adds a guide of your own to this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self, guide.kind == .custom else { return }
        // A guide has one owning view: it leaves the one it had, constraints and all.
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        customGuides.append(guide)
        // Constraints activated while the guide had no view take part now.
        let waiting = guide.waitingConstraints
        guide.waitingConstraints = []
        var owners: [View] = []
        for constraint in waiting {
            if let owner = constraint.guideWasAdded(guide), !owners.contains(where: { $0 === owner }) { owners.append(owner) }
        }
        for owner in owners { LayoutConstraint.constraintsChanged(owner) }
        stampLayoutChange(.hierarchy)
        setNeedsLayout()
    }

    /// Removes `guide` and deactivates the constraints that name it (`removeLayoutGuide(_:)`).
    /// The view's own guides (margins, safe area, readable content) stay.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.kind == .custom else { return }
        // Filed here: those whose first item is the guide, and those naming it second.
        let naming = activeConstraints.filter { $0.firstItem === guide }
            + referencingConstraints.filter { $0.secondItem === guide }
        LayoutConstraint.deactivate(naming)
        customGuides.removeAll { $0 === guide }
        guide.owningView = nil
        stampLayoutChange(.hierarchy)
        setNeedsLayout()
    }

    /// The guides of this view: your own, and the system guides used so far.
    public var layoutGuides: [LayoutGuide] {
        customGuides + [marginsGuide, safeAreaGuide, readableGuide].compactMap { $0 }
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide(kind: .margins, owningView: self, identifier: "layoutMarginsGuide")
        marginsGuide = guide
        setNeedsLayout()
        return guide
    }

    /// The view's bounds inset by its safe area insets.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self, identifier: "safeAreaLayoutGuide")
        safeAreaGuide = guide
        setNeedsLayout()
        return guide
    }

    /// A width of comfortable reading inside the layout margins, centred: at most
    /// 672 points at the default text size, in proportion to the body font's size
    /// at other content size categories (UIKit's readable width at `large` on iPad).
    public var readableContentGuide: LayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = LayoutGuide(kind: .readableContent, owningView: self, identifier: "readableContentGuide")
        readableGuide = guide
        setNeedsLayout()
        return guide
    }
}
