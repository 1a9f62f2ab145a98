import Foundation
import Typesetting

/// A view that shows read-only text (`UILabel`), measured and drawn by the text engine.
///
/// With `numberOfLines` other than 1 the label wraps, and its intrinsic height is
/// the text's height at the width the label gets (or `preferredMaxLayoutWidth`):
/// layout asks again once it knows the width, so the height is right on the first pass.
///
/// Its cached layouts are `@exclusivity(unchecked)`, for the reasons ``View`` gives.
open class Label: View {
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An empty label from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// A label showing `text` in the body font.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    /// The text; setting it replaces any attributed text.
    public var text: String? {
        get { storedAttributedText?.string }
        set {
            storedAttributedText = newValue.map { AttributedText($0, attributes: baseAttributes, paragraphStyle: paragraphStyle) }
            isPlainText = true
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the text came from ``text`` (styled by the label's properties) rather
    /// than ``attributedText`` (styled by its own runs).
    @exclusivity(unchecked) private var isPlainText = true

    @exclusivity(unchecked) private var storedAttributedText: AttributedText? {
        didSet {
            paragraph = nil
            lastLayout = nil
            cachedNaturalWidth = nil
        }
    }

    /// The text shaped once; layouts for new widths only break lines.
    @exclusivity(unchecked) private var paragraph: Paragraph?
    /// The last layout made, by width, line limit and scale: layout asks for the same
    /// one several times in a pass.
    @exclusivity(unchecked) private var lastLayout: LastLayout?

    /// A layout with what it was made for (an object: copying and dropping a tuple
    /// of optionals and a layout went through the runtime's generic paths).
    private final class LastLayout {
        let width: CGFloat?, lines: Int, scale: CGFloat, layout: TextLayout
        init(width: CGFloat?, lines: Int, scale: CGFloat, layout: TextLayout) {
            (self.width, self.lines, self.scale, self.layout) = (width, lines, scale, layout)
        }
    }

    /// The attributed text; the label's font, colour and paragraph settings apply to plain text only.
    /// - SeeAlso: ``Label/text``
    public var attributedText: AttributedText? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            isPlainText = newValue == nil
            invalidateIntrinsicContentSize()
        }
    }

    /// ``attributedText`` under a name that UIKitCompat's `NSAttributedString`
    /// `attributedText` (which shadows this one for code importing it) does not hide.
    package var styledText: AttributedText? {
        get { attributedText }
        set { attributedText = newValue }
    }

    /// 17-point system font, as UIKit's default label font.
    @exclusivity(unchecked) public var font: Font = .systemFont(ofSize: 17) { didSet { restyle() } }
    /// The text's colour, resolved for the traits' appearance (`UILabel.textColor`).
    @exclusivity(unchecked) public var textColor: Color = .label { didSet { restyle() } }
    /// How lines align within the label (`UILabel.textAlignment`); natural follows the layout direction.
    @exclusivity(unchecked) public var textAlignment: TextAlignment = .natural { didSet { restyle() } }
    /// The maximum number of lines; 0 means no limit.
    /// - SeeAlso: ``Label/preferredMaxLayoutWidth``, ``Label/lineBreakMode``
    @exclusivity(unchecked) public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// Where lines break and how the last one is cut (`UILabel.lineBreakMode`).
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { restyle() } }
    /// The width to wrap at when measuring, if positive (instead of the label's width).
    /// - SeeAlso: ``Label/numberOfLines``
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether a font made from a text style follows the content size category.
    /// - SeeAlso: ``Label/font``
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false
    /// Whether the text may shrink to fit the width (`adjustsFontSizeToFitWidth`):
    /// kept, not applied; text is never shrunk here, so it is truncated instead.
    public var adjustsFontSizeToFitWidth = false
    /// How far the text may shrink (`minimumScaleFactor`): kept, not applied.
    public var minimumScaleFactor: CGFloat = 0

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        // Plain text's colour is resolved for the appearance; attributed text keeps its runs' colours.
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle, isPlainText { restyle() }
        if adjustsFontForContentSizeCategory, let style = font.textStyle {
            // The category the font was made for: the one whose size it has (a font from
            // `preferredFont(forTextStyle:compatibleWith:)`), else the previous traits'.
            let made = ContentSizeCategory.allCases.first { abs(style.pointSize(for: $0) - font.pointSize) < 0.001 }
            let previous = made ?? previousTraitCollection?.preferredContentSizeCategory ?? .large
            guard previous != category else { return }
            // Back to the size at the default category, then to the new one.
            let base = font.pointSize * style.pointSize(for: .large) / style.pointSize(for: previous)
            font = FontMetrics(forTextStyle: style).scaledFont(for: font.withSize(base), contentSizeCategory: category)
        }
    }

    private var baseAttributes: TextAttributes {
        TextAttributes(font: font, foregroundColor: textColor.resolvedColor(with: traitCollection))
    }
    private var paragraphStyle: ParagraphStyle { ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode) }

    private func restyle() {
        if let text = storedAttributedText, text.runs.count <= 1 {
            storedAttributedText = AttributedText(text.string, attributes: baseAttributes, paragraphStyle: paragraphStyle)
        }
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for `width` points (nil: unlimited), with the label's line limit.
    public func textLayout(width: CGFloat?) -> TextLayout? {
        guard let text = storedAttributedText, !text.string.isEmpty else { return nil }
        let scale = displayScale
        if let last = lastLayout, last.width == width, last.lines == numberOfLines, last.scale == scale {
            return last.layout
        }
        if paragraph == nil { paragraph = Paragraph(text) }
        let layout = paragraph!.layout(width: width.map(Double.init), maximumNumberOfLines: numberOfLines,
                                       scale: Double(scale))
        lastLayout = LastLayout(width: width, lines: numberOfLines, scale: scale, layout: layout)
        return layout
    }

    /// The layout drawn in `bounds`: the one measured at the label's width, so that
    /// the lines drawn are the lines measured. A single-line label whose text fits
    /// `bounds` (within a pixel of frame rounding) draws its unlimited layout; a
    /// narrower one draws the layout at the width of `bounds`, truncated as UIKit
    /// truncates. The renderer draws exactly this layout.
    public func textLayout(drawnIn bounds: CGRect) -> TextLayout? {
        if let presetLayout, presetLayout.text == storedAttributedText { return presetLayout }
        let measuring: CGFloat? = numberOfLines == 1 ? nil
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        guard let layout = textLayout(width: measuring) else { return nil }
        if CGFloat(layout.size.width) > bounds.width + pixelSlack || measuring != bounds.width && measuring != nil {
            return textLayout(width: bounds.width)
        }
        return layout
    }

    /// A layout to draw as it is, whatever the bounds, while the label shows its text:
    /// a hosting view's text, laid out by the declarative layer at the width it was
    /// offered (laid out again at its own rounded width it could wrap differently).
    package var presetLayout: TextLayout?

    /// Whether the text drawn in the label's bounds leaves anything out: an ellipsis,
    /// lines beyond `numberOfLines`, or lines below the bottom of the bounds. A label
    /// that UIKit would truncate answers true; `cells fit --json` reports it per label.
    public var isTruncated: Bool {
        guard let layout = textLayout(drawnIn: bounds) else { return false }
        return layout.isTruncated || CGFloat(layout.size.height) > bounds.height + pixelSlack
    }

    /// A pixel and a hair: how far a frame rounded to the pixel grid may differ from
    /// the text's own size without cutting it.
    private var pixelSlack: CGFloat { 1 / max(1, displayScale) + 0.001 }

    /// The width the label wraps at when measuring its intrinsic size.
    private var measuringWidth: CGFloat? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The text's size: a wrapping label is as wide as its longest unwrapped line (so
    /// its width never depends on the width it had before, as in a reused cell) and as
    /// high as its text at the width it has.
    open override var intrinsicContentSize: CGSize {
        let width = measuringWidth
        guard let layout = textLayout(width: width) else { return .zero }
        // Unlimited and unwrapped, the layout is the one the natural width measures: a
        // wrapping label in a cell not laid out yet answers at its natural size first.
        if width == nil && numberOfLines == 0 { cachedNaturalWidth = CGFloat(layout.size.width) }
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, bounds.width > 0 else {
            return CGSize(width: layout.size.width, height: layout.size.height)
        }
        return CGSize(width: naturalWidth, height: layout.size.height)
    }

    /// The width of the longest line when nothing wraps, cached with the text.
    @exclusivity(unchecked) private var cachedNaturalWidth: CGFloat?
    private var naturalWidth: CGFloat {
        if let cachedNaturalWidth { return cachedNaturalWidth }
        let width = paragraph.map { CGFloat($0.size(width: nil, maximumNumberOfLines: 0, scale: Double(displayScale)).width) } ?? 0
        cachedNaturalWidth = width
        return width
    }

    /// Draws the text in `rect` (`drawText(in:)`), called by the renderer with the
    /// bounds. Override it to move or inset the text, calling `super.drawText(in:)`
    /// with the changed rectangle, as UIKit subclasses do (and grow
    /// `intrinsicContentSize` to match). Draws into ``currentGraphicsContext()``.
    open func drawText(in rect: CGRect) {
        currentGraphicsContext()?.drawText(of: self, in: rect)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let layout = textLayout(width: numberOfLines == 1 ? nil : size.width) else { return .zero }
        return CGSize(width: layout.size.width, height: layout.size.height)
    }

    open override var firstBaselineOffsetFromTop: CGFloat {
        textLayout(width: measuringWidth).map { CGFloat($0.firstBaseline) } ?? font.ascender
    }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard let layout = textLayout(width: measuringWidth) else { return -font.descender }
        return CGFloat(layout.size.height - layout.lastBaseline)
    }
}
