import Foundation

/// Lays out a row or column of views with constraints (`UIStackView`).
///
/// Like UIKit's, it is made of ordinary constraints (regenerated when its arranged
/// views, their visibility or its settings change), so it composes with
/// constraints from outside: a stack can be pinned, sized and aligned like any view.
/// Hidden arranged views collapse: they leave the arrangement and its spacing.
///
/// Its state is `@exclusivity(unchecked)`, for the reasons ``View`` gives.
open class StackView: View {
    /// The direction views are arranged in (`NSLayoutConstraint.Axis`).
    public enum Axis: Sendable { case horizontal, vertical }

    /// How arranged views share the stack's length (`UIStackView.Distribution`).
    public enum Distribution: Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// How arranged views sit across the stack (`UIStackView.Alignment`); `leading`
    /// is `top` in a horizontal stack and `trailing` is `bottom`.
    public enum Alignment: Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline

        /// Top edges aligned: leading in a horizontal stack.
        public static let top = Alignment.leading
        /// Bottom edges aligned: trailing in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The views arranged, in order (`UIStackView.arrangedSubviews`); hidden ones take no space.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
    /// Horizontal or vertical (`UIStackView.axis`).
    @exclusivity(unchecked) public var axis: Axis = .horizontal { didSet { rebuild() } }
    /// How arranged views share the length along the axis (`UIStackView.distribution`).
    @exclusivity(unchecked) public var distribution: Distribution = .fill { didSet { rebuild() } }
    /// How arranged views line up across the axis (`UIStackView.alignment`).
    @exclusivity(unchecked) public var alignment: Alignment = .fill { didSet { rebuild() } }
    /// The space between neighbours (`UIStackView.spacing`).
    /// - SeeAlso: setCustomSpacing(_:after:)
    @exclusivity(unchecked) public var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// Whether the arrangement is inset by the stack's layout margins.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }

    @exclusivity(unchecked) private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    @exclusivity(unchecked) private var generated: [LayoutConstraint] = []
    @exclusivity(unchecked) private var spacerGuides: [LayoutGuide] = []
    @exclusivity(unchecked) private var generatedFor: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var needsRebuild = true
    /// The domain's hierarchy stamp the arrangement was last checked at (never: check again).
    @exclusivity(unchecked) private var checkedVersion = LayoutStamps.never

    /// An arranged view was hidden or shown: check the arrangement on the next layout.
    func arrangedSubviewVisibilityChanged() { checkedVersion = LayoutStamps.never }

