import Foundation
import Typesetting

/// A colour that may depend on the appearance (`UIColor`): fixed, or a light and a
/// dark value chosen by the trait collection.
public struct Color: Hashable, Sendable {
    /// The value in light appearance.
    public let light: RGBA
    /// The value in dark appearance (the light one for fixed colours).
    public let dark: RGBA

    /// A fixed colour from sRGB components 0…1 (`UIColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        light = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        dark = light
    }

    /// A fixed grey, 0 black to 1 white (`UIColor(white:alpha:)`).
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

    /// The same colour at another opacity in both appearances (`withAlphaComponent(_:)`).
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

    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red (`UIColor.red`).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (`UIColor.green`).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (`UIColor.blue`).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Mid grey (`UIColor.gray`).
    public static let gray = Color(white: 0.5)

    // iOS's semantic colours, light and dark.
    /// Primary text (`UIColor.label`).
    public static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text: details, captions (`UIColor.secondaryLabel`).
    public static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text (`UIColor.tertiaryLabel`).
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// The main background (`UIColor.systemBackground`).
    public static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    /// A background layered on the main one (`UIColor.secondarySystemBackground`).
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// Thin lines between content, see-through (`UIColor.separator`).
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// Thin lines between content, opaque (`UIColor.opaqueSeparator`).
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))
    /// The system blue, the default tint (`UIColor.systemBlue`).
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    /// The system red (`UIColor.systemRed`).
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    /// The system green (switches that are on) (`UIColor.systemGreen`).
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    /// The system grey (`UIColor.systemGray`).
    public static let systemGray = pair(rgb(142, 142, 147), rgb(142, 142, 147))

    // More of iOS's semantic colours (iOS 15 values), light and dark.
    /// Quaternary text (`UIColor.quaternaryLabel`).
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Placeholder text in empty fields (`UIColor.placeholderText`).
    public static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Links (`UIColor.link`).
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))
    /// A background layered on the secondary one (`UIColor.tertiarySystemBackground`).
    public static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    /// The background of grouped tables (`UIColor.systemGroupedBackground`).
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    /// Cells on a grouped background (`UIColor.secondarySystemGroupedBackground`).
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    /// Content within grouped cells (`UIColor.tertiarySystemGroupedBackground`).
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))
    /// Fills of thin and small shapes (`UIColor.systemFill`).
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// Fills of medium shapes (`UIColor.secondarySystemFill`).
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// Fills of large shapes (`UIColor.tertiarySystemFill`).
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// Fills of large areas with complex content (`UIColor.quaternarySystemFill`).
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    /// A grey one step lighter in light appearance (`UIColor.systemGray2`).
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    /// A grey two steps lighter (`UIColor.systemGray3`).
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    /// A grey three steps lighter (`UIColor.systemGray4`).
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    /// A grey four steps lighter (`UIColor.systemGray5`).
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    /// The lightest system grey (`UIColor.systemGray6`).
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// The system orange (`UIColor.systemOrange`).
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    /// The system yellow (`UIColor.systemYellow`).
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    /// The system pink (`UIColor.systemPink`).
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    /// The system purple (`UIColor.systemPurple`).
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    /// The system teal (`UIColor.systemTeal`).
    public static let systemTeal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    /// The system indigo (`UIColor.systemIndigo`).
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    /// The system mint (`UIColor.systemMint`).
    public static let systemMint = pair(rgb(0, 199, 190), rgb(99, 230, 226))
    /// The system cyan (`UIColor.systemCyan`).
    public static let systemCyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    /// The system brown (`UIColor.systemBrown`).
    public static let systemBrown = pair(rgb(162, 132, 94), rgb(172, 142, 104))
}
