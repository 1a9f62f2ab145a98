import Cassowary
import Foundation
import Typesetting

/// The part of an item's frame a constraint refers to (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, notAnAttribute
}

/// How a constraint relates its two sides (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`,
/// held at `priority`.
///
/// Activating a constraint hands it to the layout engine of its views' hierarchy;
/// changing `constant` while it is active re-solves on the next layout without
/// rebuilding anything else. Its changeable properties are
/// `@exclusivity(unchecked)`, for the reasons ``View`` gives.
public final class LayoutConstraint: CustomStringConvertible {
    /// The view or guide whose attribute is constrained; it keeps the constraint while active.
    public unowned let firstItem: LayoutItem
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// Equal, at most or at least.
    public let relation: LayoutRelation
    /// The item the first is related to, or nil for a constant.
    @exclusivity(unchecked) public private(set) unowned var secondItem: LayoutItem?
    /// The items again when they are views (nil for guides), for the layout engine's
    /// shape of a hierarchy, which reads every active constraint's items each time the
    /// hierarchy changes: read without reference counting (half that reading's cost).
    /// Read only while the constraint is active, when its items are alive, as they must
    /// be for `firstItem` and `secondItem` to be read at all.
    unowned(unsafe) let firstView: View?
    unowned(unsafe) let secondView: View?
    /// The second item's attribute (`.notAnAttribute` without one).
    public let secondAttribute: LayoutAttribute
    /// The factor on the second item's attribute.
    public let multiplier: CGFloat
    /// Changeable while active, as in UIKit.
    @exclusivity(unchecked) public var constant: CGFloat { didSet { if constant != oldValue { changed() } } }
    /// How strongly it holds (`UILayoutPriority`); changeable while active, as in UIKit.
    @exclusivity(unchecked) public var priority: LayoutPriority { didSet { if priority != oldValue { changed() } } }

    /// Stamps the owner's layout domain, so that its engines re-read constraints
    /// (and only theirs: a layout pass skips them when none changed).
    private func changed() {
        if let owner { Self.constraintsChanged(owner) }
    }

    /// Stamps `owner`'s constraints as changed and asks for a layout.
    static func constraintsChanged(_ owner: View) {
        owner.stampLayoutChange(.constraints)
        owner.setNeedsLayout()
        owner.invalidateFittingSize()
    }

    /// The view that keeps the constraint while it is active: its first item's view.
    var owner: View? { itemIsGone ? nil : firstItem.owningViewForLayout }
    /// Whether a view or guide the constraint names has been deallocated: the
    /// constraint was taken out of layout then (if active), and stays out, as UIKit's
    /// does when its items go (here items are not counted, so they are never read again).
    var itemIsGone: Bool { retired || firstLifetime?.isOver == true || secondLifetime?.isOver == true }
    /// Set as an item goes while the constraint is active or waiting.
    @exclusivity(unchecked) private var retired = false
    /// The items' lifetimes, which an inactive constraint asks before it takes part.
    private let firstLifetime: ItemLifetime?
    private let secondLifetime: ItemLifetime?
    /// A name shown in diagnostics.
    public var identifier: String?
    /// Whether the constraint takes part in layout. Setting it adds the constraint to
    /// (or removes it from) its first item's list of active constraints.
    public var isActive: Bool {
        get { active }
        set { if let owner = setActive(newValue) { Self.constraintsChanged(owner) } }
    }
    @exclusivity(unchecked) private var active = false
    /// The view whose `referencingConstraints` hold this active constraint: its second
    /// item's view when it was activated. Not counted; a view clears it as it goes.
    @exclusivity(unchecked) unowned(unsafe) var referencedView: View?
    /// The guide, not yet added to a view, that holds this active constraint until it
    /// is (its first item, which gives it no owner yet, or its second). Not counted; the
    /// guide clears it as it goes.
    @exclusivity(unchecked) unowned(unsafe) var waitingGuide: LayoutGuide?
    /// Whether the constraint waits for its first item, a guide (it has no owner yet).
    @exclusivity(unchecked) private(set) var waitsAsFirst = false

    /// Sets whether the constraint is active and files it with its owner; returns the
    /// owner if that changed its constraints (the caller tells it).
    private func setActive(_ value: Bool) -> View? {
        guard active != value, !itemIsGone else { return nil }
        active = value
        if !value { unfile() }
        guard let owner else {
            // Its first item is a guide without a view: it takes part once the guide has one.
            if value, let guide = firstItem as? LayoutGuide {
                waitsAsFirst = true
                wait(for: guide)
            }
            return nil
        }
        if value {
            owner.activeConstraints.append(self)
            fileWithSecondItem()
        } else {
            owner.activeConstraints.removeAll { $0 === self }
        }
        return owner
    }

