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
    public var axis: Axis = .horizontal { didSet { rebuild() } }
    /// How arranged views share the length along the axis (`UIStackView.distribution`).
    public var distribution: Distribution = .fill { didSet { rebuild() } }
    /// How arranged views line up across the axis (`UIStackView.alignment`).
    public var alignment: Alignment = .fill { didSet { rebuild() } }
    /// The space between neighbours (`UIStackView.spacing`).
    /// - SeeAlso: setCustomSpacing(_:after:)
    public var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// Whether the arrangement is inset by the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }

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
        let made = makeConstraints(visible)
        for guide in reusableGuides { removeLayoutGuide(guide) }
        reusableGuides = []
        // Keep the constraints that come out the same (most of them, when one view
        // comes or goes): the engine then only meets what really changed.
        let reusable = generated.filter(\.isActive)
        let matches = Self.sameShapes(made.map(\.shape), reusable.map(\.shape))
        var result: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        for (constraint, match) in zip(made, matches) {
            if let match {
                result.append(reusable[match])
            } else {
                result.append(constraint)
                added.append(constraint)
            }
        }
        // Those not reused go, in the order they were made (never a hash table's).
        let reused = Set(result.map(ObjectIdentifier.init))
        LayoutConstraint.deactivate(generated.filter { $0.isActive && !reused.contains(ObjectIdentifier($0)) })
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

    private func makeConstraints(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        var result: [LayoutConstraint] = []
        // Whole literals (UIKit's identifiers): no string is built per constraint.
        func add(_ c: LayoutConstraint, _ identifier: String, _ priority: LayoutPriority = .required) {
            c.identifier = identifier
            c.priority = priority
            result.append(c)
        }
        // Along the axis: the ends pinned, neighbours spaced.
        if horizontal {
            add(first.leadingAnchor.constraint(equalTo: container.leadingAnchor), "UISV-canvas-connection")
            add(container.trailingAnchor.constraint(equalTo: last.trailingAnchor), "UISV-canvas-connection")
        } else {
            add(first.topAnchor.constraint(equalTo: container.topAnchor), "UISV-canvas-connection")
            add(container.bottomAnchor.constraint(equalTo: last.bottomAnchor), "UISV-canvas-connection")
        }
        let gaps = zip(views, views.dropFirst()).map { ($0, $1) }
        var spacers: [LayoutGuide] = []
        for (a, b) in gaps {
            let space = customSpacing(after: a)
            guard distribution == .equalSpacing || distribution == .equalCentering else {
                add(horizontal ? b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: space)
                    : b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: space), "UISV-spacing")
                continue
            }
            // At least the spacing apart; a spacer guide between them (edge to edge, or
            // centre to centre) that all gaps share equally.
            add(horizontal ? b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: space)
                : b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: space), "UISV-spacing")
            let spacer = reusableGuides.isEmpty ? LayoutGuide() : reusableGuides.removeFirst()
            spacer.identifier = "UISV-distributing"
            if spacer.owningView !== self { addLayoutGuide(spacer) }
            spacers.append(spacer)
            spacerGuides.append(spacer)
            let centering = distribution == .equalCentering
            if horizontal {
                add(spacer.leadingAnchor.constraint(equalTo: centering ? a.centerXAnchor : a.trailingAnchor), "UISV-distributing-edge")
                add(spacer.trailingAnchor.constraint(equalTo: centering ? b.centerXAnchor : b.leadingAnchor), "UISV-distributing-edge")
            } else {
                add(spacer.topAnchor.constraint(equalTo: centering ? a.centerYAnchor : a.bottomAnchor), "UISV-distributing-edge")
                add(spacer.bottomAnchor.constraint(equalTo: centering ? b.centerYAnchor : b.topAnchor), "UISV-distributing-edge")
            }
        }
        for (a, b) in zip(spacers, spacers.dropFirst()) {
            add(horizontal ? b.widthAnchor.constraint(equalTo: a.widthAnchor) : b.heightAnchor.constraint(equalTo: a.heightAnchor),
                "UISV-fill-equally", .required - 1)
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                add(horizontal ? view.widthAnchor.constraint(equalTo: first.widthAnchor)
                    : view.heightAnchor.constraint(equalTo: first.heightAnchor), "UISV-fill-equally")
            }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = sizes.filter { $0 > 0 }.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(views, sizes) where size > 0 {
                    add(horizontal ? view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: size / total)
                        : view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: size / total),
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
                    add(view.topAnchor.constraint(equalTo: container.topAnchor), "UISV-alignment")
                    add(container.bottomAnchor.constraint(equalTo: view.bottomAnchor), "UISV-alignment")
                } else {
                    add(view.leadingAnchor.constraint(equalTo: container.leadingAnchor), "UISV-alignment")
                    add(container.trailingAnchor.constraint(equalTo: view.trailingAnchor), "UISV-alignment")
                }
            case .leading, .center, .trailing:
                if horizontal {
                    let anchor: LayoutConstraint = alignment == .leading ? view.topAnchor.constraint(equalTo: container.topAnchor)
                        : alignment == .center ? view.centerYAnchor.constraint(equalTo: container.centerYAnchor)
                        : view.bottomAnchor.constraint(equalTo: container.bottomAnchor)
                    add(anchor, "UISV-alignment")
                    add(view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor), "UISV-spanning-boundary")
                    add(container.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor), "UISV-spanning-boundary")
                } else {
                    let anchor: LayoutConstraint = alignment == .leading ? view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
                        : alignment == .center ? view.centerXAnchor.constraint(equalTo: container.centerXAnchor)
                        : view.trailingAnchor.constraint(equalTo: container.trailingAnchor)
                    add(anchor, "UISV-alignment")
                    add(view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor), "UISV-spanning-boundary")
                    add(container.trailingAnchor.constraint(greaterThanOrEqualTo: view.trailingAnchor), "UISV-spanning-boundary")
                }
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    if view !== first {
                        add(alignment == .firstBaseline ? view.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)
                            : view.lastBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor), "UISV-alignment")
                    }
                    add(view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor), "UISV-spanning-boundary")
                    add(container.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor), "UISV-spanning-boundary")
                } else {
                    add(view.leadingAnchor.constraint(equalTo: container.leadingAnchor), "UISV-alignment")
                    add(container.trailingAnchor.constraint(greaterThanOrEqualTo: view.trailingAnchor), "UISV-spanning-boundary")
                }
            }
        }
        // Without `fill`, the stack hugs its tallest (widest) arranged view.
        if alignment != .fill {
            add(horizontal ? heightAnchor.constraint(equalToConstant: 0) : widthAnchor.constraint(equalToConstant: 0),
                "UISV-ambiguity-suppression", LayoutPriority(49))
        }
        return result
    }
}
