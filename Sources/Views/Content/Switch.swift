import Foundation

/// An on/off switch (`UISwitch`): 51 × 31 points, hugging and resisting at 750.
open class Switch: Control {
    /// Whether the switch is on (`UISwitch.isOn`).
    public var isOn = false
    /// The track's colour when on (`UISwitch.onTintColor`).
    public var onTintColor: Color = .systemGreen

    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A switch that is off, from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off (`setOn(_:animated:)`; never animated here).
    /// Like UIKit's, it sends no `.valueChanged`: only a user's flip does.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
