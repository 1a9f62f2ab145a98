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

    init() {}
}
