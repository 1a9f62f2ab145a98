import Declarative
import Foundation
import Hosting
import Rendering
import SnapshotTesting
import Typesetting
import Views

extension Snapshotting where Value: Declarative.View, Format == Bitmap {
    /// A declarative view hosted in a `HostingView` at `width` points, its height the
    /// height it asks for at that width, with `traits` applied (they reach its
    /// environment: `dynamicTypeSize`, `colorScheme`, `layoutDirection`…), drawn at `scale`.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - scale: Pixels per point (2 by default).
    ///   - traits: Content size category, appearance, layout direction and size classes.
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match, 1 − ΔE/100 (1: equal).
    public static func image(width: CGFloat, scale: CGFloat = 2, traits: TraitCollection = TraitCollection(),
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting
    {
        Snapshotting<Views.View, Bitmap>.image(width: width, scale: scale, traits: traits, precision: precision,
                                               perceptualPrecision: perceptualPrecision)
            .pullback { (content: Value) in Hosted.view(for: content) }
    }
}

extension Snapshotting where Value: Declarative.View, Format == String {
    /// A declarative view hosted at `width` points, as the frame tree of the views it
    /// materializes (one line per view, type, frame, a label's text). Stored as `.txt`.
    public static func layout(width: CGFloat, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting<Views.View, String>.layout(width: width, traits: traits)
            .pullback { (content: Value) in Hosted.view(for: content) }
    }
}

/// Hosting for snapshots.
enum Hosted {
    /// A hosting view for `content` with no insets (a snapshot has no safe area).
    static func view<Content: Declarative.View>(for content: Content) -> Views.View {
        let host = HostingView(rootView: content)
        host.contentInsets = .none
        return host
    }
}
