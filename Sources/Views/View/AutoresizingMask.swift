import Foundation

/// How a view's frame follows its superview's size (`UIView.AutoresizingMask`).
///
/// Views here are placed by constraints and `layoutSubviews()`, so the mask is kept
/// for source compatibility and does not move frames.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// What an accessibility element is and how it behaves (`UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Acts when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Shows an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// Is a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Changes its value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touches.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// Is a heading.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
