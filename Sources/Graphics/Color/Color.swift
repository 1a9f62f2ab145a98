import Foundation
import Typesetting

/// A colour that may depend on the appearance (`UIColor`): fixed, or a light and a
/// dark value chosen by the trait collection.
public struct Color: Hashable, Sendable {
    public let light: RGBA
    public let dark: RGBA

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        light = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        dark = light
    }

    public init(white: CGFloat, alpha: CGFloat = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A colour with a value for each appearance.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The value for `traits` (`resolvedColor(with:)`).
    public func resolvedColor(with traits: TraitCollection) -> RGBA {
        traits.userInterfaceStyle == .dark ? dark : light
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        var l = light, d = dark
        l.alpha = Double(alpha)
        d.alpha = Double(alpha)
        return Color(light: l, dark: d)
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func pair(_ l: RGBA, _ d: RGBA) -> Color { Color(light: l, dark: d) }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let gray = Color(white: 0.5)

    // iOS's semantic colours, light and dark.
    public static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    public static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemGray = pair(rgb(142, 142, 147), rgb(142, 142, 147))

    // More of iOS's semantic colours (iOS 15 values), light and dark.
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))
    public static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemTeal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemMint = pair(rgb(0, 199, 190), rgb(99, 230, 226))
    public static let systemCyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBrown = pair(rgb(162, 132, 94), rgb(172, 142, 104))
}
