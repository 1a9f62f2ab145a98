import Foundation
import Typesetting

extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString` and `AttributeContainer`
    /// (`AttributeScopes.UIKitAttributes`): a font and a foreground colour, so that
    /// `container.font = …` and `attributedTitle.foregroundColor = …` compile.
    public struct UIKitAttributes: AttributeScope {
        /// The font (`.font`).
        public let font: FontAttribute
        /// The text colour (`.foregroundColor`).
        public let foregroundColor: ForegroundColorAttribute

        /// A run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A font value.
            public typealias Value = Font
            /// The key's name, as UIKit's.
            public static let name = "NSFont"
        }

        /// A run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour value.
            public typealias Value = Color
            /// The key's name, as UIKit's.
            public static let name = "NSColor"
        }
    }

    /// UIKit's attributes (`\.uiKit`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor`: UIKit's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// Changes text attributes for a configuration (`UIConfigurationTextAttributesTransformer`):
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///     return outgoing
/// }
/// ```
///
/// Two transformers are equal only if they are the same one (closures cannot be compared).
public struct ConfigurationTextAttributesTransformer: Hashable, Sendable {
    private final class Identity: Sendable {}
    private let identity = Identity()
    private let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer running `transform` (`UIConfigurationTextAttributesTransformer(_:)`).
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
