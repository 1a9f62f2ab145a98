import Foundation
import Rendering
import SnapshotTesting
import Typesetting
import Views

extension Snapshotting where Value: Views.View, Format == Bitmap {
    /// The view as it is: its current bounds, drawn at 2 pixels per point. Lay it out first.
    public static var image: Snapshotting { .image() }

    /// The view drawn at its current bounds (lay it out first), e.g. a view you sized yourself.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point (2 by default, whatever the device).
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match, 1 − ΔE/100 (1: equal).
    public static func image(scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: Double(scale))) { view in
            render(view, scale: scale)
        }
    }

    /// A view or cell fitted at `width` points, its height from its constraints (as a
    /// self-sizing row gets it), with `traits` applied, drawn at `scale`.
    ///
    /// - Parameters:
    ///   - width: The width in points (375 for an iPhone SE's rows, 393 for an iPhone 15's).
    ///   - scale: Pixels per point (2 by default).
    ///   - traits: Content size category, appearance, layout direction and size classes
    ///     (unspecified size classes follow the width: regular from 768 points).
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match, 1 − ΔE/100 (1: equal).
    public static func image(width: CGFloat, scale: CGFloat = 2, traits: TraitCollection = TraitCollection(),
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting
    {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: Double(scale))) { view in
            do throws(SnapshotError) {
                try ViewFitting.fit(view, width: width, traits: traits, scale: scale)
            } catch {
                error.report()
                return .unrendered
            }
            return render(view, scale: scale)
        }
    }

    /// Draws the view's bounds, or reports why it cannot and yields an empty bitmap.
    static func render(_ view: Views.View, scale: CGFloat) -> Bitmap {
        do {
            return try Renderer(scale: scale).bitmap(of: view)
        } catch {
            SnapshotError(error.description).report()
            return .unrendered
        }
    }
}
