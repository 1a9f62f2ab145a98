import Foundation
import Typesetting
import Views

/// Seed 002's `FullTextView`: a text view that does not scroll and whose intrinsic
/// size is its text's, measured with its own layout manager, as the article writes it:
///
/// ```swift
/// let usedRect = layoutManager.usedRect(for: textContainer)
/// fittedSize = CGSize(width: usedRect.size.width + textContainerInset.left + textContainerInset.right,
///                     height: usedRect.size.height + textContainerInset.top + textContainerInset.bottom)
/// ```
///
/// The fitted size is brought up to date when the text changes (the article's
/// `didSet`s) and whenever it was measured for another container width than the
/// view has now: layout asks a view for its size at each new width, so a bubble as
/// wide as its text also re-wraps when its row narrows, on the first pass.
public final class FullTextView: TextView {
    /// Holds the calculated fitted size (see `updateFittedSize()`).
    var fittedSize: CGSize?
    private var fittedWidth: CGFloat = -1

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isScrollEnabled = false
    }

    /// The fitted size, measured again if the container's width changed since.
    public override var intrinsicContentSize: CGSize {
        if fittedSize == nil || fittedWidth != textContainer.size.width { measure() }
        return fittedSize ?? super.intrinsicContentSize
    }

    /// A container of no width, in which the text does not wrap: its used rectangle is
    /// as wide as the longest line.
    private let unwrapped = TextContainer()

    private func measure() {
        // Key!
        let usedRect = layoutManager.usedRect(for: textContainer)
        // The article took the width from `usedRect` too. But that width depends on the
        // width the view had when measured, so a reused view that had a short message
        // would keep a long one as narrow: the width comes from the unwrapped text,
        // the height from the text at the view's width (as a label's intrinsic size does).
        unwrapped.lineFragmentPadding = textContainer.lineFragmentPadding
        let widest = layoutManager.usedRect(for: unwrapped)
        fittedSize = CGSize(width: widest.size.width + textContainerInset.left + textContainerInset.right,
                            height: usedRect.size.height + textContainerInset.top + textContainerInset.bottom)
        fittedWidth = textContainer.size.width
    }

    private func updateFittedSize() {
        measure()
        invalidateIntrinsicContentSize()
    }

    public override var attributedText: AttributedText! {
        didSet { updateFittedSize() }
    }

    public override var text: String! {
        didSet { updateFittedSize() }
    }
}
