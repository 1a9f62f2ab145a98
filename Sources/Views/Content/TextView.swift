import Foundation
import Typesetting

/// Non-scrolling text (`UITextView` with scrolling off): its height fits its text
/// at its width, inside `textContainerInset` (8 above and below) and a line
/// fragment padding of 5 on each side, like seed 002's `FullTextView`.
open class TextView: View {
    /// The text shown (`UITextView.text`).
    public var text: String { get { label.text ?? "" } set { label.text = newValue; invalidateIntrinsicContentSize() } }
    /// The text's font (`UITextView.font`).
    public var font: Font { get { label.font } set { label.font = newValue; invalidateIntrinsicContentSize() } }
    /// Space around the text container, part of the height (`UITextView.textContainerInset`).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    /// Space at each end of every line (`NSTextContainer.lineFragmentPadding`).
    public var lineFragmentPadding: CGFloat = 5 { didSet { invalidateIntrinsicContentSize() } }
    /// Off in effect: the view is as tall as its text, as seed 002's `FullTextView` wants.
    public var isScrollEnabled = false

    /// Whether the text drawn leaves anything out (the view is shorter than its text).
    public var isTruncated: Bool { label.isTruncated }

    /// The text is drawn by a label inside the insets.
    let label = Label()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// An empty text view from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: .zero)
        setUpLabel()
    }

    private func setUpLabel() {
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        addSubview(label)
    }

    private var horizontalPadding: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
    }

    private func textSize(forWidth width: CGFloat?) -> CGSize {
        guard let layout = label.textLayout(width: width.map { max(0, $0 - horizontalPadding) }) else {
            return CGSize(width: horizontalPadding, height: textContainerInset.top + textContainerInset.bottom + font.lineHeight)
        }
        return CGSize(width: layout.size.width + horizontalPadding,
                      height: layout.size.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        let size = textSize(forWidth: bounds.width > 0 ? bounds.width : nil)
        return CGSize(width: View.noIntrinsicMetric, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(forWidth: size.width) }

    open override func layoutSubviews() {
        label.frame = CGRect(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top,
                             width: max(0, bounds.width - horizontalPadding),
                             height: max(0, bounds.height - textContainerInset.top - textContainerInset.bottom))
    }
}
