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
    /// Fills `path` with `color`, by the non-zero winding rule (`UIBezierPath.fill()`).
    func fill(_ path: CGPath, with color: Color)
    /// Strokes `path` with `color` and a line `lineWidth` points wide (`UIBezierPath.stroke()`).
    func stroke(_ path: CGPath, with color: Color, lineWidth: CGFloat)
    /// The colour `fill()` uses (`UIColor.setFill()` sets it; black at first).
    var fillColor: Color { get set }
    /// The colour `stroke()` uses (`UIColor.setStroke()` sets it; black at first).
    var strokeColor: Color { get set }
    /// Draws a label's text in `rect` as the label lays it out there: its lines at
    /// `rect`'s width, centred vertically when `rect` is taller (what
    /// `Label.drawText(in:)` does by default).
    func drawText(of label: Label, in rect: CGRect)
}

extension GraphicsContext {
    /// Draws nothing: a context that cannot draw labels' text.
    public func drawText(of label: Label, in rect: CGRect) {}
}

/// The context ``View/draw(_:)`` draws into, or the one last made current by
/// ``pushGraphicsContext(_:)`` on this thread; nil when there is none
/// (`UIGraphicsGetCurrentContext()`).
public func currentGraphicsContext() -> GraphicsContext? {
    GraphicsContextStack.current?.contexts.last
}

/// Makes `context` the current one on this thread until ``popGraphicsContext()``
/// (`UIGraphicsPushContext(_:)`): what drawing into an image does.
public func pushGraphicsContext(_ context: GraphicsContext) {
    let stack = GraphicsContextStack.current ?? GraphicsContextStack.install()
    stack.contexts.append(context)
}

/// Makes the context current before the last ``pushGraphicsContext(_:)`` current again
/// (`UIGraphicsPopContext()`); nothing when none was pushed.
public func popGraphicsContext() {
    _ = GraphicsContextStack.current?.contexts.popLast()
}

/// The contexts made current on one thread, innermost last.
private final class GraphicsContextStack {
    var contexts: [GraphicsContext] = []

    static let key = "cells.graphicsContextStack"
    static var current: GraphicsContextStack? { Thread.current.threadDictionary[key] as? GraphicsContextStack }
    static func install() -> GraphicsContextStack {
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

extension View {
    /// Calls `draw(_:)` with `context` current on this thread (what a renderer does).
    public func drawContent(in context: GraphicsContext) {
        pushGraphicsContext(context)
        defer { popGraphicsContext() }
        draw(bounds)
    }
}

extension Color {
    /// Makes this the fill colour of the current drawing (`setFill()`), inside `draw(_:)`.
    public func setFill() { currentGraphicsContext()?.fillColor = self }
    /// Makes this the stroke colour of the current drawing (`setStroke()`), inside `draw(_:)`.
    public func setStroke() { currentGraphicsContext()?.strokeColor = self }
    /// Makes this both the fill and the stroke colour (`set()`).
    public func set() {
        setFill()
        setStroke()
    }
}

extension BezierPath {
    /// Fills the path with the current fill colour (`fill()`), inside `draw(_:)`.
    public func fill() {
        guard let context = currentGraphicsContext() else { return }
        context.fill(cgPath, with: context.fillColor)
    }

    /// Strokes the path with the current stroke colour and `lineWidth` (`stroke()`), inside `draw(_:)`.
    public func stroke() {
        guard let context = currentGraphicsContext() else { return }
        context.stroke(cgPath, with: context.strokeColor, lineWidth: lineWidth)
    }
}
