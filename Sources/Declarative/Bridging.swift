import Typesetting

/// The user's preferred text size, shared with the text engine and the view
/// layer's traits, so that declarative code names it without importing the engine.
///
/// Inside this module `Text`, `Font`, `Color` and `Image` are the declarative
/// views; the layers' own types are reached by module: `Typesetting.Font`,
/// `Graphics.Color`, `Graphics.Image`.
public typealias ContentSizeCategory = Typesetting.ContentSizeCategory
