import Foundation
import Typesetting
import Views

/// A cell's margins: the vertical ones grow with the text size, and content tied to
/// them rather than to the content view collapses as UIKit's does.
extension TableViewCell {
    /// The cell's top and bottom margin at a content size category: 11 points at the
    /// default size, scaled as body text (so a 53-point body at AX5 gets 34 points).
    /// Built-in styles keep these margins; a content view keeps 11 unless it preserves
    /// the cell's (`preservesSuperviewLayoutMargins`), which is what seed 003's
    /// "cramped vs matching" comparison shows.
    package static func verticalMargin(for category: ContentSizeCategory) -> CGFloat {
        PixelGrid.round(CGFloat(FontMetrics(forTextStyle: .body).scaledValue(for: 11, contentSizeCategory: category)), scale: 3)
    }

    /// Brings the top and bottom margins to the text size.
    func updateVerticalMargins() {
        let vertical = Self.verticalMargin(for: traitCollection.preferredContentSizeCategory)
        guard layoutMargins.top != vertical || layoutMargins.bottom != vertical else { return }
        layoutMargins = EdgeInsets(top: vertical, left: layoutMargins.left, bottom: vertical, right: layoutMargins.right)
    }

    /// Sets the left and right margins (the table's), keeping the vertical ones.
    func setSideMargins(_ margins: EdgeInsets) {
        guard layoutMargins.left != margins.left || layoutMargins.right != margins.right else { return }
        layoutMargins = EdgeInsets(top: layoutMargins.top, left: margins.left, bottom: layoutMargins.bottom, right: margins.right)
    }

    /// Your constraints that tie a view inside the content view to the cell's own
    /// vertical geometry (its top, bottom, centre or height, or those of its
    /// `layoutMarginsGuide`) rather than to the content view's.
    ///
    /// UIKit sizes a cell by its content view alone, so such constraints give the
    /// content view no height: it collapses to zero, UIKit warns ("constraints
    /// ambiguously suggest a height of zero for a table view cell's content view")
    /// and uses the standard 44. Seed 003 shows it, and its fix: pin to
    /// `contentView.layoutMarginsGuide` with `preservesSuperviewLayoutMargins` set.
    package var constraintsBypassingContentView: [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        let own = marginsGuide
        func isCellVertical(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Bool {
            guard let item, item === self || (own != nil && item === own) else { return false }
            switch attribute {
            case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return true
            default: return false
            }
        }
        func isContent(_ item: LayoutItem?) -> Bool {
            guard let view = item?.owningViewForLayout else { return false }
            return view !== self && view.isDescendant(of: contentView)
        }
        func check(_ constraint: LayoutConstraint) {
            let first = constraint.firstItem, second = constraint.secondItem
            if isCellVertical(first, constraint.firstAttribute) && isContent(second)
                || isCellVertical(second, constraint.secondAttribute) && isContent(first) {
                found.append(constraint)
            }
        }
        // Such a constraint names the cell (or its guide) first, and is the cell's own, or
        // second, and is among those that name the cell: no need to walk the content
        // view's constraints (this is asked on every fit).
        for constraint in constraints { check(constraint) }
        for constraint in referencingConstraints where constraint.isActive { check(constraint) }
        // The cell's own (its content view pinned to it) are found on every fit: a few,
        // compared by identity (a set of them cost more than the search).
        return found.filter { c in !chromeConstraints.contains { $0 === c } && !styleConstraints.contains { $0 === c } }
    }

    /// What UIKit logs for a cell whose content view collapses to no height (the table
    /// then gives the row the standard 44 points), naming the cell's class.
    public static func zeroHeightWarning(for cell: TableViewCell) -> String {
        "Detected a case where constraints ambiguously suggest a height of zero for the content view of a "
            + "\(type(of: cell)); considering the collapse unintentional and using the standard height of 44 instead"
    }

    /// Whether the content view collapses to no height when measured as UIKit measures
    /// it (by the content view alone: see ``constraintsBypassingContentView``).
    package var constraintsCollapseContentView: Bool {
        guard contentView.usesConstraints else { return false }
        let height = systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height
        return height - separatorHeight <= 0
    }

    /// The fitting size as UIKit measures it: with the constraints that bypass the
    /// content view left out (see ``constraintsBypassingContentView``).
    func fittingByContentView(_ fit: () -> CGSize) -> CGSize {
        let bypassing = constraintsBypassingContentView
        guard !bypassing.isEmpty else { return fit() }
        LayoutConstraint.deactivate(bypassing)
        defer { LayoutConstraint.activate(bypassing) }
        return fit()
    }
}
