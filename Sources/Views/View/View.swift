import Cassowary
import Foundation
import InputPolicy
import Synchronization
import Typesetting

/// A rectangle in a hierarchy that lays itself out with constraints (`UIView`).
///
/// Frames are in the superview's coordinates. Views made in code translate their
/// frame into constraints (`translatesAutoresizingMaskIntoConstraints`) until told
/// otherwise, as in UIKit. `layoutIfNeeded()` solves the hierarchy's constraints,
/// asks height-for-width views (multi-line labels, or any view whose
/// `intrinsicContentSize` reads its own width) for their size at the width they
/// really got, and sets every frame, rounded to the pixel grid.
///
/// The properties a layout pass reads (hierarchy, frame, margins, constraints,
/// priorities, stamps) are `@exclusivity(unchecked)`: Swift's run-time exclusivity
/// checks on them took about a sixth of a reconfigured cell's fit, and no access to
/// them spans a call into a view's own code (the engine also refuses to be entered
/// again from inside its pass).
open class View {
    /// A value of `intrinsicContentSize` meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// A view at `frame` (`UIView(frame:)`).
    public init(frame: CGRect = .zero) {
        storedFrame = View.limited(frame)
    }

    /// `rect` with each number inside `Limits.length` (NaN: 0).
    static func limited(_ rect: CGRect) -> CGRect {
        let limit = { (value: CGFloat) in CGFloat(Limits.length.clamp(Double(value))) }
        return CGRect(x: limit(rect.origin.x), y: limit(rect.origin.y),
                      width: limit(rect.size.width), height: limit(rect.size.height))
    }

    /// A view from an archive (`UIView.init(coder:)`), so that UIKit subclasses'
    /// `required init?(coder: NSCoder)` compiles and may call `super.init(coder: coder)`.
    ///
    /// There are no storyboards or nib files here, so nothing is decoded: the view
    /// is made as `init(frame: .zero)` makes it. The unnamed second parameter keeps
    /// this initialiser from being `required` here (which would oblige every
    /// subclass to write one) while the subclass's `required init?(coder:)`, which
    /// UIKit code writes, still needs no `override`.
    public init?(coder: NSCoder, _ unarchived: Void = ()) {
        storedFrame = .zero
    }

    // MARK: Geometry

    @exclusivity(unchecked) var storedFrame: CGRect

    /// The view's rectangle in its superview's coordinates. Each number is kept inside
    /// `Limits.length` (NaN: 0), so a frame is always finite.
    public var frame: CGRect {
        get { storedFrame }
        set {
            let newValue = View.limited(newValue)
            let old = storedFrame
            storedFrame = newValue
            if newValue.size != old.size { setNeedsLayout() }
            if translatesAutoresizingMaskIntoConstraints && newValue != old { superview?.setNeedsLayout() }
        }
    }

    // MARK: Hierarchy

    /// The view this one is a subview of.
    public var superview: View? { superviewReference }
    /// Not counted, and not weak either: a weak reference moves a view's reference counts
    /// into a side table, where every retain and release of it takes Swift's slow path
    /// (a tenth of measuring a feed row). The superview holds its subviews, and clears
    /// this when it lets one go or goes itself (`deinit`), so it never dangles.
    @exclusivity(unchecked) private unowned(unsafe) var superviewReference: View?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    deinit {
        for subview in subviews where subview.superviewReference === self { subview.superviewReference = nil }
        for guide in customGuides + [marginsGuide, safeAreaGuide, readableGuide].compactMap({ $0 })
        where guide.owningView === self {
            guide.owningView = nil
        }
        // The constraints naming this view go out of layout for good, as UIKit's do when
        // their items go (a constraint across hierarchies can outlive either end, and a
        // caller may keep one): this view's own first, then those other views keep.
        for constraint in activeConstraints { constraint.itemIsGoing(ownerIsGoing: true) }
        for constraint in referencingConstraints where constraint.referencedView === self {
            constraint.referencedView = nil
            constraint.itemIsGoing(ownerIsGoing: false)
        }
        // Inactive constraints naming it learn it is gone when next activated.
        lifetimeIfMade?.end()
    }

