import CPango
import Foundation
import Typesetting
import Views

/// Draws a laid-out view tree to a bitmap, PNG, PDF or SVG
/// (`UIGraphicsImageRenderer` and `CALayer.render(in:)` in one).
///
/// The renderer reads frames and never changes layout: lay the tree out first
/// (`layoutIfNeeded()` on its root, or `systemLayoutSizeFitting` and a frame for a
/// cell), then render. Each view is drawn the same way, recursively, in its
/// superview's coordinates: background (rounded by `layer.cornerRadius`), the
/// content its type shows (a label's text, an image, a switch…), the subviews —
/// clipped to the rounded bounds when `clipsToBounds` — and the border on top.
/// A view with `alpha` below 1 is drawn as a group and composited once (group
/// opacity, as Core Animation does). Hidden views are skipped with their subtrees.
/// Semantic colours are resolved with each view's own trait collection, so a
/// subtree set to dark draws dark.
///
/// Problems in the content (an unreadable PNG, an unknown symbol name) never stop
/// a render: a visible placeholder is drawn in their place and a
/// `RenderDiagnostic` names the culprit.
///
/// A `Renderer` is a value and `Sendable`: several threads may render different view
/// trees at once (each render has its own Cairo surface; text goes through the text
/// engine's one Pango session). One view tree must not be rendered or changed from
/// two threads at once.
public struct Renderer: Sendable {
    /// Pixels per point of bitmaps and PNG files (1, 2 or 3 on iOS devices). Vector
    /// output (PDF, SVG) is in points and only uses it for rasterised fallbacks.
    public var scale: CGFloat
    /// Whether to draw the debug overlay on top: every view's frame outlined, its
    /// layout margins shaded, and the first and last baselines of text marked, so you
    /// can see why a cell has its height.
    public var debugOverlay: Bool

    /// A renderer at `scale` pixels per point, optionally drawing frames, margins and baselines over the views.
    public init(scale: CGFloat = 2, debugOverlay: Bool = false) {
        self.scale = scale
        self.debugOverlay = debugOverlay
    }

    /// Draws `view` (its bounds, at the origin) into an in-memory bitmap of
    /// `view.bounds.size × scale` pixels.
    ///
    /// - Throws: `RenderError/invalidScale(_:)` or `RenderError/emptyView(_:size:)`.
    /// - SeeAlso: ``data(of:format:)``, ``render(_:format:to:)``
    public func bitmap(of view: View) throws(RenderError) -> Bitmap {
        try bitmap(of: view, skipping: [])
    }

    /// Draws `view` as ``bitmap(of:)`` does, leaving out the views in `skipped` with
    /// their subtrees: the part of a screen under layers composited elsewhere (the live
    /// preview draws the rows and bars of a screen one image each).
    package func bitmap(of view: View, skipping skipped: Set<ObjectIdentifier>) throws(RenderError) -> Bitmap {
        let (width, height) = try pixelSize(of: view)
        var diagnostics: [RenderDiagnostic] = []
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!   // checked: ≤ 10⁸
        defer { cairo_surface_destroy(surface) }
        try check(surface)
        draw(view, on: surface, pixelsPerPoint: Double(scale), skipping: skipped, diagnostics: &diagnostics)
        return Bitmap(surface: surface, scale: Double(scale), diagnostics: diagnostics)
    }

    /// The debug overlay of `view`'s tree alone, on a transparent bitmap: what
    /// ``debugOverlay`` adds on top of a render, for a compositor that draws the views
    /// as separate layers (the live preview).
    package func overlayBitmap(of view: View) throws(RenderError) -> Bitmap {
        let (width, height) = try pixelSize(of: view)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!   // checked: ≤ 10⁸
        defer { cairo_surface_destroy(surface) }
        try check(surface)
        let canvas = Canvas(surface: surface, pixelsPerPoint: Double(scale))
        DebugOverlay(canvas: canvas).draw(view)
        canvas.finish()
        return Bitmap(surface: surface, scale: Double(scale), diagnostics: canvas.diagnostics)
    }

