import Foundation
import Rendering
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Compares rendered bitmaps exactly (the default: every pixel byte must match).
    public static var image: Diffing { .image() }

    /// Compares rendered bitmaps as swift-snapshot-testing compares images, stored as PNG.
    ///
    /// On a mismatch, writes `reference.png`, `failure.png` and `difference.png` (the
    /// reference faded, differing pixels in magenta) to a folder of their own under
    /// `$SNAPSHOT_ARTIFACTS` (else the temporary directory) and names the three paths in
    /// the message, since a CI log is all a Linux run leaves behind.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1: all of them).
    ///   - perceptualPrecision: How close a pixel must be to match, 1 − ΔE/100 (1: equal;
    ///     0.98 tolerates antialiasing noise, which no person would see).
    ///   - scale: Pixels per point that reference PNGs are read at.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: Double = 2) -> Diffing {
        let comparison = BitmapComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { bitmap in (try? bitmap.pngData()) ?? Data() },
            fromData: { data in
                (try? Bitmap(pngData: data, scale: scale))
                    ?? .unrendered
            },
            diffV2: { reference, new in
                guard let message = comparison.failure(reference: reference, new: new) else { return nil }
                let artifacts = FailureArtifacts(reference: reference, failure: new)
                let written = artifacts.write()
                let attachments = artifacts.files.map { DiffAttachment.data($0.data, name: $0.name) }
                return (message + "\n\n" + written, attachments)
            }
        )
    }
}
