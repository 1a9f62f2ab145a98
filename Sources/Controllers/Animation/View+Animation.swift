import Foundation
import Views

/// UIKit's animation entry points, so seed code ports unchanged. Nothing animates in
/// a headless layout engine: each runs its changes at once, and completions run
/// right after with `true` (finished).
extension View {
    /// Options accepted for source compatibility (`UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Accepted for source compatibility; nothing animates (`UIView.AnimationOptions.beginFromCurrentState`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Accepted for source compatibility; nothing animates (`UIView.AnimationOptions.allowUserInteraction`).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for source compatibility; nothing animates (`UIView.AnimationOptions.curveEaseInOut`).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Accepted for source compatibility; nothing animates (`UIView.AnimationOptions.curveEaseOut`).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Accepted for source compatibility; nothing animates (`UIView.AnimationOptions.curveLinear`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `actions` with animations off (`UIView.performWithoutAnimation`).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// Runs `animations` now, then `completion(true)` (`UIView.animate(withDuration:…)`).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil)
    {
        animations()
        completion?(true)
    }

    /// Whether animations are on: always false here.
    public static var areAnimationsEnabled: Bool { false }
}
