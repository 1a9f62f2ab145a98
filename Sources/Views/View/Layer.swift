import Foundation
import Graphics

/// Drawing properties of a view that the renderer reads (`CALayer`'s).
public final class Layer {
    /// Which corners `cornerRadius` rounds (`CACornerMask`).
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The corners as bits.
        public let rawValue: UInt8
        /// Corners from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top-left corner.
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
        /// All four corners.
        public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    /// The radius of the rounded corners, in points (`CALayer.cornerRadius`).
    public var cornerRadius: CGFloat = 0
    /// The corners rounded (all by default); inset grouped tables round only a section's outer ones.
    public var maskedCorners: CornerMask = .all
    /// Whether content is clipped to the (rounded) bounds.
    public var masksToBounds = false
    /// The border's width inside the bounds, in points (`CALayer.borderWidth`).
    public var borderWidth: CGFloat = 0
    /// The border's colour (`CALayer.borderColor`).
    public var borderColor: Color? = .black

    /// The shadow's colour (`CALayer.shadowColor`, opaque black by default).
    public var shadowColor: Color? = .black
    /// The shadow's opacity, 0 (none, the default) to 1 (`CALayer.shadowOpacity`).
    public var shadowOpacity: Float = 0
    /// How far the shadow is blurred, in points (`CALayer.shadowRadius`, 3 by default):
    /// drawn as a Gaussian blur of standard deviation half the radius, as Core Animation's.
    public var shadowRadius: CGFloat = 3
    /// Where the shadow lies relative to the layer (`CALayer.shadowOffset`, 0 × −3 by default).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's shape, in the view's coordinates (`CALayer.shadowPath`). Without
    /// one, the shadow takes the shape of what the view draws: its rounded
    /// background, content and subviews.
    public var shadowPath: CGPath?
    /// How corners are rounded (`CALayer.cornerCurve`).
    public var cornerCurve: CornerCurve = .circular

    /// The curve of rounded corners (`CALayerCornerCurve`).
    public enum CornerCurve: Hashable, Sendable {
        /// Quarter circles (the default).
        case circular
        /// The smoother curve of iOS's app icons: it leaves the straight edge about
        /// 1.53 radii from the corner and bends gradually (quarter circles when the
        /// view is too small for that).
        case continuous
    }

    init() {}
}
