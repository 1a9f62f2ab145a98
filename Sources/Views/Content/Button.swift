import Foundation
import Typesetting

/// A tappable title and image (`UIButton`).
///
/// Made the classic way (`UIButton(type:)`, `setTitle(_:for:)`,
/// `setTitleColor(_:for:)`, `setImage(_:for:)`), its intrinsic size is the image
/// and title side by side plus ``contentEdgeInsets`` (6 points above and below by
/// default, as UIKit pads a title). Made with a ``Configuration``
/// (`UIButton(configuration:)`), it is the configuration's image, padding and
/// title inside its `contentInsets`, over its background. Each state's title,
/// colour and image fall back to the normal state's, as in UIKit.
open class Button: Control {
    /// The kinds of button (`UIButton.ButtonType`).
    public enum ButtonType: Hashable, Sendable {
        /// No system look: titles are white unless set.
        case custom
        /// Titles and images in the tint colour.
        case system
        /// An “i” in a circle.
        case detailDisclosure
        /// An “i” in a circle.
        case infoLight
        /// An “i” in a circle.
        case infoDark
        /// A “+” in a circle.
        case contactAdd
        /// A close “×”.
        case close
    }

    /// The button's kind (`buttonType`).
    public let buttonType: ButtonType

    private let label = Label()
    private let imageContent = ImageView()

    /// The label showing the title (`titleLabel`): set its font here, its text and
    /// colour with `setTitle(_:for:)` and `setTitleColor(_:for:)`.
    public var titleLabel: Label? { label }
    /// The image view showing the image (`imageView`).
    public var imageView: ImageView? { imageContent }

    /// Space around the content, part of the intrinsic size (`contentEdgeInsets`;
    /// 6 above and below by default, the padding UIKit gives a title). Ignored
    /// when the button has a configuration, which has its own `contentInsets`.
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Space around the title (`titleEdgeInsets`): moves it, and does not change the intrinsic size, as in UIKit.
    public var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Space around the image (`imageEdgeInsets`): moves it, and does not change the intrinsic size, as in UIKit.
    public var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var attributedTitles: [State: AttributedText] = [:]
    /// Whether the title label shows an attributed title, drawn in its own colours
    /// rather than in the title colour.
    package private(set) var showsAttributedTitle = false

    /// A button of `buttonType` (`UIButton(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// A system button at `frame` (`UIButton(frame:)`; `UIButton()` too).
    public override init(frame: CGRect = .zero) {
        buttonType = .system
        super.init(frame: frame)
        setUp()
    }

