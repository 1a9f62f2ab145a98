// UIKit's drawing: images by name, drawing into images (`UIGraphicsImageRenderer` and
// the older `UIGraphicsBeginImageContextWithOptions` functions), the current context
// in `draw(_:)`, and drawing strings and images into it. Core Graphics' `CGContext`
// is the renderer's, drawn by Cairo.
import Foundation
import InputPolicy
import Rendering
import Views
@_exported import class Rendering.CGContext
@_exported import enum Rendering.CGPathFillRule
@_exported import enum Rendering.CGPathDrawingMode
@_exported import enum Rendering.CGLineCap
@_exported import enum Rendering.CGLineJoin

// MARK: The current context

/// The context drawing goes to (`UIGraphicsGetCurrentContext()`): in a view's
/// `draw(_:)`, the renderer's, in the view's coordinates; between
/// `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsEndImageContext`, or in a
/// `UIGraphicsImageRenderer`'s actions, the image's. Nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    currentGraphicsContext() as? CGContext
}

/// Makes `context` current until `UIGraphicsPopContext()` (`UIGraphicsPushContext(_:)`).
public func UIGraphicsPushContext(_ context: CGContext) { pushGraphicsContext(context) }

/// Makes the context current before the last `UIGraphicsPushContext(_:)` current again (`UIGraphicsPopContext()`).
public func UIGraphicsPopContext() { popGraphicsContext() }

/// Fills `rect` with the current fill colour (`UIRectFill(_:)`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes the outline of `rect` with the current stroke colour (`UIRectFrame(_:)`).
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

// MARK: Image contexts

/// Starts drawing into a new image of `size` points (`UIGraphicsBeginImageContextWithOptions`):
/// its context becomes current. `scale` 0 is the screen's (`UIScreen.main.scale`); an
/// `opaque` image is black where nothing is drawn. End with `UIGraphicsEndImageContext()`.
/// A size without pixels makes no context (the current one stays nil).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixelsPerPoint = scale > 0 ? scale : UIScreen.main.scale
    guard let context = CGContext(bitmapOf: size, scale: pixelsPerPoint, opaque: opaque,
                                  traitCollection: UIScreen.main.traitCollection)
    else { return }
    ImageContexts.begin(context)
}

/// Starts drawing into a new transparent image of `size` points at scale 1 (`UIGraphicsBeginImageContext(_:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context (`UIGraphicsGetImageFromCurrentImageContext()`);
/// nil when the current context is not an image's.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), ImageContexts.isImageContext(context) else { return nil }
    return context.makeImage()
}

/// Ends the current image context (`UIGraphicsEndImageContext()`): the context before it is current again.
public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsGetCurrentContext(), ImageContexts.isImageContext(context) else { return }
    ImageContexts.end(context)
}

/// The image contexts begun on this thread (so that ending one never pops a view's context).
private enum ImageContexts {
    final class Box { var contexts: [ObjectIdentifier] = [] }
    static let key = "cells.imageContexts"
    static var box: Box {
        if let box = Thread.current.threadDictionary[key] as? Box { return box }
        let box = Box()
        Thread.current.threadDictionary[key] = box
        return box
    }

    static func begin(_ context: CGContext) {
        box.contexts.append(ObjectIdentifier(context))
        pushGraphicsContext(context)
    }

    static func isImageContext(_ context: CGContext) -> Bool { box.contexts.last == ObjectIdentifier(context) }

    static func end(_ context: CGContext) {
        box.contexts.removeLast()
        popGraphicsContext()
    }
}

// MARK: UIGraphicsImageRenderer

/// How a `UIGraphicsImageRenderer` makes its images (`UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images (the screen's, `UIScreen.main.scale`, by default).
    public var scale: CGFloat
    /// Whether the images have no transparency: black where nothing is drawn (false by default).
    public var opaque = false

    /// The format for the main screen (`init()`).
    public init() { scale = UIScreen.main.scale }

    /// The format for a trait collection's display scale (`init(for:)`).
    public init(for traitCollection: UITraitCollection) {
        scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
    }

    /// The main screen's format (`default()`).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The main screen's format (`preferred()`).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a `UIGraphicsImageRenderer`'s actions draw with (`UIGraphicsImageRendererContext`).
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context of the image (`cgContext`).
    public let cgContext: CGContext
    /// The renderer's format (`format`).
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far (`currentImage`).
    public var currentImage: UIImage { cgContext.makeImage() ?? UIImage() }
    /// Fills `rect` with the current fill colour (`fill(_:)`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes the outline of `rect` with the current stroke colour (`stroke(_:)`).
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect` (`clip(to:)`).
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with UIKit's drawing calls (`UIGraphicsImageRenderer`): each call of
/// `image(actions:)` runs the actions with a new image's context current, so
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`, string drawing and
/// the `cgContext`'s calls all draw into it.
open class UIGraphicsImageRenderer {
    /// The images' rectangle in points; actions draw in its coordinates.
    public let bounds: CGRect
    /// How the images are made (`format`).
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points (`init(size:format:)`).
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    /// A renderer of images of `size` points in the main screen's format (`init(size:)`).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images of `bounds.size` points, drawn in `bounds`' coordinates (`init(bounds:format:)`).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` into a new image and returns it (`image(actions:)`): `size` points at
    /// the format's scale. A size without pixels gives an empty image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = draw(actions) else { return UIImage() }
        return context.makeImage() ?? UIImage()
    }

    /// Runs `actions` into a new image and returns it encoded as PNG (`pngData(actions:)`);
    /// empty for a size without pixels.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` into a new image and returns it encoded as JPEG
    /// (`jpegData(withCompressionQuality:actions:)`); empty for a size without pixels.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        var traits = UIScreen.main.traitCollection
        traits.displayScale = format.scale
        guard let context = CGContext(bitmapOf: bounds.size, scale: format.scale, opaque: format.opaque,
                                      traitCollection: traits)
        else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        pushGraphicsContext(context)
        defer { popGraphicsContext() }
        context.saveGState()
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        context.restoreGState()
        return context
    }
}

