import Foundation
import Typesetting

/// An image with a size in points (`UIImage`): decoded pixels (PNG, JPEG, an asset
/// catalog's image, a drawing), a file read when drawn, a generated placeholder, or a
/// system symbol.
///
/// An image is a value: it names where its pixels come from (``source``) and how
/// big it is, and the renderer (the `Rendering` module) produces the pixels when it
/// draws. Layout needs only the size, so building and measuring cells never reads
/// a file. Generated placeholders let demos and tests show avatars and media
/// without shipping binary assets.
public struct Image: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// An image file on disk (PNG, JPEG, …), read when drawn. A missing or unreadable file draws a
        /// visible placeholder and a diagnostic naming the path.
        case file(path: String)
        /// A system symbol (`UIImage(systemName:)`), drawn as vector paths.
        case symbol(name: String)
        /// An avatar: the initials of `name` in white on a colour derived from the
        /// name (the same name always gives the same colour).
        case initials(name: String, shape: AvatarShape)
        /// Media: a diagonal gradient between two colours derived from `seed`.
        case gradient(seed: String)
        /// Only a size; drawn as a neutral gradient seeded by `description`.
        case placeholder(description: String)
        /// Decoded pixels: an image file decoded by `init(data:scale:)`,
        /// `init(contentsOfFile:)` or `init(named:in:displayScale:userInterfaceStyle:)`,
        /// or a drawing (`UIGraphicsImageRenderer`).
        case bitmap(Bitmap)
    }

    /// The outline of an initials avatar.
    public enum AvatarShape: Hashable, Sendable {
        case circle
        /// A square with corners of this radius, in points.
        case roundedSquare(cornerRadius: CGFloat)
    }

    /// How the renderer paints the image (`UIImage.RenderingMode`).
    public enum RenderingMode: Hashable, Sendable {
        /// Symbols are templates, everything else is drawn as is.
        case automatic
        case alwaysOriginal
        /// Only the image's alpha counts: it is painted in the image view's `tintColor`.
        case alwaysTemplate
    }

    /// Size in pixels and the scale they are meant for: the size in points is their ratio.
    public var pixelSize: CGSize
    /// Pixels per point the pixels are meant for (`UIImage.scale`).
    public var scale: CGFloat
    /// Where the pixels come from.
    public var source: Source
    /// Whether the image is drawn as is or as a template in the tint colour.
    public var renderingMode: RenderingMode = .automatic
    /// The colour a template image is painted in, whatever the image view's tint
    /// (`withTintColor(_:)`); nil: the image view's `tintColor`.
    public var tintColor: Color?

    /// An image of a given pixel size and source.
    public init(pixelSize: CGSize, scale: CGFloat = 1, source: Source) {
        self.pixelSize = pixelSize
        self.scale = scale > 0 ? scale : 1
        self.source = source
    }

    /// An image known only by its size (drawn as a neutral placeholder), described
    /// by `source` for diagnostics.
    public init(pixelSize: CGSize, scale: CGFloat = 1, source: String = "") {
        self.init(pixelSize: pixelSize, scale: scale, source: .placeholder(description: source))
    }

    /// A system symbol by name, drawn by the renderer at `pointSize` (`UIImage(systemName:)`).
    /// Symbols are templates: they take the image view's tint colour.
    public init(systemName: String, pointSize: CGFloat = 17) {
        self.init(pixelSize: CGSize(width: pointSize, height: pointSize), scale: 1, source: .symbol(name: systemName))
    }

    /// The image file at `path` (PNG, JPEG, …), decoded now (`UIImage(contentsOfFile:)`);
    /// nil when the file cannot be read or decoded. Without a `scale`, a name ending
    /// in `@2x` or `@3x` (before the extension) gives that scale, as in UIKit, and 1 otherwise.
    public init?(contentsOfFile path: String, scale: CGFloat? = nil) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: scale ?? Image.scale(ofFileName: path))
    }

    /// An image decoded from the bytes of an image file: PNG, JPEG, or another format
    /// gdk-pixbuf reads (`UIImage(data:scale:)`); nil when the data is not an image.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = try? Bitmap(imageData: data, scale: Double(scale > 0 ? scale : 1)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// An image of a bitmap's pixels, at the bitmap's scale.
    public init(bitmap: Bitmap) {
        self.init(pixelSize: CGSize(width: bitmap.pixelWidth, height: bitmap.pixelHeight), scale: CGFloat(bitmap.scale),
                  source: .bitmap(bitmap))
    }

    /// The decoded pixels, when the image has them (decoded files and drawings).
    public var bitmap: Bitmap? {
        if case let .bitmap(bitmap) = source { return bitmap }
        return nil
    }

    /// The scale a file name gives (`icon@2x.png`: 2), or 1.
    static func scale(ofFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    /// The image file (PNG, JPEG, …) at `path` with a size known beforehand (as a server's media
    /// metadata gives it). The file is only read when drawn.
    public init(contentsOfFile path: String, pixelSize: CGSize, scale: CGFloat = 1) {
        self.init(pixelSize: pixelSize, scale: scale, source: .file(path: path))
    }

    /// A generated avatar of `side` points: `name`'s initials on a colour derived from the name.
    public static func initials(for name: String, side: CGFloat, shape: AvatarShape = .circle, scale: CGFloat = 3) -> Image {
        Image(pixelSize: CGSize(width: side * scale, height: side * scale), scale: scale,
              source: .initials(name: name, shape: shape))
    }

    /// Generated media of `pixelSize`: a diagonal gradient between two colours derived from `seed`.
    public static func gradient(seed: String, pixelSize: CGSize, scale: CGFloat = 1) -> Image {
        Image(pixelSize: pixelSize, scale: scale, source: .gradient(seed: seed))
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    /// The same image drawn in `mode` (`withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// The same image painted in `color` (`withTintColor(_:)`): only its shape counts,
    /// in that colour whatever the image view's tint, as in UIKit.
    public func withTintColor(_ color: Color) -> Image {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same image painted in `color`, drawn in `mode` (`withTintColor(_:renderingMode:)`):
    /// `.alwaysOriginal` keeps the image's own colours.
    public func withTintColor(_ color: Color, renderingMode mode: RenderingMode) -> Image {
        var copy = withTintColor(color)
        copy.renderingMode = mode
        return copy
    }

    /// Whether the renderer paints only the image's shape, in the tint colour: a
    /// template image, or one given a colour by ``withTintColor(_:)`` (unless drawn
    /// `.alwaysOriginal`).
    public var isTemplate: Bool {
        if tintColor != nil, renderingMode != .alwaysOriginal { return true }
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: if case .symbol = source { return true } else { return false }
        }
    }
}

/// How a view fits its content, here an image view's image (`UIView.ContentMode`).
public enum ContentMode: Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

extension Image {
    /// An empty image, zero points by zero (`UIImage()`): an image view showing it
    /// has a zero intrinsic size and draws nothing.
    public init() {
        self.init(pixelSize: .zero, scale: 1, source: .placeholder(description: "empty"))
    }
}
