import Foundation
import Graphics

/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every method is optional.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (`scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

/// A view whose content is larger than itself and is shown from an offset
/// (`UIScrollView`); the table view is one.
///
/// Content laid out with constraints pins itself to ``contentLayoutGuide`` (the content
/// area, whose size becomes ``contentSize``) and, for a width or height that follows
/// the scroll view, to ``frameLayoutGuide`` (the scroll view's own rectangle), as in
/// UIKit: a form in a vertical scroll view sets its stack's width to the frame guide's
/// and its edges to the content guide's. Subviews are shown moved by ``contentOffset``
/// and clipped to the bounds. Nothing scrolls by itself here (there are no touches):
/// set ``contentOffset``, as a test or a tool does, and the delegate hears of it.
open class ScrollView: View {
    /// How the safe area joins ``contentInset`` in ``adjustedContentInset``
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// The safe area's top and bottom (what a table or a vertical scroll view gets).
        case automatic
        /// The safe area along the axes that scroll (vertical here).
        case scrollableAxes
        /// None of it.
        case never
        /// All of it.
        case always
    }

    /// When the keyboard goes away while scrolling (`UIScrollView.KeyboardDismissMode`);
    /// kept, as there is no keyboard here.
    public enum KeyboardDismissMode: Hashable, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The scroll view's delegate (`delegate`), told when the offset changes.
    open weak var delegate: ScrollViewDelegate?

    private var storedContentOffset = CGPoint.zero
    private var storedContentSize = CGSize.zero

    /// The point of the content shown at the scroll view's top-left corner (`contentOffset`).
    open var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            guard newValue != storedContentOffset else { return }
            storedContentOffset = newValue
            contentOffsetDidChange()
        }
    }

    /// The size of the content (`contentSize`): set it, or let constraints to
    /// ``contentLayoutGuide`` decide it (layout sets it then).
    open var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }

    /// Space around the content, on top of the safe area's (`contentInset`).
    open var contentInset = EdgeInsets.zero { didSet { if contentInset != oldValue { setNeedsLayout() } } }

    /// How the safe area is added to ``contentInset`` (`contentInsetAdjustmentBehavior`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { setNeedsLayout() } }

    /// ``contentInset`` with the safe area added as ``contentInsetAdjustmentBehavior`` says
    /// (`adjustedContentInset`).
    open var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return contentInset
        case .automatic, .scrollableAxes:
            return EdgeInsets(top: contentInset.top + safe.top, left: contentInset.left,
                              bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
        case .always:
            return EdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                              bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
        }
    }

    /// Whether the content can be scrolled (`isScrollEnabled`); kept, as nothing scrolls by touch here.
    public var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds (`isPagingEnabled`); kept.
    public var isPagingEnabled = false
    /// Whether scrolling past the content's edge bounces back (`bounces`); kept.
    public var bounces = true
    /// Whether it bounces vertically even when the content is shorter (`alwaysBounceVertical`); kept.
    public var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower (`alwaysBounceHorizontal`); kept.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows while scrolling (`showsVerticalScrollIndicator`); not drawn.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling (`showsHorizontalScrollIndicator`); not drawn.
    public var showsHorizontalScrollIndicator = true
    /// Insets of the scroll indicators (`scrollIndicatorInsets`); kept.
    public var scrollIndicatorInsets = EdgeInsets.zero
    /// Insets of the vertical scroll indicator (`verticalScrollIndicatorInsets`); kept.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Insets of the horizontal scroll indicator (`horizontalScrollIndicatorInsets`); kept.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// When the keyboard goes away (`keyboardDismissMode`); kept.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether tapping the status bar scrolls to the top (`scrollsToTop`); kept.
    public var scrollsToTop = true

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// An empty scroll view from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: .zero)
        clipsToBounds = true
    }

    /// Sets the offset (`setContentOffset(_:animated:)`); nothing is animated here.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// Scrolls the least needed so that `rect` (in content coordinates) is shown
    /// (`scrollRectToVisible(_:animated:)`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                             width: max(0, bounds.width - inset.left - inset.right),
                             height: max(0, bounds.height - inset.top - inset.bottom))
        var offset = contentOffset
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        setContentOffset(offset, animated: animated)
    }

    /// Called when ``contentOffset`` changed: lays out again and tells the delegate.
    /// Subclasses that override ``contentOffset`` call it.
    open func contentOffsetDidChange() {
        updateGuideOffsets()
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Layout guides

    private var storedContentGuide: LayoutGuide?
    private var storedFrameGuide: LayoutGuide?
    private var contentGuideOrigin: [LayoutConstraint] = []

    /// The content area (`contentLayoutGuide`): its top-left corner is the content's
    /// origin, shown at ``contentOffset``; its size, as constraints decide it, becomes
    /// ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        if let storedContentGuide { return storedContentGuide }
        let guide = LayoutGuide()
        guide.identifier = "contentLayoutGuide"
        addLayoutGuide(guide)
        storedContentGuide = guide
        contentGuideOrigin = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: -contentOffset.x),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: -contentOffset.y),
        ]
        LayoutConstraint.activate(contentGuideOrigin)
        return guide
    }

    /// The scroll view's own rectangle, unmoved by scrolling (`frameLayoutGuide`).
    public var frameLayoutGuide: LayoutGuide {
        if let storedFrameGuide { return storedFrameGuide }
        let guide = LayoutGuide()
        guide.identifier = "frameLayoutGuide"
        addLayoutGuide(guide)
        storedFrameGuide = guide
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return guide
    }

    private func updateGuideOffsets() {
        guard contentGuideOrigin.count == 2 else { return }
        if contentGuideOrigin[0].constant != -contentOffset.x { contentGuideOrigin[0].constant = -contentOffset.x }
        if contentGuideOrigin[1].constant != -contentOffset.y { contentGuideOrigin[1].constant = -contentOffset.y }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Constraints to the content guide decide the content size.
        if let guide = storedContentGuide {
            let size = guide.layoutFrame.size
            if storedContentSize != size { storedContentSize = size }
        }
    }
}
