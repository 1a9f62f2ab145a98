import Foundation
import SnapshotTesting
import Typesetting
import Views

extension Snapshotting where Value: Views.View, Format == String {
    /// The view's frame tree as text, as it is laid out now: one line per view with its
    /// type, frame (in its superview, to 1/100 point) and a label's text. Stored as `.txt`.
    public static var layout: Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) in ViewLayoutText.describe(view) }
    }

    /// The frame tree of a view or cell fitted at `width` points (height from its
    /// constraints), with `traits` applied: what moved and by how much, where an image
    /// only shows that something did. Stored as `.txt`, compared line by line.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - traits: Content size category, appearance, layout direction and size classes.
    public static func layout(width: CGFloat, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) in
            do throws(SnapshotError) {
                try ViewFitting.fit(view, width: width, traits: traits, scale: 2)
            } catch {
                error.report()
                return "error: \(error.message)\n"
            }
            return ViewLayoutText.describe(view)
        }
    }
}
