import Foundation
import Typesetting
import Views

/// Seed 004's `StringDrawer`: its intrinsic height is its text measured at its own
/// width, plus 5. Right on the first layout only if layout asks at the final width.
public final class StringDrawer: View {
    public var attributedText = AttributedText("", font: .systemFont(ofSize: 17)) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The article's `draw(_:)`: the text from the top-left, wrapped to the width, the
    /// last visible line truncated if the view is too short.
    public override func draw(_ rect: CGRect) {
        currentGraphicsContext()?.draw(attributedText, in: rect)
    }

    public override var intrinsicContentSize: CGSize {
        let measured = TextLayout(attributedText, width: Double(bounds.width), scale: Double(displayScale)).size
        return CGSize(width: View.noIntrinsicMetric, height: CGFloat(measured.height).rounded(.up) + 5)
    }
}
