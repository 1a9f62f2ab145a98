// A padded tag label, the usual UILabel subclass: the text drawn inset by
// drawText(in:), the intrinsic size grown by the same insets.
import UIKitCompat

final class TagLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        textColor = .white
        backgroundColor = .systemIndigo
        layer.cornerRadius = 6
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + textInsets.left + textInsets.right,
                      height: size.height + textInsets.top + textInsets.bottom)
    }
}
