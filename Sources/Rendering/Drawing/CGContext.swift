import CPango
import Foundation
import Typesetting
import Views

/// A drawing destination with Core Graphics' calls (`CGContext`), drawn by Cairo: the
/// context a view's `draw(_:)` gets from `UIGraphicsGetCurrentContext()` (the renderer's
/// surface, in the view's coordinates), and the context of an image being drawn
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`).
///
/// Coordinates are UIKit's: the origin at the top left, y growing downwards, in points.
/// As in Core Graphics, points added to the current path are transformed by the
/// transformation current when they are added; `saveGState()` and `restoreGState()`
/// keep the colours, line settings, alpha, transformation and clip (not the path); and
/// filling or stroking uses up the current path. Colours are resolved with the
/// context's trait collection (the view's, in `draw(_:)`).
public final class CGContext: GraphicsContext {
    let canvas: Canvas
    /// The traits colours are resolved with.
    public let traitCollection: TraitCollection
    /// Who diagnostics are reported as (a view's name, or "image").
    private let reporter: String
    /// The surface this context owns (bitmap contexts), destroyed with it.
    private let ownedSurface: OpaquePointer?

    private struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    }
    private var state = State()
    private var savedStates: [State] = []

    init(canvas: Canvas, traitCollection: TraitCollection, reporter: String) {
        self.canvas = canvas
        self.traitCollection = traitCollection
        self.reporter = reporter
        ownedSurface = nil
    }

    /// A context drawing into a new transparent bitmap of `size` points at `scale`
    /// pixels per point (black underneath when `opaque`); nil for a size or scale
    /// without pixels (up to 10⁸ pixels, scale up to 16).
    public init?(bitmapOf size: CGSize, scale: CGFloat, opaque: Bool = false, traitCollection: TraitCollection = TraitCollection()) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, scale <= 16, width.isFinite, height.isFinite, width >= 1, height >= 1,
              width * height <= 100_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))   // checked: ≤ 10⁸ just above
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        ownedSurface = surface
        canvas = Canvas(surface: surface, pixelsPerPoint: Double(scale))
        var traits = traitCollection
        traits.displayScale = scale
        self.traitCollection = traits
        reporter = "image"
        if opaque {
            cairo_set_source_rgb(canvas.cairo, 0, 0, 0)
            cairo_paint(canvas.cairo)
        }
    }

    deinit {
        if let ownedSurface {
            canvas.finish()
            cairo_surface_destroy(ownedSurface)
        }
    }

    private var cairo: OpaquePointer { canvas.cairo }

    /// What was drawn in place of content that could not be (an unknown symbol, a missing file).
    public var diagnostics: [RenderDiagnostic] { canvas.diagnostics }

    /// The pixels drawn so far, as an image at the context's scale (`makeImage()`); nil
    /// for a context that draws onto a view's render rather than a bitmap of its own.
    public func makeImage() -> Image? {
        guard let ownedSurface else { return nil }
        cairo_surface_flush(ownedSurface)
        return Image(bitmap: Bitmap(surface: ownedSurface, scale: canvas.pixelsPerPoint, diagnostics: canvas.diagnostics))
    }

    // MARK: Graphics state

    /// Saves the colours, line settings, alpha, transformation and clip (`saveGState()`).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Restores the state last saved (`restoreGState()`); nothing when none is saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        // Cairo keeps the path (in device space) across a restore, as Core Graphics does.
        cairo_restore(cairo)
    }

    /// Moves the origin by (`tx`, `ty`) (`translateBy(x:y:)`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cairo, Double(tx), Double(ty)) }
    /// Scales the coordinates (`scaleBy(x:y:)`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return }
        cairo_scale(cairo, Double(sx), Double(sy))
    }
    /// Rotates the coordinates by `angle` radians, clockwise on screen (`rotate(by:)`).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// The colour fills use (`setFillColor(_:)`; `UIColor.setFill()` sets it too).
    public var fillColor: Color {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }
    /// The colour strokes use (`setStrokeColor(_:)`; `UIColor.setStroke()` sets it too).
    public var strokeColor: Color {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    /// Sets the fill colour (`setFillColor(_:)`, a `UIColor` or its `cgColor`).
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// Sets the fill colour from components 0…1 (`setFillColor(red:green:blue:alpha:)`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey (`setFillColor(gray:alpha:)`).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Sets the stroke colour (`setStrokeColor(_:)`, a `UIColor` or its `cgColor`).
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// Sets the stroke colour from components 0…1 (`setStrokeColor(red:green:blue:alpha:)`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey (`setStrokeColor(gray:alpha:)`).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Sets the width of stroked lines, in points (`setLineWidth(_:)`).
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
    /// Sets how line ends look (`setLineCap(_:)`).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how lines meet (`setLineJoin(_:)`).
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the dash pattern of stroked lines (`setLineDash(phase:lengths:)`; no lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = (phase, lengths) }
    /// Sets the opacity everything drawn next is multiplied by (`setAlpha(_:)`).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha.isFinite ? alpha : 1)) }

    // MARK: Rectangles and ellipses

    /// Fills `rect` with the fill colour (`fill(_:)`); the current path is cleared.
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills every rectangle with the fill colour (`fill(_:)`).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        for rect in rects { addRect(rect) }
        fillPath()
    }
    /// Strokes the outline of `rect` with the stroke colour and line width (`stroke(_:)`).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }
    /// Strokes the outline of `rect` with a line `width` points wide (`stroke(_:width:)`).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Makes `rect` transparent (`clear(_:)`).
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
    /// Fills the ellipse inscribed in `rect` (`fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }
    /// Strokes the ellipse inscribed in `rect` (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    // MARK: The current path

    /// Starts a new, empty path (`beginPath()`).
    public func beginPath() { cairo_new_path(cairo) }
    /// Starts a subpath at `point` (`move(to:)`).
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    /// A line from the current point (`addLine(to:)`).
    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { return move(to: point) }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }
    /// Lines through `points`, starting a subpath at the first (`addLines(between:)`).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// A cubic Bézier curve from the current point (`addCurve(to:control1:control2:)`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { move(to: control1) }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }
    /// A quadratic Bézier curve from the current point (`addQuadCurve(to:control:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        if cairo_has_current_point(cairo) == 0 { move(to: control) }
        cairo_get_current_point(cairo, &x, &y)
        cairo_curve_to(cairo, x + 2 / 3 * (Double(control.x) - x), y + 2 / 3 * (Double(control.y) - y),
                       Double(end.x) + 2 / 3 * Double(control.x - end.x), Double(end.y) + 2 / 3 * Double(control.y - end.y),
                       Double(end.x), Double(end.y))
    }
    /// An arc about `center` from `startAngle` to `endAngle` (radians), clockwise on
    /// screen when `clockwise`, joined to the current point by a line
    /// (`addArc(center:radius:startAngle:endAngle:clockwise:)`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        canvas.addPath(CGPath(elements: [.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                              clockwise: clockwise)]))
    }
    /// A closed rectangle (`addRect(_:)`).
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    /// Closed rectangles (`addRects(_:)`).
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// The ellipse inscribed in `rect` (`addEllipse(in:)`).
    public func addEllipse(in rect: CGRect) { canvas.addEllipse(in: rect) }
    /// Another path's elements (`addPath(_:)`: a `CGPath`, or a `UIBezierPath`'s `cgPath`).
    public func addPath(_ path: CGPath) { canvas.addPath(path) }
    /// Closes the current subpath with a line to its start (`closePath()`).
    public func closePath() { if cairo_has_current_point(cairo) != 0 { cairo_close_path(cairo) } }
    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cairo) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// Fills the current path with the fill colour and clears it (`fillPath(using:)`).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(color: state.fillColor) {
            cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cairo)
        }
    }
    /// Strokes the current path with the stroke colour and line settings and clears it (`strokePath()`).
    public func strokePath() {
        paint(color: state.strokeColor) {
            applyLineSettings()
            cairo_stroke(cairo)
        }
    }
    /// Fills, strokes or both, then clears the path (`drawPath(using:)`).
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills: CGPathFillRule? = switch mode {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        if let fills {
            paint(color: state.fillColor) {
                cairo_set_fill_rule(cairo, fills == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
                strokes ? cairo_fill_preserve(cairo) : cairo_fill(cairo)
            }
        }
        if strokes { strokePath() }
    }
    /// Intersects the clip with the current path, and clears it (`clip(using:)`).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }
    /// Intersects the clip with `rect` (`clip(to:)`).
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        clip()
    }

    /// Sets the source to `color` (resolved with the traits, times the alpha) around `body`.
    private func paint(color: Color, _ body: () -> Void) {
        let resolved = color.resolvedColor(with: traitCollection)
        cairo_set_source_rgba(cairo, resolved.red, resolved.green, resolved.blue, resolved.alpha * Double(state.alpha))
        body()
    }

    private func applyLineSettings() {
        cairo_set_line_width(cairo, Double(state.lineWidth))
        let cap = switch state.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch state.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        let lengths = state.dash.lengths.map(Double.init)
        cairo_set_dash(cairo, lengths, Int32(lengths.count), Double(state.dash.phase))   // checked: an array's count
    }

    // MARK: Images and text

    /// Draws `image` stretched over `rect` (`draw(_:in:)`; `UIImage.draw(in:)` calls
    /// it). Unlike Core Graphics' `draw(_:in:)` of a `CGImage` in a UIKit context, the
    /// image is upright: it is drawn as `UIImage.draw(in:)` draws. An image given a
    /// colour by `withTintColor(_:)` is painted in it; other templates keep their colours.
    public func draw(_ image: Image, in rect: CGRect) {
        let template = image.tintColor.map { _ in image.isTemplate } ?? false
        let color = template ? image.tintColor?.resolvedColor(with: traitCollection) : nil
        let body = {
            self.canvas.drawImage(image, in: rect, traits: self.traitCollection, templateColor: color,
                                  reportingAs: self.reporter)
        }
        guard state.alpha < 1 else { return body() }
        canvas.withGroup(alpha: Double(state.alpha), body)
    }

    /// Draws `text` from the top-left of `rect`, wrapped to its width; when it is
    /// taller than `rect`, the last line that fits ends in "…" (what
    /// `NSAttributedString.draw(in:)` does).
    public func draw(_ text: AttributedText, in rect: CGRect) {
        let scale = Double(max(1, traitCollection.displayScale))
        let width: Double? = rect.width > 0 && rect.width.isFinite ? Double(rect.width) : nil
        var layout = TextLayout(text, width: width, scale: scale)
        if rect.height > 0, CGFloat(layout.size.height) > rect.height + 0.001 {
            let fitting = layout.lines.filter { CGFloat($0.y + $0.height) <= rect.height + 0.001 }.count
            layout = TextLayout(text, width: width, maximumNumberOfLines: max(1, fitting), scale: scale)
        }
        layout.draw(in: cairo, x: Double(rect.minX), y: Double(rect.minY), width: width ?? layout.size.width)
    }

    // MARK: GraphicsContext

    /// Draws a label's text in `rect` as the label lays it out there (what
    /// `Label.drawText(in:)`, `UILabel.drawText(in:)`, does by default).
    public func drawText(of label: Label, in rect: CGRect) {
        canvas.drawText(of: label, in: rect)
    }

    /// Fills `rect` with `color` (`UIRectFill` with a colour set).
    public func fill(_ rect: CGRect, with color: Color) {
        cairo_new_path(cairo)
        addRect(rect)
        paint(color: color) { cairo_fill(cairo) }
    }

    /// Fills `path` with `color`, by the non-zero winding rule (`UIBezierPath.fill()`).
    public func fill(_ path: CGPath, with color: Color) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        canvas.addPath(path)
        paint(color: color) {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }

    /// Strokes `path` with `color` and a line `lineWidth` points wide (`UIBezierPath.stroke()`).
    public func stroke(_ path: CGPath, with color: Color, lineWidth: CGFloat) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        canvas.addPath(path)
        paint(color: color) {
            applyLineSettings()
            cairo_set_line_width(cairo, Double(lineWidth))
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }
}
