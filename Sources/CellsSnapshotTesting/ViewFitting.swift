import Foundation
import Typesetting
import Views
import InputPolicy

/// Puts a standalone view (a cell, a view) in the state a snapshot shows: the traits
/// asked for, the width asked for, the height its constraints give.
enum ViewFitting {
    /// The widest view a snapshot takes, in points.
    static let maximumWidth: CGFloat = 10_000

    /// Applies `traits` (size classes by the width when unspecified), then fits `view`
    /// to `width` with `systemLayoutSizeFitting` (height by its constraints, as a
    /// self-sizing table row), sets its frame and lays it out.
    static func fit(_ view: View, width: CGFloat, traits: TraitCollection, scale: CGFloat) throws(SnapshotError) {
        guard width.isFinite, width > 0, width <= maximumWidth else {
            throw SnapshotError("width \(width) is not a positive number of points up to \(NumberText.describe(maximumWidth))")
        }
        apply(traits, to: view, width: width, scale: scale)
        let size = view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height > 0 else {
            throw SnapshotError("\(view.debugName) is \(size.height) points tall at width \(width): give it constraints "
                                + "from its top to its bottom (or an intrinsic height) so that it sizes itself")
        }
        view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        view.layoutIfNeeded()
    }

    /// Sets the traits on the view as overrides (it is a root; a window would give them).
    static func apply(_ traits: TraitCollection, to view: View, width: CGFloat, scale: CGFloat) {
        var overrides = view.traitOverrides
        overrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
        overrides.userInterfaceStyle = traits.userInterfaceStyle
        overrides.layoutDirection = traits.layoutDirection
        overrides.horizontalSizeClass = traits.horizontalSizeClass != .unspecified ? traits.horizontalSizeClass
            : (width >= 768 ? .regular : .compact)
        overrides.verticalSizeClass = traits.verticalSizeClass != .unspecified ? traits.verticalSizeClass : .regular
        overrides.displayScale = scale
        if view.traitOverrides != overrides { view.traitOverrides = overrides }
    }
}
