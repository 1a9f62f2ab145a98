import Foundation
import Typesetting
import Views

/// The status bar iOS draws over the top of the screen (the window shows it): the
/// time at the leading end, cellular bars, Wi-Fi and battery at the trailing end, in
/// the label colour of the appearance. It spans the safe area's top inset: on a phone
/// with a notch or Dynamic Island its two halves sit either side of the cut-out. iOS
/// hides it on phones in landscape; the window does the same.
public final class StatusBar: View {
    /// The time shown (Apple's screenshots show 9:41).
    public var time = "9:41" { didSet { timeLabel.text = time } }

    let timeLabel = Label()
    let signal = ImageView(image: Image(systemName: "cellularbars", pointSize: 17))
    let wifi = ImageView(image: Image(systemName: "wifi", pointSize: 17))
    let battery = ImageView(image: Image(systemName: "battery.100", pointSize: 27))

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "statusBar"
        isUserInteractionEnabled = false
        timeLabel.text = time
        timeLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        timeLabel.accessibilityIdentifier = "time"
        for icon in [signal, wifi, battery] { icon.tintColor = .label }
        for view in [timeLabel, signal, wifi, battery] as [View] { addSubview(view) }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let notched = bounds.height > 30
        // Phones with a cut-out centre each half in its "ear"; others keep the edges.
        let earWidth = notched ? bounds.width * 0.36 : bounds.width
        let midY = notched ? bounds.height * 0.55 : bounds.height / 2
        let time = timeLabel.intrinsicContentSize
        let timeX = notched ? (earWidth - time.width) / 2 : 6
        timeLabel.frame = CGRect(x: timeX, y: midY - time.height / 2, width: time.width, height: time.height)
        // Symbols are drawn square; the wide ones span their square's width.
        let icons: [(ImageView, CGSize)] = [(signal, CGSize(width: 18, height: 18)), (wifi, CGSize(width: 16, height: 16)),
                                            (battery, CGSize(width: 27, height: 27))]
        let gap: CGFloat = 4
        let total = icons.map(\.1.width).reduce(0, +) + gap * CGFloat(icons.count - 1)
        var x = notched ? bounds.width - earWidth + (earWidth - total) / 2 : bounds.width - 6 - total
        for (icon, size) in icons {
            icon.frame = CGRect(x: x, y: midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + gap
        }
    }
}