    /// A view this constraint names is being deallocated: out of layout for good. The
    /// owner, if still there, drops it (`ownerIsGoing`: the owner is that view, whose
    /// lists go with it).
    func itemIsGoing(ownerIsGoing: Bool) {
        guard !itemIsGone else { return }
        if active && !ownerIsGoing, let owner {
            owner.activeConstraints.removeAll { $0 === self }
            Self.constraintsChanged(owner)
        }
        unfile()
        active = false
        retired = true
    }

    /// Takes the constraint off the lists of the view it names second and of the guide
    /// it waits for.
    private func unfile() {
        if let referenced = referencedView {
            referenced.referencingConstraints.removeAll { $0 === self }
            referencedView = nil
        }
        if let guide = waitingGuide {
            guide.waitingConstraints.removeAll { $0 === self }
            waitingGuide = nil
        }
        waitsAsFirst = false
    }

    /// Files the active constraint with its second item's view (whose removal must
    /// deactivate it), or with its second item's guide until that guide has a view.
    private func fileWithSecondItem() {
        guard let second = secondItem else { return }
        if let view = second.owningViewForLayout {
            referencedView = view
            view.referencingConstraints.append(self)
        } else if let guide = second as? LayoutGuide {
            wait(for: guide)
        }
    }

    private func wait(for guide: LayoutGuide) {
        waitingGuide = guide
        guide.waitingConstraints.append(self)
    }

    /// `guide`, which this active constraint waited for, was added to a view: the
    /// constraint is filed as if activated now. Returns the owner to tell.
    func guideWasAdded(_ guide: LayoutGuide) -> View? {
        waitingGuide = nil
        waitsAsFirst = false
        guard let owner else { return nil }
        if firstItem === guide { owner.activeConstraints.append(self) }
        fileWithSecondItem()
        return owner
    }

    /// Sets each constraint's activity, then tells each owner whose constraints
    /// changed once (a stack view's rebuild changes a few dozen on a few views).
    private static func setActive(_ constraints: [LayoutConstraint], _ value: Bool) {
        var owners: [View] = []
        // Owners are few: looked for among those found (a set only past a dozen, for a
        // batch that spans many views; making one for every batch cost more than the search).
        var seen: Set<ObjectIdentifier> = []
        for constraint in constraints {
            guard let owner = constraint.setActive(value) else { continue }
            if owners.count < 12 {
                guard !owners.contains(where: { $0 === owner }) else { continue }
                if owners.count == 11 { seen = Set(owners.map(ObjectIdentifier.init)); seen.insert(ObjectIdentifier(owner)) }
            } else {
                guard seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            }
            owners.append(owner)
        }
        for owner in owners { constraintsChanged(owner) }
    }

    /// `first.attribute (relation) multiplier × second.attribute + constant` (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`), inactive.
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: LayoutItem?,
                attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                priority: LayoutPriority = .required)
    {
        firstItem = item
        firstView = item as? View
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        secondView = toItem as? View
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        firstLifetime = ItemLifetime.of(item)
        secondLifetime = toItem.flatMap(ItemLifetime.of)
    }

    /// What a constraint says, to tell whether two constraints are the same.
    struct Shape: Hashable {
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: Float
    }

    var shape: Shape {
        Shape(first: ObjectIdentifier(firstItem), firstAttribute: firstAttribute, relation: relation,
              second: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
              constant: constant, priority: priority.rawValue)
    }

    /// Activates every constraint (`NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        setActive(constraints, true)
    }

    /// Takes each constraint out of layout (`NSLayoutConstraint.deactivate(_:)`).
    /// - SeeAlso: activate(_:)
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        setActive(constraints, false)
    }

    /// The constraint as an equation, for diagnostics.
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        guard !itemIsGone else {
            let right = secondAttribute == .notAnAttribute ? NumberText.format(Double(constant)) : secondAttribute.rawValue
            return "\(identifier.map { "\($0): " } ?? "")\(firstAttribute.rawValue) \(op) \(right) (a view it named is gone)"
        }
        var rhs = ""
        if let secondItem {
            rhs = "\(debugName(of: secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { rhs = "\(NumberText.format(Double(multiplier)))×\(rhs)" }
            if constant != 0 { rhs += constant > 0 ? " + \(NumberText.format(Double(constant)))" : " - \(NumberText.format(Double(-constant)))" }
        } else {
            rhs = NumberText.format(Double(constant))
        }
        let priorityText = priority.isRequired ? "" : " @\(priority)"
        let name = identifier.map { "\($0): " } ?? ""
        return "\(name)\(debugName(of: firstItem)).\(firstAttribute.rawValue) \(op) \(rhs)\(priorityText)"
    }
}

func debugName(of item: LayoutItem) -> String {
    if let view = item as? View { return view.debugName }
    if let guide = item as? LayoutGuide { return guide.debugName }
    return "\(type(of: item))"
}
