import Foundation
import Graphics
import Typesetting

/// Shows an image (`UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View {
    /// The image shown; its size is the view's intrinsic size (`UIImageView.image`).
    @exclusivity(unchecked) public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    // The image fits the bounds by `contentMode`; template images take `tintColor`
    // (both are every view's, as in UIKit).

    /// An image view as big as `image` (`UIImageView(image:)`).
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
    }

    /// An image view without an image, from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        image = nil
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Whether a symbol image grows and shrinks with the text size, as body text does
    /// (`adjustsImageSizeForAccessibilityContentSizeCategory`): a 17-point symbol is 17
    /// points at the default size, 28 at AX1. Built-in cell styles turn it on for their
    /// image view, as the Settings app's icons follow Dynamic Type. Other images keep
    /// their size.
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false {
        didSet { if adjustsImageSizeForAccessibilityContentSizeCategory != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        guard adjustsImageSizeForAccessibilityContentSizeCategory, case .symbol = image.source else { return image.size }
        let factor = FontMetrics(forTextStyle: .body).scaledValue(for: 1, contentSizeCategory: traitCollection.preferredContentSizeCategory)
        let scale = max(1, displayScale)
        return CGSize(width: PixelGrid.round(image.size.width * CGFloat(factor), scale: scale),
                      height: PixelGrid.round(image.size.height * CGFloat(factor), scale: scale))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsImageSizeForAccessibilityContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
    }
}
