import Foundation
import Typesetting

// UIKit's fixed palette with its exact components, the semantic colours the
// first file lacks, and the initialisers and accessors UIKit code calls.
extension Color {
    /// One third white (`UIColor.darkGray`).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Two thirds white (`UIColor.lightGray`).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Green and blue (`UIColor.cyan`).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Red and green (`UIColor.yellow`).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Red and blue (`UIColor.magenta`).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Red and half green (`UIColor.orange`).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Half red and half blue (`UIColor.purple`).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// 0.6 red, 0.4 green, 0.2 blue (`UIColor.brown`).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Text on dark backgrounds, 60 % white (`UIColor.lightText`).
    public static let lightText = Color(white: 1, alpha: 0.6)
    /// Text on light backgrounds, black (`UIColor.darkText`).
    public static let darkText = Color(white: 0)
    /// The app's accent, system blue unless a view's `tintColor` says otherwise (`UIColor.tintColor`).
    public static let tintColor = systemBlue

    /// A colour that answers each appearance with `provider`'s colour
    /// (`UIColor(dynamicProvider:)`, also written `UIColor { traits in … }`).
    ///
    /// Colours here hold one value per appearance, so the provider is asked twice,
    /// now: with light traits and with dark traits (other traits at their
    /// defaults). A provider that chooses by `userInterfaceStyle` behaves as on iOS.
    public init(dynamicProvider provider: (TraitCollection) -> Color) {
        self.init(light: provider(TraitCollection(userInterfaceStyle: .light)).light,
                  dark: provider(TraitCollection(userInterfaceStyle: .dark)).dark)
    }

    /// A fixed colour from hue, saturation and brightness, 0…1 each
    /// (`UIColor(hue:saturation:brightness:alpha:)`).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let whole = Int(saturating: Double(h))
        let sector = whole % 6, f = h - CGFloat(whole)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A fixed colour with `rgba`'s components (what `resolvedColor(with:)` returns).
    public init(_ rgba: RGBA) { self.init(light: rgba, dark: rgba) }

    /// The light appearance's components (`getRed(_:green:blue:alpha:)`); true, as
    /// every colour here is RGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    {
        red?.pointee = CGFloat(light.red)
        green?.pointee = CGFloat(light.green)
        blue?.pointee = CGFloat(light.blue)
        alpha?.pointee = CGFloat(light.alpha)
        return true
    }

    /// The light appearance's grey level and opacity (`getWhite(_:alpha:)`): true
    /// only when red, green and blue are equal.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard light.red == light.green, light.green == light.blue else { return false }
        white?.pointee = CGFloat(light.red)
        alpha?.pointee = CGFloat(light.alpha)
        return true
    }

    /// The opacity in light appearance (`cgColor.alpha`).
    public var alpha: CGFloat { CGFloat(light.alpha) }
}
