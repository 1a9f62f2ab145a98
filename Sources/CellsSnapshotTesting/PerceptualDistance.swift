import Foundation

/// The perceptual colour difference of two pixels: CIE94 ΔE (graphic arts weights) in
/// CIELAB under D65, the measure swift-snapshot-testing's `perceptualPrecision` is
/// defined by (0: the same colour, about 2: just noticeable, 100: black against white).
enum PerceptualDistance {
    /// ΔE of two premultiplied `0xAARRGGBB` pixels, each composited over white and over
    /// black (so a change of transparency counts); the larger of the two.
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        max(deltaE(lab(a, over: 1), lab(b, over: 1)), deltaE(lab(a, over: 0), lab(b, over: 0)))
    }

    /// CIE94 ΔE of two Lab colours.
    static func deltaE(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first, (l2, a2, b2) = second
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dL = l1 - l2, dC = c1 - c2
        let dA = a1 - a2, dB = b1 - b2
        let dH = max(0, dA * dA + dB * dB - dC * dC).squareRoot()
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let terms = dL * dL + (dC / sC) * (dC / sC) + (dH / sH) * (dH / sH)
        return terms.squareRoot()
    }

    /// A premultiplied pixel composited over a grey background (0 black, 1 white), in Lab.
    static func lab(_ pixel: UInt32, over background: Double) -> (Double, Double, Double) {
        let alpha = Double((pixel >> 24) & 0xFF) / 255
        func channel(_ shift: UInt32) -> Double {
            Double((pixel >> shift) & 0xFF) / 255 + background * (1 - alpha)
        }
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(min(1, channel(16))), g = linear(min(1, channel(8))), b = linear(min(1, channel(0)))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
