// An app's colour theme, as UIKit projects keep one: fixed brand colours, a
// dynamic colour for both appearances, and a hex initialiser.
import UIKitCompat

enum Theme {
    static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    static let brandFaded = brand.withAlphaComponent(0.5)
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
    static let separator = UIColor.separator
}

extension UIColor {
    /// `UIColor(hex: 0xFF9500)`: the usual extension; `convenience` dropped, as
    /// `UIColor` is a struct here (the README's one-line change).
    init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    static let accentOrange = UIColor(hex: 0xFF9500)
}

/// A badge that draws itself with UIBezierPath in `draw(_:)`.
final class BadgeView: UIView {
    var fillColor: UIColor = .systemRed

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: rect.inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
        fillColor.setFill()
        circle.fill()
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: 5, y: 10))
        tick.addLine(to: CGPoint(x: 9, y: 14))
        tick.addLine(to: CGPoint(x: 15, y: 6))
        tick.lineWidth = 2
        UIColor.white.setStroke()
        tick.stroke()
    }
}

/// Subclasses of UIKit's views with both initialisers, as Xcode's templates write them.
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

final class AvatarView: UIImageView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .scaleAspectFill
        clipsToBounds = true
    }
}

final class ToolbarStack: UIStackView {
    required init(coder: NSCoder) {
        super.init(coder: coder)
        axis = .horizontal
        spacing = 8
    }
}
