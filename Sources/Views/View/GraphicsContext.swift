import Foundation
import Typesetting

/// What a view's ``View/draw(_:)`` draws with: the renderer's surface, in the view's
/// own coordinates, current only while the renderer calls `draw(_:)`
/// (`UIGraphicsGetCurrentContext()`). Colours resolve with the view's traits.
public protocol GraphicsContext: AnyObject {
    /// Fills `rect` with `color` (`UIRectFill` with a colour set).
    func fill(_ rect: CGRect, with color: Color)
    /// Draws `text` from the top-left of `rect`, wrapped to its width; when it is
    /// taller than `rect`, the last line that fits ends in "…"
    /// (`NSAttributedString.draw(with:options:context:)` with `.usesLineFragmentOrigin`
    /// and `.truncatesLastVisibleLine`).
    func draw(_ text: AttributedText, in rect: CGRect)
}

/// The context ``View/draw(_:)`` draws into, or nil outside a renderer's call
/// (`UIGraphicsGetCurrentContext()`).
public func currentGraphicsContext() -> GraphicsContext? {
    Thread.current.threadDictionary[graphicsContextKey] as? GraphicsContext
}

private let graphicsContextKey = "cells.currentGraphicsContext"

extension View {
    /// Calls `draw(_:)` with `context` current on this thread (what a renderer does).
    public func drawContent(in context: GraphicsContext) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[graphicsContextKey]
        dictionary[graphicsContextKey] = context
        defer { dictionary[graphicsContextKey] = previous }
        draw(bounds)
    }
}
