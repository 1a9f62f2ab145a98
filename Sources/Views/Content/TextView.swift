import Foundation
import Graphics
import Typesetting

/// Non-scrolling text (`UITextView` with scrolling off): its height fits its text
/// at its width, inside `textContainerInset` (8 above and below) and the text
/// container's line fragment padding (5 on each side), like seed 002's `FullTextView`.
///
/// The TextKit pieces UIKit code reaches for are here, answered by the text engine:
/// ``textContainer`` (its `lineFragmentPadding` and size) and ``layoutManager``,
/// whose `usedRect(for:)` is the common way to measure a text view's text.
open class TextView: View {
    /// The text shown (`UITextView.text`); overridable, as seed 002's `FullTextView` does.
    open var text: String! {
        get { label.text ?? "" }
        set {
            label.text = newValue
            textDidChange()
        }
    }

    /// The styled text shown (`UITextView.attributedText`); overridable.
    open var attributedText: AttributedText! {
        get { label.styledText ?? AttributedText("", font: font) }
        set {
            label.styledText = newValue
            textDidChange()
        }
    }

    /// ``attributedText`` under a name that UIKitCompat's `NSAttributedString`
    /// `attributedText` (which shadows this one for code importing it) does not hide.
    package var styledText: AttributedText {
        get { attributedText }
        set { attributedText = newValue }
    }

    /// The text's font (`UITextView.font`).
    public var font: Font { get { label.font } set { label.font = newValue; textDidChange() } }
    /// The text's colour (`UITextView.textColor`).
    public var textColor: Color { get { label.textColor } set { label.textColor = newValue } }
    /// The text's alignment (`UITextView.textAlignment`).
    public var textAlignment: TextAlignment { get { label.textAlignment } set { label.textAlignment = newValue; textDidChange() } }
    /// Whether the font follows the text size (`adjustsFontForContentSizeCategory`).
    public var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue }
    }
    /// Space around the text container, part of the height (`UITextView.textContainerInset`).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// Off in effect: the view is as tall as its text, as seed 002's `FullTextView` wants.
    public var isScrollEnabled = false
    /// Kept for source compatibility: there is no keyboard here (`isEditable`).
    public var isEditable = true
    /// Kept for source compatibility: there is no selection here (`isSelectable`).
    public var isSelectable = true

    /// The area text is laid out in (`NSTextContainer`): its width follows the view's
    /// (less the insets) once the view has one.
    public let textContainer = TextContainer()
    /// Measures the text (`NSLayoutManager`), for `usedRect(for:)`.
    public let layoutManager = LayoutManager()

    /// The text is drawn by a label inside the insets.
    let label = Label()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty text view from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        addSubview(label)
        textContainer.textView = self
        layoutManager.textView = self
    }

    /// Whether the text drawn leaves anything out (the view is shorter than its text).
    public var isTruncated: Bool { label.isTruncated }

    func textDidChange() { invalidateIntrinsicContentSize() }

    private var horizontalInsets: CGFloat { textContainerInset.left + textContainerInset.right }

    /// The text's layout in a container `width` points wide (0: unlimited), without the padding.
    func textLayout(containerWidth width: CGFloat) -> TextLayout? {
        let padding = 2 * textContainer.lineFragmentPadding
        return label.textLayout(width: width > 0 ? max(0, width - padding) : nil)
    }

    private func textSize(forWidth width: CGFloat?) -> CGSize {
        let inset = textContainerInset
        let padding = 2 * textContainer.lineFragmentPadding
        guard let layout = textLayout(containerWidth: width.map { max(0, $0 - horizontalInsets) } ?? 0) else {
            return CGSize(width: horizontalInsets + padding, height: inset.top + inset.bottom + font.lineHeight)
        }
        return CGSize(width: CGFloat(layout.size.width) + padding + horizontalInsets,
                      height: CGFloat(layout.size.height) + inset.top + inset.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        let size = textSize(forWidth: bounds.width > 0 ? bounds.width : nil)
        return CGSize(width: View.noIntrinsicMetric, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(forWidth: size.width) }

    open override func layoutSubviews() {
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        label.frame = CGRect(x: inset.left + padding, y: inset.top,
                             width: max(0, bounds.width - horizontalInsets - 2 * padding),
                             height: max(0, bounds.height - inset.top - inset.bottom))
    }
}

/// The area a text view lays its text out in (`NSTextContainer`).
public final class TextContainer {
    /// The container's size. While ``widthTracksTextView`` is on, its width is the text
    /// view's less its insets, read live, so measuring at any moment (as layout asks a
    /// view for its size at a new width) uses the width the view has then; 0 until
    /// the view has a width (the text is then measured unwrapped).
    public var size: CGSize {
        get {
            guard widthTracksTextView, let view = textView, view.bounds.width > 0 else { return storedSize }
            let inset = view.textContainerInset
            return CGSize(width: max(0, view.bounds.width - inset.left - inset.right), height: storedSize.height)
        }
        set {
            guard newValue != storedSize else { return }
            storedSize = newValue
            textView?.textDidChange()
        }
    }
    private var storedSize = CGSize.zero

    /// A container of `size` (`NSTextContainer(size:)`); a width of 0 does not wrap.
    /// One that no text view owns measures its layout manager's text view's text.
    public init(size: CGSize = .zero) { storedSize = size }
    /// Space at each end of every line, inside the container (`lineFragmentPadding`, 5 by default).
    public var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { textView?.textDidChange() } } }
    /// Whether ``size``'s width follows the text view's width (`widthTracksTextView`).
    public var widthTracksTextView = true
    /// The most lines shown (0: no limit), as `NSTextContainer.maximumNumberOfLines`.
    public var maximumNumberOfLines: Int {
        get { textView?.label.numberOfLines ?? 0 }
        set { textView?.label.numberOfLines = newValue; textView?.textDidChange() }
    }

    weak var textView: TextView?
}

/// Lays out a text view's text (`NSLayoutManager`), answered by the text engine.
public final class LayoutManager {
    weak var textView: TextView?

    /// The rectangle the text occupies in `container` (`usedRect(for:)`): as wide as
    /// its widest line plus the line fragment padding on both sides, as tall as its
    /// lines, in the container's coordinates. The common way to fit a text view to
    /// its text (seed 002's `FullTextView` does).
    public func usedRect(for container: TextContainer) -> CGRect {
        guard let textView = container.textView ?? textView else { return .zero }
        let padding = 2 * container.lineFragmentPadding
        guard let layout = textView.textLayout(containerWidth: container.size.width) else {
            return CGRect(x: 0, y: 0, width: padding, height: textView.font.lineHeight)
        }
        return CGRect(x: 0, y: 0, width: CGFloat(layout.size.width) + padding, height: CGFloat(layout.size.height))
    }
}
