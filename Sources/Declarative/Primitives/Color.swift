import Foundation
import Typesetting
import Graphics

/// A colour, and a view that fills the space it is offered with it (`Color`).
///
/// It wraps a view-layer colour (`Graphics.Color`), so semantic colours keep their
/// light and dark values until drawn: `Color(.secondaryLabel)`.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The view-layer colour.
    public let platformColor: Graphics.Color

    /// A view-layer colour (`Color(uiColor:)`; `Color(.opaqueSeparator)`).
    public init(_ color: Graphics.Color) { platformColor = color }
    /// A colour from a view-layer colour (`Color(uiColor:)`); semantic colours keep following the appearance.
    public init(uiColor color: Graphics.Color) { platformColor = color }

    /// A fixed colour from sRGB components 0…1 (`Color(red:green:blue:opacity:)`).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        platformColor = Graphics.Color(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A fixed grey, 0 black to 1 white (`Color(white:opacity:)`).
    public init(white: Double, opacity: Double = 1) {
        platformColor = Graphics.Color(white: white, alpha: opacity)
    }

    /// The same colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        var light = platformColor.light, dark = platformColor.dark
        light.alpha *= opacity
        dark.alpha *= opacity
        return Color(Graphics.Color(light: light, dark: dark))
    }

    /// The colour's value in a colour scheme.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        environment.colorScheme == .dark ? platformColor.dark : platformColor.light
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    /// Black (`Color.black`); the system colours follow the appearance.
    public static let black = Color(Graphics.Color.black)
    /// White (`Color.white`); the system colours follow the appearance.
    public static let white = Color(Graphics.Color.white)
    /// Clear (`Color.clear`); the system colours follow the appearance.
    public static let clear = Color(Graphics.Color.clear)
    /// Gray (`Color.gray`); the system colours follow the appearance.
    public static let gray = Color(Graphics.Color.systemGray)
    /// Red (`Color.red`); the system colours follow the appearance.
    public static let red = Color(Graphics.Color.systemRed)
    /// Green (`Color.green`); the system colours follow the appearance.
    public static let green = Color(Graphics.Color.systemGreen)
    /// Blue (`Color.blue`); the system colours follow the appearance.
    public static let blue = Color(Graphics.Color.systemBlue)
    /// Orange (`Color.orange`); the system colours follow the appearance.
    public static let orange = rgb(255, 149, 0)
    /// Yellow (`Color.yellow`); the system colours follow the appearance.
    public static let yellow = rgb(255, 204, 0)
    /// Pink (`Color.pink`); the system colours follow the appearance.
    public static let pink = rgb(255, 45, 85)
    /// Purple (`Color.purple`); the system colours follow the appearance.
    public static let purple = rgb(175, 82, 222)
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(Graphics.Color.label)
    /// The secondary label colour.
    public static let secondary = Color(Graphics.Color.secondaryLabel)
    /// The tint of buttons and switches.
    public static let accentColor = Color(Graphics.Color.systemBlue)
}

extension Color: View {
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(ShapeNode(kind: .rectangle, fill: platformColor, stroke: nil))
    }
}
