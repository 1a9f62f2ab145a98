import Foundation

/// Rounding to a display's pixel grid, as UIKit rounds frames: positions to the
/// nearest pixel, sizes that must hold their content up to the next one.
///
/// One definition for every layer, so that a view laid out by constraints, a
/// hosted declarative view and a rendered bitmap agree on where a pixel edge is.
public enum PixelGrid {
    /// `value` on the nearest pixel boundary of `scale` pixels per point.
    public static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }

    /// The smallest pixel boundary at or above `value` (a size that must hold its
    /// content). A hair above a boundary (1e-6 px, solver noise) rounds down to it.
    public static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
