import Foundation
import Rendering
import InputPolicy

/// How two bitmaps differ, by swift-snapshot-testing's rules for images.
///
/// - `precision`: the fraction of pixel bytes (or, with a perceptual precision below 1,
///   of pixels) that must match; 1 means every one.
/// - `perceptualPrecision`: how close a pixel must be to count as matching, as
///   1 − ΔE/100 (CIE94 colour difference in Lab); 1 means exactly equal, 0.98 lets the
///   antialiasing of an edge move while any change a person would see still fails.
struct BitmapComparison: Sendable {
    var precision: Float
    var perceptualPrecision: Float

    /// Why `new` does not match `reference`, or nil when it does.
    func failure(reference: Bitmap, new: Bitmap) -> String? {
        guard reference.pixelWidth > 0, reference.pixelHeight > 0 else { return "Reference image is empty." }
        guard new.pixelWidth > 0, new.pixelHeight > 0 else { return "Newly-taken snapshot is empty." }
        guard reference.pixelWidth == new.pixelWidth, reference.pixelHeight == new.pixelHeight else {
            return "Newly-taken snapshot@\(Self.describe(new)) does not match reference@\(Self.describe(reference))."
        }
        let old = reference.argbWords, current = new.argbWords
        if old == current { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            let differing = zip(old, current).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
            return "Newly-taken snapshot does not match reference: \(differing) of \(old.count) pixels differ."
        }
        if perceptualPrecision < 1 {
            let threshold = Double(1 - perceptualPrecision) * 100
            var failing = 0
            var largest = 0.0
            for index in old.indices where old[index] != current[index] {
                let distance = PerceptualDistance.deltaE(old[index], current[index])
                if distance > threshold { failing += 1 }
                largest = max(largest, distance)
            }
            let actual = 1 - Float(failing) / Float(old.count)
            guard actual < precision else { return nil }
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(1 - Float(min(largest / 100, 1))) is less than required \(perceptualPrecision)
                """
        }
        var differentBytes = 0
        for index in old.indices where old[index] != current[index] {
            let difference = old[index] ^ current[index]
            for shift in stride(from: 0, to: 32, by: 8) where (difference >> UInt32(shift)) & 0xFF != 0 { differentBytes += 1 }
        }
        let byteCount = old.count * 4
        guard differentBytes > Int(saturating: (1 - Double(precision)) * Double(byteCount)) else { return nil }
        return "Actual image precision \(1 - Float(differentBytes) / Float(byteCount)) is less than required \(precision)"
    }

    /// "(375.0, 88.5) at 2×": a bitmap's size in points and its scale.
    static func describe(_ bitmap: Bitmap) -> String {
        "(\(bitmap.size.width), \(bitmap.size.height)) at \(bitmap.scale)×"
    }
}