    /// A stack arranging `arrangedSubviews` (`UIStackView(arrangedSubviews:)`).
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty stack from an archive (`init(coder:)`; nothing is decoded). Not
    /// failable, as UIKit's `UIStackView.init(coder:)` is not, so that a subclass's
    /// `required init(coder: NSCoder) { super.init(coder: coder) }` compiles.
    public override init(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: .zero)
    }

    /// Arranges `view` last, adding it as a subview (`addArrangedSubview(_:)`).
    /// - SeeAlso: ``StackView/insertArrangedSubview(_:at:)``, ``StackView/removeArrangedSubview(_:)``
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index`, adding it as a subview (`insertArrangedSubview(_:at:)`).
    /// - SeeAlso: ``StackView/addArrangedSubview(_:)``
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard mayAdopt(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuild()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    /// - SeeAlso: ``StackView/addArrangedSubview(_:)``
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    /// Spacing after `view` instead of ``spacing``.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacing[ObjectIdentifier(view)] = spacing
        rebuild()
    }

    /// The space after `view`: its custom spacing, else spacing.
    /// - SeeAlso: ``StackView/setCustomSpacing(_:after:)``
    public func customSpacing(after view: View) -> CGFloat {
        customSpacing[ObjectIdentifier(view)] ?? spacing
    }

    private func rebuild() {
        needsRebuild = true
        setNeedsLayout()
    }

    open override func updateConstraints() {
        super.updateConstraints()
        // The arrangement can change only with the hierarchy or an arranged view's visibility.
        let version = root.layoutStamps.hierarchy
        if !needsRebuild && version == checkedVersion { return }
        checkedVersion = version
        guard needsRebuild || !arrangementUnchanged() else { return }
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        needsRebuild = false
        generatedFor = visible.map(ObjectIdentifier.init)
        reusableGuides = spacerGuides
        spacerGuides = []
        let planned = plannedConstraints(visible)
        for guide in reusableGuides { removeLayoutGuide(guide) }
        reusableGuides = []
        // Keep the constraints that come out the same (most of them, when one view
        // comes or goes): the engine then only meets what really changed, and only
        // the others are made.
        let reusable = generated.filter(\.isActive)
        let matches = Self.sameShapes(planned.map(\.shape), reusable.map(\.shape))
        var result: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        result.reserveCapacity(planned.count)
        var reused = [Bool](repeating: false, count: reusable.count)
        for (plan, match) in zip(planned, matches) {
            if let match {
                result.append(reusable[match])
                reused[match] = true
            } else {
                let constraint = plan.make()
                result.append(constraint)
                added.append(constraint)
            }
        }
        // Those not reused go, in the order they were made (never a hash table's).
        LayoutConstraint.deactivate(reusable.indices.filter { !reused[$0] }.map { reusable[$0] })
        LayoutConstraint.activate(added)
        generated = result
    }

    /// For each of `made`, the index in `old` of a constraint of the same shape, each
    /// used once (the last of equal ones first). A stack's few dozen constraints are
    /// compared directly; hashing them took longer than the comparisons.
    static func sameShapes(_ made: [LayoutConstraint.Shape], _ old: [LayoutConstraint.Shape]) -> [Int?] {
        if made.count * old.count > 4096 {
            var byShape: [LayoutConstraint.Shape: [Int]] = [:]
            for (index, shape) in old.enumerated() { byShape[shape, default: []].append(index) }
            return made.map { byShape[$0]?.popLast() }
        }
        var used = [Bool](repeating: false, count: old.count)
        return made.map { shape in
            guard let index = old.indices.last(where: { !used[$0] && old[$0] == shape }) else { return nil }
            used[index] = true
            return index
        }
    }

    /// A subview removed from the stack view leaves its arranged subviews too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Spacer guides of the previous build, handed out again before new ones are made.
    @exclusivity(unchecked) private var reusableGuides: [LayoutGuide] = []

    /// Whether the visible arranged views are those the constraints were made for
    /// (checked on every layout, so without allocating).
    private func arrangementUnchanged() -> Bool {
        var index = 0
        for view in arrangedSubviews where !view.isHidden && view.superview === self {
            guard index < generatedFor.count, generatedFor[index] == ObjectIdentifier(view) else { return false }
            index += 1
        }
        return index == generatedFor.count
    }

    open override var firstBaselineOffsetFromTop: CGFloat {
        guard let first = arrangedSubviews.first(where: { !$0.isHidden }) else { return 0 }
        return first.frame.minY + first.firstBaselineOffsetFromTop
    }

    /// The first visible arranged subview's baseline view (a nested stack's, in turn).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden && $0.superview === self }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged subview's baseline view.
    open override var forLastBaselineLayout: View {
        arrangedSubviews.last { !$0.isHidden && $0.superview === self }?.forLastBaselineLayout ?? self
    }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard let last = arrangedSubviews.last(where: { !$0.isHidden }) else { return 0 }
        return bounds.height - last.frame.maxY + last.lastBaselineOffsetFromBottom
    }

    // MARK: The constraints

    /// A constraint the stack needs, described before any object is made for it.
    /// Its items are the arranged views, the stack and its guides, alive while plans
    /// exist (one rebuild): not counted, since copying counted references was most of
    /// a plan's cost.
    private struct Planned {
        unowned(unsafe) let first: LayoutItem
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        unowned(unsafe) let second: LayoutItem?
        let secondAttribute: LayoutAttribute
        let multiplier: CGFloat
        let constant: CGFloat
        var priority = LayoutPriority.required
        var identifier = ""

        /// `first (relation) second + constant`, as `first.constraint(equalTo: second, constant:)` says it.
        init<Axis>(_ first: LayoutAnchor<Axis>, _ relation: LayoutRelation, _ second: LayoutAnchor<Axis>, constant: CGFloat = 0) {
            self.init(first.item, first.attribute, relation, second.item, second.attribute, 1, constant)
        }

        /// `first (relation) multiplier × second + constant`, or `first (relation) constant` without `second`.
        init(_ first: LayoutDimension, _ relation: LayoutRelation, _ second: LayoutDimension?, multiplier: CGFloat = 1,
             constant: CGFloat = 0)
        {
            self.init(first.item, first.attribute, relation, second?.item, second?.attribute ?? .notAnAttribute,
                      multiplier, constant)
        }

        private init(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                     _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, _ multiplier: CGFloat, _ constant: CGFloat)
        {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
            self.multiplier = multiplier
            self.constant = constant
        }

        /// The shape the constraint will have (``LayoutConstraint/shape``).
        var shape: LayoutConstraint.Shape {
            LayoutConstraint.Shape(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                                   second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                                   multiplier: multiplier, constant: constant, priority: priority.rawValue)
        }

        func make() -> LayoutConstraint {
            let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                              attribute: secondAttribute, multiplier: multiplier, constant: constant,
                                              priority: priority)
            constraint.identifier = identifier
            return constraint
        }
    }

    /// The constraints arranging `views`, as UIKit's stack view names them.
    private func plannedConstraints(_ views: [View]) -> [Planned] {
        guard let first = views.first, let last = views.last else { return [] }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        var result: [Planned] = []
        result.reserveCapacity(4 * views.count + 4)
        // Whole literals (UIKit's identifiers): no string is built per constraint.
        func add(_ plan: Planned, _ identifier: String, _ priority: LayoutPriority = .required) {
            var plan = plan
            plan.identifier = identifier
            plan.priority = priority
            result.append(plan)
        }
        // Along the axis: the ends pinned, neighbours spaced.
        if horizontal {
            add(Planned(first.leadingAnchor, .equal, container.leadingAnchor), "UISV-canvas-connection")
            add(Planned(container.trailingAnchor, .equal, last.trailingAnchor), "UISV-canvas-connection")
        } else {
            add(Planned(first.topAnchor, .equal, container.topAnchor), "UISV-canvas-connection")
            add(Planned(container.bottomAnchor, .equal, last.bottomAnchor), "UISV-canvas-connection")
        }
        let gaps = zip(views, views.dropFirst()).map { ($0, $1) }
        var spacers: [LayoutGuide] = []
        for (a, b) in gaps {
            let space = customSpacing(after: a)
            guard distribution == .equalSpacing || distribution == .equalCentering else {
                add(horizontal ? Planned(b.leadingAnchor, .equal, a.trailingAnchor, constant: space)
                    : Planned(b.topAnchor, .equal, a.bottomAnchor, constant: space), "UISV-spacing")
                continue
            }
            // At least the spacing apart; a spacer guide between them (edge to edge, or
            // centre to centre) that all gaps share equally.
            add(horizontal ? Planned(b.leadingAnchor, .greaterThanOrEqual, a.trailingAnchor, constant: space)
                : Planned(b.topAnchor, .greaterThanOrEqual, a.bottomAnchor, constant: space), "UISV-spacing")
            let spacer = reusableGuides.isEmpty ? LayoutGuide() : reusableGuides.removeFirst()
            spacer.identifier = "UISV-distributing"
            if spacer.owningView !== self { addLayoutGuide(spacer) }
            spacers.append(spacer)
            spacerGuides.append(spacer)
            let centering = distribution == .equalCentering
            if horizontal {
                add(Planned(spacer.leadingAnchor, .equal, centering ? a.centerXAnchor : a.trailingAnchor), "UISV-distributing-edge")
                add(Planned(spacer.trailingAnchor, .equal, centering ? b.centerXAnchor : b.leadingAnchor), "UISV-distributing-edge")
            } else {
                add(Planned(spacer.topAnchor, .equal, centering ? a.centerYAnchor : a.bottomAnchor), "UISV-distributing-edge")
                add(Planned(spacer.bottomAnchor, .equal, centering ? b.centerYAnchor : b.topAnchor), "UISV-distributing-edge")
            }
        }
        for (a, b) in zip(spacers, spacers.dropFirst()) {
            add(horizontal ? Planned(b.widthAnchor, .equal, a.widthAnchor) : Planned(b.heightAnchor, .equal, a.heightAnchor),
                "UISV-fill-equally", .required - 1)
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                add(horizontal ? Planned(view.widthAnchor, .equal, first.widthAnchor)
                    : Planned(view.heightAnchor, .equal, first.heightAnchor), "UISV-fill-equally")
            }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = sizes.filter { $0 > 0 }.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(views, sizes) where size > 0 {
                    add(horizontal ? Planned(view.widthAnchor, .equal, container.widthAnchor, multiplier: size / total)
                        : Planned(view.heightAnchor, .equal, container.heightAnchor, multiplier: size / total),
                        "UISV-fill-proportionally", .required - 1)
                }
            }
        default: break
        }

        // Across the axis.
        for view in views {
            switch alignment {
            case .fill:
                if horizontal {
                    add(Planned(view.topAnchor, .equal, container.topAnchor), "UISV-alignment")
                    add(Planned(container.bottomAnchor, .equal, view.bottomAnchor), "UISV-alignment")
                } else {
                    add(Planned(view.leadingAnchor, .equal, container.leadingAnchor), "UISV-alignment")
                    add(Planned(container.trailingAnchor, .equal, view.trailingAnchor), "UISV-alignment")
                }
            case .leading, .center, .trailing:
                if horizontal {
                    let anchor: Planned = alignment == .leading ? Planned(view.topAnchor, .equal, container.topAnchor)
                        : alignment == .center ? Planned(view.centerYAnchor, .equal, container.centerYAnchor)
                        : Planned(view.bottomAnchor, .equal, container.bottomAnchor)
                    add(anchor, "UISV-alignment")
                    add(Planned(view.topAnchor, .greaterThanOrEqual, container.topAnchor), "UISV-spanning-boundary")
                    add(Planned(container.bottomAnchor, .greaterThanOrEqual, view.bottomAnchor), "UISV-spanning-boundary")
                } else {
                    let anchor: Planned = alignment == .leading ? Planned(view.leadingAnchor, .equal, container.leadingAnchor)
                        : alignment == .center ? Planned(view.centerXAnchor, .equal, container.centerXAnchor)
                        : Planned(view.trailingAnchor, .equal, container.trailingAnchor)
                    add(anchor, "UISV-alignment")
                    add(Planned(view.leadingAnchor, .greaterThanOrEqual, container.leadingAnchor), "UISV-spanning-boundary")
                    add(Planned(container.trailingAnchor, .greaterThanOrEqual, view.trailingAnchor), "UISV-spanning-boundary")
                }
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    if view !== first {
                        add(alignment == .firstBaseline ? Planned(view.firstBaselineAnchor, .equal, first.firstBaselineAnchor)
                            : Planned(view.lastBaselineAnchor, .equal, first.lastBaselineAnchor), "UISV-alignment")
                    }
                    add(Planned(view.topAnchor, .greaterThanOrEqual, container.topAnchor), "UISV-spanning-boundary")
                    add(Planned(container.bottomAnchor, .greaterThanOrEqual, view.bottomAnchor), "UISV-spanning-boundary")
                } else {
                    add(Planned(view.leadingAnchor, .equal, container.leadingAnchor), "UISV-alignment")
                    add(Planned(container.trailingAnchor, .greaterThanOrEqual, view.trailingAnchor), "UISV-spanning-boundary")
                }
            }
        }
        // Without `fill`, the stack hugs its tallest (widest) arranged view.
        if alignment != .fill {
            add(horizontal ? Planned(heightAnchor, .equal, nil, constant: 0) : Planned(widthAnchor, .equal, nil, constant: 0),
                "UISV-ambiguity-suppression", LayoutPriority(49))
        }
        return result
    }
}
