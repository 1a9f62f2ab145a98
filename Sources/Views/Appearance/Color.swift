import Foundation
import Text

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
}

/// Drawing properties of a view that the renderer reads (`CALayer`'s).
public final class Layer {
    public var cornerRadius: CGFloat = 0
    /// Whether content is clipped to the (rounded) bounds.
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: Color? = .black

    init() {}
}
