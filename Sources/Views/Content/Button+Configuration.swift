import Foundation
import Typesetting

extension Button {
    /// What a button shows and how (`UIButton.Configuration`): the common parts
    /// of UIKit's, with its four styles' colours.
    public struct Configuration: Hashable, Sendable {
        /// The look the configuration starts from.
        public enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        /// The corner rounding of the background (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// The size of the button's content (`UIButton.Configuration.Size`).
        public enum Size: Hashable, Sendable { case mini, small, medium, large }
        /// Where the image sits relative to the title (`NSDirectionalRectEdge`'s cases).
        public enum ImagePlacement: Hashable, Sendable { case leading, trailing, top, bottom }

        /// The background behind the content (`UIBackgroundConfiguration`'s common parts).
        public struct Background: Hashable, Sendable {
            /// A colour replacing the style's (`backgroundColor`).
            public var backgroundColor: Color?
            /// A radius replacing the corner style's (`cornerRadius`).
            public var cornerRadius: CGFloat?
            /// A clear background with the style's corners.
            public init() {}
        }

        /// The look this configuration started from.
        public let style: Style
        /// The title (`title`).
        public var title: String?
        /// A smaller line below the title (accepted; not drawn).
        public var subtitle: String?
        /// The image (`image`).
        public var image: Image?
        /// Space between image and title (`imagePadding`).
        public var imagePadding: CGFloat = 0
        /// Where the image sits (`imagePlacement`).
        public var imagePlacement: ImagePlacement = .leading
        /// Space around the content (`contentInsets`): 7 above and below, 12 at the sides, UIKit's default.
        public var contentInsets = Configuration.defaultContentInsets

        /// UIKit's default content insets at the medium size.
        static let defaultContentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        /// Restores the default content insets (`setDefaultContentInsets()`).
        public mutating func setDefaultContentInsets() { contentInsets = Configuration.defaultContentInsets }
        /// The colour of title and image (`baseForegroundColor`); the style's when nil.
        public var baseForegroundColor: Color?
        /// The colour the background is made from (`baseBackgroundColor`); the tint colour when nil.
        public var baseBackgroundColor: Color?
        /// The corner rounding (`cornerStyle`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the content (`buttonSize`).
        public var buttonSize: Size = .medium
        /// The background (`background`).
        public var background = Background()
        /// The title with its own attributes (`attributedTitle`): its text replaces
        /// ``title``, and its first run's `font` and `foregroundColor` style it.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes (`titleTextAttributesTransformer`): given a
        /// container with the `font` and `foregroundColor` the title would have, it
        /// returns the ones it gets.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?

        /// The text shown: the attributed title's, else the title.
        var titleText: String? { attributedTitle.map { String($0.characters) } ?? title }

        private init(style: Style) { self.style = style }

        /// Title and image in the tint colour, no background (`plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background under a tinted title (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background under a tinted title (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background under a white title (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()` (`borderless()`).
        public static func borderless() -> Configuration { plain() }
        /// `gray()` (`bordered()`).
        public static func bordered() -> Configuration { gray() }
        /// `tinted()` (`borderedTinted()`).
        public static func borderedTinted() -> Configuration { tinted() }
        /// `filled()` (`borderedProminent()`).
        public static func borderedProminent() -> Configuration { filled() }

        /// The corner radius the background gets at `height`.
        func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            if let radius = background.cornerRadius { return radius }
            switch cornerStyle {
            case .capsule: return height / 2
            case .small: return 4
            case .large: return 10
            case .dynamic, .fixed, .medium: return style == .plain ? 0 : 6
            }
        }
    }
}
