import Foundation

/// Shows an image (`UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View {
    /// The image shown; its size is the view's intrinsic size (`UIImageView.image`).
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
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

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
