import Foundation
import Text
import Views

/// The text engine's and the view layer's types whose names this module's SwiftUI
/// vocabulary shadows (`Text`, `Font`, `Color`, `Image`, `View`, `TextAlignment`,
/// `EdgeInsets`), under names that cannot be confused.
///
/// Inside this module `Text` is the declarative view, so the module `Text` is reached
/// with a module selector (`Text::Font`); the view layer's types are reached as
/// `Views.View`, `Views.Color`, `Views.Image`.
public enum TextEngine {
    /// The text engine's font (family, size, weight): what a ``Font`` resolves to.
    public typealias Font = Text::Font
    /// The text engine's paragraph alignment (`NSTextAlignment`).
    public typealias TextAlignment = Text::TextAlignment
    /// The text engine's Dynamic Type text styles (`UIFont.TextStyle`).
    public typealias TextStyle = Text::TextStyle
}

/// The user's preferred text size, shared with the text engine and the view layer's traits.
public typealias ContentSizeCategory = Text::ContentSizeCategory
