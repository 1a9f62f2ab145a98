import Foundation
import Typesetting

/// Shows an image (`UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View {
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    public var contentMode: ContentMode = .scaleToFill
    /// The colour of template images.
    public var tintColor: Color = .systemBlue

    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}

/// A tappable title (`UIButton`, system type): its intrinsic size is the title's
/// plus `contentEdgeInsets` (6 points above and below by default).
open class Button: View {
    public let titleLabel = Label()
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    public var tintColor: Color = .systemBlue

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(titleLabel)
    }

    public func setTitle(_ title: String?, for state: State = .normal) {
        titleLabel.text = title
        invalidateIntrinsicContentSize()
    }

    public enum State: Sendable { case normal, highlighted, disabled, selected }

    open override var intrinsicContentSize: CGSize {
        let title = titleLabel.intrinsicContentSize
        return CGSize(width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: title.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func layoutSubviews() {
        let title = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: (bounds.width - title.width) / 2, y: (bounds.height - title.height) / 2,
                                  width: title.width, height: title.height)
    }

    open override var firstBaselineOffsetFromTop: CGFloat {
        contentEdgeInsets.top + titleLabel.firstBaselineOffsetFromTop
    }
}

/// An on/off switch (`UISwitch`): 51 × 31 points, hugging and resisting at 750.
open class Switch: View {
    public var isOn = false
    public var onTintColor: Color = .systemGreen

    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// A continuous value control (`UISlider`): no intrinsic width, 31 points high.
open class Slider: View {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }
}

/// A spinning progress indicator (`UIActivityIndicatorView`): 20 points, 37 large.
open class ActivityIndicatorView: View {
    public enum Style: Sendable { case medium, large }
    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    public var isAnimating = false

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
    }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}

/// Non-scrolling text (`UITextView` with scrolling off): its height fits its text
/// at its width, inside `textContainerInset` (8 above and below) and a line
/// fragment padding of 5 on each side, like seed 002's `FullTextView`.
open class TextView: View {
    public var text: String { get { label.text ?? "" } set { label.text = newValue; invalidateIntrinsicContentSize() } }
    public var font: Font { get { label.font } set { label.font = newValue; invalidateIntrinsicContentSize() } }
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    public var lineFragmentPadding: CGFloat = 5 { didSet { invalidateIntrinsicContentSize() } }
    public var isScrollEnabled = false

    /// The text is drawn by a label inside the insets.
    let label = Label()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
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
