import Foundation

/// A continuous value control (`UISlider`): no intrinsic width, 31 points high.
open class Slider: Control {
    /// The current value, between the minimum and maximum (`UISlider.value`).
    public var value: Float = 0
    /// The value at the leading end (`UISlider.minimumValue`).
    public var minimumValue: Float = 0
    /// The value at the trailing end (`UISlider.maximumValue`).
    public var maximumValue: Float = 1

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }
}
