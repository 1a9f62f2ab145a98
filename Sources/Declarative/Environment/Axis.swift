import Foundation
import Typesetting
import Graphics

/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes (`fixedSize`, scroll directions).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal (`.horizontal`).
        public static let horizontal = Set(rawValue: 1)
        /// The vertical (`.vertical`).
        public static let vertical = Set(rawValue: 2)
    }
}
