import Foundation

/// A spinning progress indicator (`UIActivityIndicatorView`): 20 points, 37 large.
open class ActivityIndicatorView: View {
    /// The indicator's size (`UIActivityIndicatorView.Style`).
    public enum Style: Sendable { case medium, large }
    /// Medium (20 points) or large (37 points).
    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// Whether it spins (the renderer draws one frame either way).
    public var isAnimating = false

    /// An indicator of `style` (`UIActivityIndicatorView(style:)`).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A medium indicator from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        style = .medium
        super.init(frame: .zero)
    }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
