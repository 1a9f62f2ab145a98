import Foundation
import Typesetting
import Views

/// Seed 003's slider cell, laid out by hand with `sizeThatFits` and
/// `layoutSubviews` (no constraints): a title, a slider and its value on one line;
/// when that leaves the slider too little room to use (large text, narrow width),
/// the title takes a line of its own and the slider and value go below.
/// Measuring and laying out share one computation, so they cannot disagree.
public final class SliderCellContent: View {
    let titleLabel = Label(text: "Brightness")
    let slider = Slider()
    let valueLabel = Label(text: "75%")

    /// Below this width the slider is no longer practical, and the cell wraps.
    public static let minimumSliderWidth: CGFloat = 120
    static let spacing: CGFloat = 8

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "contentView"
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        titleLabel.accessibilityIdentifier = "titleLabel"
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        slider.accessibilityIdentifier = "slider"
        valueLabel.accessibilityIdentifier = "valueLabel"
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.adjustsFontForContentSizeCategory = true
        for view in [titleLabel, slider, valueLabel] as [View] { addSubview(view) }
    }

    /// Whether the cell uses two lines at this width.
    public func isTwoLine(forWidth width: CGFloat) -> Bool { frames(forWidth: width).twoLine }

    private func frames(forWidth width: CGFloat) -> (title: CGRect, slider: CGRect, value: CGRect, height: CGFloat, twoLine: Bool) {
        let m = layoutMargins
        let content = max(0, width - m.left - m.right)
        let title = titleLabel.sizeThatFits(CGSize(width: content, height: .greatestFiniteMagnitude))
        let value = valueLabel.sizeThatFits(CGSize(width: content, height: .greatestFiniteMagnitude))
        let sliderHeight = slider.intrinsicContentSize.height
        let s = SliderCellContent.spacing
        let oneLineSlider = content - title.width - value.width - 2 * s
        if oneLineSlider >= SliderCellContent.minimumSliderWidth {
            let height = max(title.height, value.height, sliderHeight)
            let mid = m.top + height / 2
            return (CGRect(x: m.left, y: mid - title.height / 2, width: title.width, height: title.height),
                    CGRect(x: m.left + title.width + s, y: mid - sliderHeight / 2, width: oneLineSlider, height: sliderHeight),
                    CGRect(x: width - m.right - value.width, y: mid - value.height / 2, width: value.width, height: value.height),
                    m.top + height + m.bottom, false)
        }
        let secondTop = m.top + title.height + s
        let rowHeight = max(value.height, sliderHeight)
        let mid = secondTop + rowHeight / 2
        return (CGRect(x: m.left, y: m.top, width: min(title.width, content), height: title.height),
                CGRect(x: m.left, y: mid - sliderHeight / 2, width: max(0, content - value.width - s), height: sliderHeight),
                CGRect(x: width - m.right - value.width, y: mid - value.height / 2, width: value.width, height: value.height),
                secondTop + rowHeight + m.bottom, true)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    public override func layoutSubviews() {
        let f = frames(forWidth: bounds.width)
        titleLabel.frame = f.title
        slider.frame = f.slider
        valueLabel.frame = f.value
    }
}