    /// Made when a constraint first names the view; ended as it goes.
    @exclusivity(unchecked) private var lifetimeIfMade: ItemLifetime?

    var lifetime: ItemLifetime { ItemLifetime.kept(in: &lifetimeIfMade) }

    /// Adds `view` in front of the other subviews, taking it from its superview first (`addSubview(_:)`).
    /// - SeeAlso: insertSubview(_:at:), removeFromSuperview()
    open func addSubview(_ view: View) {
        guard mayAdopt(view) else { return }
        view.removeFromSuperview()
        View.traitsVersion.wrappingAdd(1, ordering: .relaxed)
        subviews.append(view)
        view.superviewReference = self
        view.stampDomainsInSubtree()
        setNeedsLayout()
        invalidateFittingSize()
    }

    /// Adds `view` at `index` among the subviews (`insertSubview(_:at:)`).
    /// - SeeAlso: ``View/addSubview(_:)``, ``View/removeFromSuperview()``
    public func insertSubview(_ view: View, at index: Int) {
        guard mayAdopt(view) else { return }
        view.removeFromSuperview()
        View.traitsVersion.wrappingAdd(1, ordering: .relaxed)
        subviews.insert(view, at: min(index, subviews.count))
        view.superviewReference = self
        view.stampDomainsInSubtree()
        setNeedsLayout()
        invalidateFittingSize()
    }

    /// Whether `view` may become a subview of this view: not if it is this view or one
    /// of its ancestors, which would make the hierarchy a cycle (UIKit raises an
    /// exception for the first). The call is then ignored, and said on stderr.
    func mayAdopt(_ view: View) -> Bool {
        guard isDescendant(of: view) else { return true }
        let what = view === self ? "the view itself" : "an ancestor of \(debugName)"
        FileHandle.standardError.write(Data("View: cannot add \(view.debugName) as a subview: it is \(what); ignored\n".utf8))
        return false
    }

