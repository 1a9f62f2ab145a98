import Foundation

/// Something drawn in place of missing content: the view it happened in and why.
public struct RenderDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The view's `debugName` (its accessibility identifier, else its type).
    public var view: String
    /// What went wrong.
    public var message: String

    /// A diagnostic about the view named `view`.
    public init(view: String, message: String) {
        self.view = view
        self.message = message
    }

    /// The view's name and the message.
    public var description: String { "\(view): \(message)" }
}
