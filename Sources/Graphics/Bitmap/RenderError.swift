import Foundation

/// Why a render failed.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be written.
    case cannotWrite(path: String, reason: String)
    /// The scale is not a positive number up to 16.
    case invalidScale(CGFloat)
    /// The view has no pixels to draw (a zero, negative or enormous size), e.g. it was not laid out.
    case emptyView(String, size: CGSize)
    /// Cairo reported an error.
    case cairo(String)

    /// The error in words, naming the culprit.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        case let .invalidScale(scale): return "invalid scale \(scale): use a positive number up to 16"
        case let .emptyView(name, size):
            return "\(name) is \(size.width)×\(size.height) points: nothing to draw (lay it out first)"
        case let .cairo(message): return "Cairo failed: \(message)"
        }
    }
}