    /// Takes the view out of its superview, with the constraints that tie it to the rest (`removeFromSuperview()`).
    /// - SeeAlso: ``View/addSubview(_:)``, ``View/willRemoveSubview(_:)``
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        deactivateConstraintsLeaving(root: superview.root)
        View.traitsVersion.wrappingAdd(1, ordering: .relaxed)
        superview.stampLayoutChange([.hierarchy, .constraints])
        // The superview's array may hold the last reference to this view (a caller
        // may even have borrowed it from there): finish with this view first.
        superviewReference = nil
        stampDomainsInSubtree()
        withExtendedLifetime(self) { superview.subviews.removeAll { $0 === self } }
        superview.setNeedsLayout()
        superview.invalidateFittingSize()
    }

    /// Called before `subview` leaves this view (`willRemoveSubview(_:)`): a stack
    /// view drops it from its arranged subviews, as UIKit's does.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Margins and safe area

    /// Space the view keeps free inside its edges for content (8 points each by default).
    /// - SeeAlso: ``View/directionalLayoutMargins``, ``View/layoutMarginsGuide``, ``View/preservesSuperviewLayoutMargins``
    @exclusivity(unchecked) public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            setNeedsLayout()
            if layoutMargins != oldValue { invalidateFittingSize() }
        }
    }

    /// Whether the superview's margins, where they reach into this view, count too.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
    /// Whether the superview's left and right margins count, when
    /// ``View/preservesSuperviewLayoutMargins`` is off: what a table cell's content view
    /// does by default in UIKit (it takes the cell's side margins, but keeps its own
    /// top and bottom ones, which do not grow with the text size as the cell's do).
    @exclusivity(unchecked) package var preservesSuperviewSideMargins = false { didSet { setNeedsLayout() } }
    /// Whether the margins are measured from the safe area rather than the bounds.
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }

    @exclusivity(unchecked) var rootSafeAreaInsets = EdgeInsets.zero
    @exclusivity(unchecked) var derivedSafeAreaInsets = EdgeInsets.zero

    /// The insets that keep content clear of the screen's unsafe edges. A window sets
    /// the root view's (as a notched phone in landscape does); every other view's
    /// follow from where its frame lies in the root's safe area.
    /// - SeeAlso: ``View/safeAreaLayoutGuide``, ``View/insetsLayoutMarginsFromSafeArea``
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil || isLayoutBoundary ? rootSafeAreaInsets : derivedSafeAreaInsets }
        set {
            rootSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }

    /// The margins layout uses: own margins, from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and the superview's where preserved.
    @exclusivity(unchecked) public internal(set) var effectiveLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: Traits

    /// Traits this view sets for itself and its subviews; the rest are inherited.
    @exclusivity(unchecked) public var traitOverrides = TraitOverrides() {
        didSet {
            View.traitsVersion.wrappingAdd(1, ordering: .relaxed)
            stampDomainsInSubtree()
            setNeedsLayout()
        }
    }

    /// Bumped by every change of hierarchy or trait overrides, in any hierarchy:
    /// cached traits are valid while it stands still. (Only the cache depends on it;
    /// engines follow their own domain's ``layoutStamps``.)
    static let traitsVersion = Atomic<Int>(0)
    @exclusivity(unchecked) private var cachedTraits: (version: Int, traits: TraitCollection)?

    /// The traits in effect: the superview's (or defaults at the root) with this
    /// view's overrides applied.
    public var traitCollection: TraitCollection {
        if let cached = cachedTraits, cached.version == View.traitsVersion.load(ordering: .relaxed) { return cached.traits }
        let traits = traitOverrides.applied(to: superview?.traitCollection ?? TraitCollection())
        cachedTraits = (View.traitsVersion.load(ordering: .relaxed), traits)
        return traits
    }

    /// The traits `traitCollectionDidChange` was last called with.
    @exclusivity(unchecked) var notifiedTraits: TraitCollection?

    /// Called during layout when the traits in effect changed (and before the first
    /// layout), before constraints are solved.
    /// - SeeAlso: ``View/traitCollection``, ``View/traitOverrides``
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether leading is the right edge (the traits' layout direction).
    public var isRightToLeft: Bool {
        get { traitCollection.layoutDirection == .rightToLeft }
        set { traitOverrides.layoutDirection = newValue ? .rightToLeft : .leftToRight }
    }

    // MARK: Appearance the renderer reads

    /// Whether the view and its subviews are drawn; a hidden arranged view takes no space in a stack (`isHidden`).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            (superview as? StackView)?.arrangedSubviewVisibilityChanged()
            superview?.setNeedsLayout()
            superview?.invalidateFittingSize()
        }
    }
    /// The opacity the renderer draws the view and its subviews with (`alpha`).
    public var alpha: CGFloat = 1
    /// The colour filling the bounds under the content (`backgroundColor`).
    public var backgroundColor: Color?
    /// Corner radius, clipping and border, as `CALayer` holds them.
    public let layer = Layer()
    /// Whether subviews are clipped to the bounds (`layer.masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A number to find the view by (`tag`).
    public var tag = 0
    /// A name for tests and diagnostics (`accessibilityIdentifier`).
    public var accessibilityIdentifier: String?

    /// The tint set on this view itself, if any.
    private var ownTintColor: Color?
    /// The colour of the view's tinted content: template images, system button
    /// titles (`tintColor`). Unset, it is the superview's (system blue at the
    /// root), as UIKit's is; setting nil goes back to inheriting.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }
    /// Called when this view's ``View/tintColor`` was set (`tintColorDidChange()`).
    open func tintColorDidChange() {}

    /// A promise that the view fills its bounds with opaque content (`isOpaque`):
    /// kept for source compatibility; the renderer draws the same either way.
    public var isOpaque = true
    /// How content is fitted into the bounds (`contentMode`); an image view's image
    /// follows it.
    public var contentMode: ContentMode = .scaleToFill
    /// How the frame follows the superview's size when the superview changes
    /// size (`autoresizingMask`): kept for source compatibility; frames are set
    /// by constraints and `layoutSubviews()` here.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view takes touches (`isUserInteractionEnabled`): kept for source
    /// compatibility, as nothing is touched here.
    public var isUserInteractionEnabled = true
    /// Whether the view takes touches only alone (`isExclusiveTouch`): kept for source compatibility.
    public var isExclusiveTouch = false
    /// Whether the view takes several touches at once (`isMultipleTouchEnabled`): kept for source compatibility.
    public var isMultipleTouchEnabled = false

    /// Whether ``setNeedsDisplay()`` was called. The renderer draws every view each
    /// time it renders, whatever this says, so nothing clears it.
    public private(set) var needsDisplay = false

    /// Asks for the view to be drawn again (`setNeedsDisplay()`). The renderer draws
    /// every view it is given each time, so this only marks the view.
    public func setNeedsDisplay() { needsDisplay = true }
    /// Asks for part of the view to be drawn again (`setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }

    // MARK: Accessibility

    /// Whether assistive technologies see this view as one element (`isAccessibilityElement`).
    public var isAccessibilityElement = false
    /// What the element is called to a VoiceOver user (`accessibilityLabel`).
    public var accessibilityLabel: String?
    /// A short hint of what acting on the element does (`accessibilityHint`).
    public var accessibilityHint: String?
    /// The element's value, for elements that have one (`accessibilityValue`).
    public var accessibilityValue: String?
    /// What the element is and how it behaves (`accessibilityTraits`).
    public var accessibilityTraits: AccessibilityTraits = .none

    /// A name for diagnostics: the accessibility identifier, else the type.
    public var debugName: String { accessibilityIdentifier ?? "\(type(of: self))" }

    // MARK: Constraints

    /// Whether the frame is turned into required constraints. True for views made in
    /// code; set it to false on views positioned by your own constraints.
    /// - SeeAlso: ``View/frame``, ``View/constraints``
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            // Decides whether the view gets intrinsic-size constraints, and its layout shape.
            stampLayoutChange([.intrinsic, .hierarchy])
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints whose first item is this view.
    @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []
    /// The active constraints whose second item is this view (or one of its guides):
    /// removing a view finds the constraints that tie it to the rest through these and
    /// its own, without reading every constraint of its hierarchy.
    @exclusivity(unchecked) package internal(set) var referencingConstraints: [LayoutConstraint] = []

    @exclusivity(unchecked) var customGuides: [LayoutGuide] = []
    @exclusivity(unchecked) package internal(set) var marginsGuide: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuide: LayoutGuide?
    @exclusivity(unchecked) var readableGuide: LayoutGuide?

    // MARK: Intrinsic size, hugging and compression resistance

    /// The size the view's content wants, or ``View/noIntrinsicMetric`` on an axis
    /// without one. A view whose intrinsic height depends on its width may read
    /// `bounds.width`: layout sets the width before asking again.
    /// - SeeAlso: ``View/invalidateIntrinsicContentSize()``, ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Called on a view and each of its ancestors when something inside changed in a
    /// way that can change the view's fitting size: an intrinsic size invalidated, a
    /// subview added, removed, hidden or shown, a constraint activated, deactivated or
    /// changed. The default does nothing; containers that size themselves to their
    /// content (table cells) override it to re-measure, as UIKit's self-sizing
    /// invalidation does.
    open func fittingSizeDidInvalidate() {}

    /// The distance from the top to the first baseline (text views override).
    open var firstBaselineOffsetFromTop: CGFloat { 0 }
    /// The distance from the last baseline to the bottom (text views override).
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// The view whose first baseline is this view's (`forFirstBaselineLayout`): the view
    /// itself, or for a stack view its first visible arranged subview's. Constraints on
    /// `firstBaselineAnchor` are solved against that view's position, never a stale frame.
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's (`forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    /// Hugging and compression resistance per axis (stored fields: layout reads them on every pass).
    @exclusivity(unchecked) var huggingH = LayoutPriority.defaultLow, huggingV = LayoutPriority.defaultLow
    @exclusivity(unchecked) var resistanceH = LayoutPriority.defaultHigh, resistanceV = LayoutPriority.defaultHigh

    // MARK: Layout passes

    @exclusivity(unchecked) package var needsLayout = true
    /// The engine of the hierarchy this view is the root of (made on first layout).
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// When this view's layout domain last changed (kept by domain roots: the top of
    /// a hierarchy and layout boundaries).
    @exclusivity(unchecked) var layoutStamps = LayoutStamps()
    /// The engine `systemLayoutSizeFitting` measures this view's subtree with.
    @exclusivity(unchecked) var fittingEngine: LayoutEngine?
    /// Scratch for ``LayoutShape/of(_:)``: the view's position in the hierarchy being
    /// described, written and read within that one call (no table of positions).
    @exclusivity(unchecked) var shapePosition = -1

    /// Whether this view's subtree is laid out by an engine of its own rather than its
    /// superview's (a relayout boundary, as Flutter calls it). The superview places it
    /// by its frame; constraints inside may not reach outside; its safe area is set
    /// (`safeAreaInsets`) rather than derived. Table cells are boundaries, so that
    /// scrolling moves frames without re-solving their content.
    @exclusivity(unchecked) package var isLayoutBoundary = false {
        didSet {
            // The view joins or leaves its superview's domain: both engines must look again.
            guard isLayoutBoundary != oldValue else { return }
            stampDomainsInSubtree()
        }
    }

    /// Updates the view's own constraints before they are solved (the constraint
    /// pass of each layout, top down). Stack views build theirs here.
    open func updateConstraints() {}

    /// Positions subviews. The default does nothing beyond what constraints decided;
    /// override to set frames by hand (after the engine has set constrained frames).
    /// - SeeAlso: ``View/layoutIfNeeded()``
    open func layoutSubviews() {}

    /// Draws the view's own content within `rect` (its bounds), as a `UIView`
    /// subclass overriding `draw(_:)` does: the renderer calls it after the
    /// background and before the subviews. Draw into ``currentGraphicsContext()``.
    /// The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// The size the view would like within `size` (`sizeThatFits`); the default is
    /// the current size.
    /// - SeeAlso: ``View/sizeToFit()``, ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view's constraints give it when its size is pulled toward
    /// `targetSize` at the given priorities (`systemLayoutSizeFitting`), rounded up
    /// to the pixel grid. Required priorities pin that dimension to the target.
    ///
    /// A view laid out without constraints (no active constraints in its subtree)
    /// answers with `sizeThatFits`, as UIKit does.
    /// - SeeAlso: ``View/intrinsicContentSize``, ``View/sizeThatFits(_:)``
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
                                      verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel) -> CGSize
    {
        layoutSizeFitting(targetSize, horizontal, vertical)
    }

    /// The readable width: 672 points at the default text size (UIKit's on an iPad
    /// at `large`), in proportion to the body text size at the view's content size
    /// category otherwise (so 553 at `extraSmall`, 830 at `extraExtraLarge`).
    package var readableWidth: CGFloat {
        let category = traitCollection.preferredContentSizeCategory
        return CGFloat(FontMetrics(forTextStyle: .body).scaledValue(for: 672, contentSizeCategory: category).rounded())
    }
}

/// The axis of a priority (`NSLayoutConstraint.Axis`).
public enum LayoutConstraintAxis: Hashable, Sendable {
    case horizontal, vertical
}