    /// A system button from an archive (`UIButton.init(coder:)`): as `init(frame: .zero)`.
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        buttonType = .system
        super.init(frame: .zero)
        setUp()
    }

    /// A system button running `primaryAction` when tapped (`UIButton(type:primaryAction:)`);
    /// the action's title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button drawn from `configuration` (`UIButton(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        updateContent()   // observers do not run for the class's own properties in its initialisers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func setUp() {
        label.font = .systemFont(ofSize: 17)
        imageContent.isHidden = true
        addSubview(imageContent)
        addSubview(label)
        accessibilityTraits = .button
        let symbol: String? = switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system: nil
        }
        if let symbol { setImage(Image(systemName: symbol, pointSize: 22), for: .normal) }
        updateContent()
    }

    // MARK: Per-state content

    /// Sets the title shown in `state` (`setTitle(_:for:)`); nil falls back to the normal state's.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// Sets the title's colour in `state` (`setTitleColor(_:for:)`).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// Sets the image shown before the title in `state` (`setImage(_:for:)`).
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// Sets a title with its own fonts and colours for `state` (what UIKitCompat's
    /// `setAttributedTitle(_:for:)` sets); it is shown instead of the plain title.
    package func setAttributedTitleText(_ title: AttributedText?, for state: State) {
        attributedTitles[state] = title
        updateContent()
    }

    /// The title set for `state`, else the normal state's (`title(for:)`).
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// The image set for `state`, else the normal state's (`image(for:)`).
    public func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// The title colour for `state` (`titleColor(for:)`): the one set, else the
    /// normal state's, else the button type's (tint colour for system buttons,
    /// dimmed when highlighted and grey when disabled; white for custom buttons).
    public func titleColor(for state: State) -> Color? {
        if let color = titleColors[state] ?? titleColors[.normal] { return color }
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return .tertiaryLabel }
            if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
            return tintColor
        }
    }

    /// The title shown now (`currentTitle`).
    public var currentTitle: String? { configuration?.titleText ?? title(for: state) }
    /// The title's colour now (`currentTitleColor`).
    public var currentTitleColor: Color {
        configuration.map { titleStyle(of: $0).color } ?? titleColor(for: state) ?? tintColor
    }
    /// The image shown now (`currentImage`).
    public var currentImage: Image? { configuration?.image ?? image(for: state) }

    open override func stateDidChange() { updateConfiguration() }

    /// Whether a tap toggles ``Control/isSelected`` before the actions run
    /// (`changesSelectionAsPrimaryAction`).
    public var changesSelectionAsPrimaryAction = false

    /// Sends `events`; a tap (`.touchUpInside`) is also the button's primary action
    /// (`.primaryActionTriggered`), as in UIKit.
    open override func sendActions(for events: Event) {
        var events = events
        if events.contains(.touchUpInside) {
            events.insert(.primaryActionTriggered)
            if changesSelectionAsPrimaryAction && isEnabled { isSelected.toggle() }
        }
        super.sendActions(for: events)
    }

    /// A closure that updates the configuration for the button's state
    /// (`UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (Button) -> Void

    /// Called when the state changes and on `setNeedsUpdateConfiguration()`, to set
    /// a configuration for the new state (`configurationUpdateHandler`).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { updateConfiguration() }
    }

    /// Whether the update handler is running (its own `configuration` changes do not call it again).
    private var isUpdatingConfiguration = false

    /// Runs the update handler, then shows the (new) configuration.
    private func updateConfiguration() {
        if let handler = configurationUpdateHandler, !isUpdatingConfiguration {
            isUpdatingConfiguration = true
            handler(self)
            isUpdatingConfiguration = false
        }
        updateContent()
    }
    open override func tintColorDidChange() { updateContent() }

    /// Puts the current state's title, colour and image in the label and image view.
    private func updateContent() {
        if configuration == nil, let attributed = attributedTitles[state] ?? attributedTitles[.normal] {
            if label.attributedText != attributed { label.attributedText = attributed }
            label.isHidden = attributed.string.isEmpty
            showsAttributedTitle = true
        } else {
            let text = currentTitle
            if showsAttributedTitle { label.text = nil }
            showsAttributedTitle = false
            if label.text != text { label.text = text }
            label.isHidden = text?.isEmpty ?? true
        }
        if let configuration {
            let font = titleStyle(of: configuration).font
            if label.font != font { label.font = font }
        }
        let image = currentImage
        if imageContent.image != image { imageContent.image = image }
        imageContent.isHidden = image == nil
        applyColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The colours that follow the state and the (possibly inherited) tint colour:
    /// applied when the content changes and again at each layout.
    private func applyColors() {
        let titleColor = currentTitleColor
        if label.textColor != titleColor, !showsAttributedTitle { label.textColor = titleColor }
        // A configuration colours its image with its foreground; a classic button's
        // template images take the tint colour, inherited from the button.
        let imageTint: Color? = configuration.map(foregroundColor(of:))
        if imageContent.tintColor != imageTint ?? tintColor { imageContent.tintColor = imageTint }
        if let configuration {
            let background = backgroundColor(of: configuration)
            if backgroundColor != background { backgroundColor = background }
            layer.cornerRadius = configuration.resolvedCornerRadius(height: bounds.height)
        }
    }

    // MARK: Configuration

    /// The button's configuration, if it is made from one (`configuration`).
    public var configuration: Configuration? {
        didSet { updateContent() }
    }

    /// Runs the update handler and re-applies the configuration (`setNeedsUpdateConfiguration()`).
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    private func foregroundColor(of configuration: Configuration) -> Color {
        if !isEnabled { return .tertiaryLabel }
        if let color = configuration.baseForegroundColor { return color }
        return configuration.style == .filled ? .white : tintColor
    }

    /// The title's font and colour under a configuration: the system font at 17
    /// points and the foreground colour, then the attributed title's first run,
    /// then the attributes transformer.
    private func titleStyle(of configuration: Configuration) -> (font: Font, color: Color) {
        let baseFont = Font.systemFont(ofSize: 17), baseColor = foregroundColor(of: configuration)
        var attributes = AttributeContainer()
        attributes.font = configuration.attributedTitle?.runs.first?.font ?? baseFont
        attributes.foregroundColor = configuration.attributedTitle?.runs.first?.foregroundColor ?? baseColor
        if let transformer = configuration.titleTextAttributesTransformer { attributes = transformer(attributes) }
        return (attributes.font ?? baseFont, isEnabled ? attributes.foregroundColor ?? baseColor : baseColor)
    }

    private func backgroundColor(of configuration: Configuration) -> Color? {
        if let color = configuration.background.backgroundColor { return color }
        let base = configuration.baseBackgroundColor ?? tintColor!
        switch configuration.style {
        case .plain: return nil
        case .filled: return isEnabled ? base : .tertiarySystemFill
        case .tinted: return base.withAlphaComponent(0.15)
        case .gray: return .secondarySystemFill
        }
    }

    // MARK: Size and layout

    private var insets: EdgeInsets {
        guard let configuration else { return contentEdgeInsets }
        let c = configuration.contentInsets
        return isRightToLeft ? EdgeInsets(top: c.top, left: c.trailing, bottom: c.bottom, right: c.leading)
            : EdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing)
    }

    private var padding: CGFloat {
        guard currentImage != nil, !(currentTitle?.isEmpty ?? true) else { return 0 }
        return configuration?.imagePadding ?? 0
    }

    /// The image's and the title's sizes, zero for what is not shown.
    private var contentSizes: (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        let title = label.isHidden ? .zero : label.intrinsicContentSize
        return (image, title)
    }

    private var isVertical: Bool { configuration.map { $0.imagePlacement == .top || $0.imagePlacement == .bottom } ?? false }

    open override var intrinsicContentSize: CGSize {
        let (image, title) = contentSizes
        let insets = insets
        let content = isVertical
            ? CGSize(width: max(image.width, title.width), height: image.height + padding + title.height)
            : CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
        return CGSize(width: content.width + insets.left + insets.right,
                      height: content.height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        let (image, title) = contentSizes
        let insets = insets
        let area = bounds.inset(by: insets)
        applyColors()
        let scale = max(1, displayScale)
        func pixel(_ value: CGFloat) -> CGFloat { PixelGrid.round(value, scale: scale) }
        if isVertical {
            let total = image.height + padding + title.height
            var y = area.minY + (area.height - total) / 2
            let imageFirst = configuration?.imagePlacement == .top
            for part in imageFirst ? [0, 1] : [1, 0] {
                let size = part == 0 ? image : title
                let frame = CGRect(x: pixel(area.minX + (area.width - size.width) / 2), y: pixel(y),
                                   width: size.width, height: size.height)
                if part == 0 { imageContent.frame = frame } else { label.frame = frame }
                y += size.height + padding
            }
            return
        }
        let total = image.width + padding + title.width
        var x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading: area.minX
        case .right, .trailing: area.maxX - total
        case .center, .fill: area.minX + (area.width - total) / 2
        }
        let imageTrailing = configuration?.imagePlacement == .trailing
        for part in imageTrailing ? [1, 0] : [0, 1] {
            let size = part == 0 ? image : title
            let y: CGFloat = switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - size.height
            case .center, .fill: area.minY + (area.height - size.height) / 2
            }
            let edge = part == 0 ? imageEdgeInsets : titleEdgeInsets
            let frame = CGRect(x: pixel(x + edge.left - edge.right), y: pixel(y + edge.top - edge.bottom),
                               width: size.width, height: size.height)
            if part == 0 { imageContent.frame = frame } else { label.frame = frame }
            x += size.width + padding
        }
    }

    open override var firstBaselineOffsetFromTop: CGFloat {
        insets.top + label.firstBaselineOffsetFromTop
    }
}