// MARK: Images

/// Core Graphics' `CGImage`: the image value itself here (`UIImage`), so that
/// `image.cgImage`, `UIImage(cgImage:)`, `context.makeImage()` and
/// `context.draw(cgImage, in: rect)` compile. Drawn upright, as `UIImage.draw(in:)` draws.
public typealias CGImage = Image

extension Image {
    /// The image as Core Graphics takes it (`cgImage`): the same value here (see ``CGImage``).
    public var cgImage: CGImage? { self }

    /// An image of a `CGImage` (`UIImage(cgImage:)`).
    public init(cgImage: CGImage) { self = cgImage }

    /// An image of a `CGImage`'s pixels meant for `scale` (`UIImage(cgImage:scale:orientation:)`;
    /// only `.up` exists here).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self = cgImage
        self.scale = scale > 0 ? scale : 1
    }

    /// Which way an image's pixels are turned (`UIImage.Orientation`): decoded files are
    /// already upright (their EXIF orientation applied), so only `.up` exists.
    public enum Orientation: Int, Hashable, Sendable {
        case up
    }

    /// Always `.up`: decoded images are turned upright (`imageOrientation`).
    public var imageOrientation: Orientation { .up }

    /// The width in pixels (`CGImage.width`).
    public var width: Int { Int(saturating: Double(pixelSize.width)) }
    /// The height in pixels (`CGImage.height`).
    public var height: Int { Int(saturating: Double(pixelSize.height)) }

    /// The image named `name` in the app's main bundle (`UIImage(named:)`), for the
    /// main screen's scale. See `init(named:in:compatibleWith:)`: a SwiftPM target's
    /// resources are in its `Bundle.module`, not `Bundle.main`.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`'s resources (`Bundle.main` when nil), for the
    /// traits' display scale and appearance (the main screen's when nil)
    /// (`UIImage(named:in:compatibleWith:)`).
    ///
    /// Asset catalogs (`*.xcassets`) anywhere in the resources are read from their
    /// image sets' `Contents.json`, choosing the @1x, @2x or @3x file for the display
    /// scale (else the nearest larger); loose files (`name.png`, `name@2x.png`,
    /// `name.jpg`) are found too. PNG and JPEG are decoded with gdk-pixbuf.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? UIScreen.main.traitCollection
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        self.init(named: name, in: bundle ?? .main, displayScale: scale, userInterfaceStyle: traits.userInterfaceStyle)
    }

    /// Draws the image stretched over `rect` in the current context (`draw(in:)`).
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    /// Draws the image at its size with its top-left at `point` (`draw(at:)`).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The image encoded as PNG (`pngData()`), at its pixel size; nil for an empty image.
    public func pngData() -> Data? {
        renderedBitmap().flatMap { try? $0.pngData() }
    }

    /// The image encoded as JPEG (`jpegData(compressionQuality:)`), `compressionQuality`
    /// from 0 (smallest) to 1 (best), translucent pixels over black; nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        renderedBitmap().flatMap { try? $0.jpegData(quality: Double(compressionQuality)) }
    }

    /// The image's pixels: decoded ones as they are, others drawn at the image's pixel size.
    private func renderedBitmap() -> Bitmap? {
        if let bitmap { return bitmap }
        guard let context = CGContext(bitmapOf: size, scale: scale) else { return nil }
        context.draw(self, in: CGRect(origin: .zero, size: size))
        return context.makeImage()?.bitmap
    }
}

// MARK: Strings

extension NSAttributedString {
    /// Draws the string from the top-left of `rect`, wrapped to its width, lines that
    /// do not fit its height left out (`draw(in:)`), into the current context.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(attributedText, in: rect)
    }

    /// Draws the string on one line with its top-left at `point` (`draw(at:)`).
    public func draw(at point: CGPoint) {
        UIGraphicsGetCurrentContext()?.draw(attributedText, in: CGRect(origin: point, size: CGSize(width: 0, height: 0)))
    }

    /// Draws the string in `rect` (`draw(with:options:context:)`): wrapped when
    /// `options` has `.usesLineFragmentOrigin`, else one line; the last visible line
    /// truncated with `.truncatesLastVisibleLine`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        if options.contains(.usesLineFragmentOrigin) {
            let height = options.contains(.truncatesLastVisibleLine) ? rect.height : 0
            graphics.draw(attributedText, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height))
        } else {
            // The origin is on the baseline: the line's top is its ascent above.
            let bounds = boundingRect(with: rect.size, options: [], context: nil)
            graphics.draw(attributedText, in: CGRect(x: rect.minX, y: rect.minY + bounds.minY, width: 0, height: 0))
        }
    }
}

extension String {
    /// Draws the string with `attributes` in `rect` (`draw(in:withAttributes:)`), as
    /// `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string with `attributes` on one line from `point` (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// The size of the string on one line with `attributes` (`size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle the string occupies with `attributes` within `size`
    /// (`boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect
    {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
