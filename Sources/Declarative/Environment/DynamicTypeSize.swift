import Foundation
import Typesetting
import Graphics

/// The user's preferred text size (`DynamicTypeSize`), one case per ``ContentSizeCategory``.
public enum DynamicTypeSize: Int, CaseIterable, Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's size for a content size category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The content size category this size stands for.
    public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory.allCases[rawValue] }
    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    /// Sizes order from extra small to the largest accessibility size.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
