import Foundation
import Typesetting

/// An image with a size in points (`UIImage`): a PNG file, a generated
/// placeholder, or a system symbol.
///
/// An image is a value: it names where its pixels come from (``source``) and how
/// big it is, and the renderer (the `Rendering` module) produces the pixels when it
/// draws. Layout needs only the size, so building and measuring cells never reads
/// a file. Generated placeholders let demos and tests show avatars and media
/// without shipping binary assets.
public struct Image: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// A PNG file on disk, read when drawn. A missing or unreadable file draws a
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

    /// The PNG file at `path`, its size read from the file's header
    /// (`UIImage(contentsOfFile:)`); nil when the file cannot be read or is not a PNG.
    public init?(contentsOfFile path: String, scale: CGFloat = 1) {
        guard let size = Image.pngPixelSize(atPath: path) else { return nil }
        self.init(pixelSize: size, scale: scale, source: .file(path: path))
    }

    /// The PNG file at `path` with a size known beforehand (as a server's media
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

    /// Whether the renderer paints only the image's shape, in the tint colour.
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: if case .symbol = source { return true } else { return false }
        }
    }

    /// Width and height from a PNG file's header (its IHDR chunk), or nil.
    static func pngPixelSize(atPath path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
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