    /// Draws `view` and encodes it in `format`: PNG at ``scale``, or vector PDF or SVG
    /// with a page of `view.bounds.size` points.
    ///
    /// - Throws: `RenderError/invalidScale(_:)`, `RenderError/emptyView(_:size:)`,
    ///   or `RenderError/cairo(_:)` if Cairo fails to encode.
    /// - SeeAlso: ``bitmap(of:)``, ``render(_:format:to:)``
    public func data(of view: View, format: RenderFormat) throws(RenderError) -> RenderedData {
        switch format {
        case .png:
            let bitmap = try bitmap(of: view)
            return RenderedData(data: try bitmap.pngData(), format: .png, diagnostics: bitmap.diagnostics)
        case .pdf, .svg:
            _ = try pixelSize(of: view)
            var diagnostics: [RenderDiagnostic] = []
            let size = view.bounds.size
            let data = try VectorOutput.encode(format: format, width: Double(size.width), height: Double(size.height),
                                               fallbackScale: Double(scale)) { surface in
                draw(view, on: surface, pixelsPerPoint: 1, diagnostics: &diagnostics)
            }
            return RenderedData(data: data, format: format, diagnostics: diagnostics)
        }
    }

    /// Draws `view` to a file at `path` in `format` (by default chosen by the path's
    /// extension: `.png`, `.pdf` or `.svg`; PNG otherwise) and returns the diagnostics.
    ///
    /// - Throws: `RenderError/cannotWrite(path:reason:)` naming the path when the
    ///   file cannot be written, or any error of ``data(of:format:)``.
    /// - SeeAlso: ``bitmap(of:)``, ``data(of:format:)``
    @discardableResult
    public func render(_ view: View, format: RenderFormat? = nil, to path: String) throws(RenderError) -> [RenderDiagnostic] {
        let rendered = try data(of: view, format: format ?? RenderFormat(pathExtension: (path as NSString).pathExtension) ?? .png)
        try FileOutput.write(rendered.data, to: path)
        return rendered.diagnostics
    }

    // MARK: Private

    private func pixelSize(of view: View) throws(RenderError) -> (Int, Int) {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidScale(scale) }
        let size = view.bounds.size
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= 100_000_000 else {
            throw .emptyView(view.debugName, size: size)
        }
        return (Int(width), Int(height))   // checked: finite, 1 … 10⁸ just above
    }

    private func check(_ surface: OpaquePointer) throws(RenderError) {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// The one drawing pass every output shares: the tree, then the overlay.
    private func draw(_ view: View, on surface: OpaquePointer, pixelsPerPoint: Double,
                      skipping skipped: Set<ObjectIdentifier> = [], diagnostics: inout [RenderDiagnostic])
    {
        let canvas = Canvas(surface: surface, pixelsPerPoint: pixelsPerPoint)
        let painter = ViewPainter(canvas: canvas, skipped: skipped)
        painter.drawTree(view)
        if debugOverlay { DebugOverlay(canvas: canvas, skipped: skipped).draw(view) }
        canvas.finish()
        diagnostics = canvas.diagnostics
    }
}

/// An output format of ``Renderer``.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// A bitmap at the renderer's scale.
    case png
    /// A vector page of the view's size in points.
    case pdf
    /// A vector drawing of the view's size in points (`width`/`height` in user units).
    case svg

    /// The format a file extension names (`png`, `pdf`, `svg`, any case), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// Encoded output and what went wrong while drawing it.
public struct RenderedData: Sendable {
    /// The encoded file.
    public var data: Data
    /// PNG, PDF or SVG.
    public var format: RenderFormat
    /// What could not be drawn as asked (a missing image file, say).
    public var diagnostics: [RenderDiagnostic]
}
