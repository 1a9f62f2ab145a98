import Foundation
import Graphics

/// Drawing properties of a view that the renderer reads (`CALayer`'s).
public final class Layer {
    /// Which corners `cornerRadius` rounds (`CACornerMask`).
    public struct CornerMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
        public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    public var cornerRadius: CGFloat = 0
    /// The corners rounded (all by default); inset grouped tables round only a section's outer ones.
    public var maskedCorners: CornerMask = .all
    /// Whether content is clipped to the (rounded) bounds.
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: Color? = .black

    init() {}
}
