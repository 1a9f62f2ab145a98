import Foundation
import Typesetting

/// A tappable title (`UIButton`, system type): its intrinsic size is the title's
/// plus `contentEdgeInsets` (6 points above and below by default).
open class Button: View {
    /// The label showing the title (`UIButton.titleLabel`).
    public let titleLabel = Label()
    /// Space around the title, part of the intrinsic size (`UIButton.contentEdgeInsets`).
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    /// The title's colour (`UIView.tintColor`).
    public var tintColor: Color = .systemBlue

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(titleLabel)
    }

    /// Sets the title (`setTitle(_:for:)`); every state shows the same title here.
    public func setTitle(_ title: String?, for state: State = .normal) {
        titleLabel.text = title
        invalidateIntrinsicContentSize()
    }

    /// The control states a title can be set for (`UIControl.State`).
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
