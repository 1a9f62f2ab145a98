import Foundation

/// An on/off switch (`UISwitch`): 51 × 31 points, hugging and resisting at 750.
open class Switch: View {
    /// Whether the switch is on (`UISwitch.isOn`).
    public var isOn = false
    /// The track's colour when on (`UISwitch.onTintColor`).
    public var onTintColor: Color = .systemGreen

    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
