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
    public init(uiColor color: Graphics.Color) { platformColor = color }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        platformColor = Graphics.Color(red: red, green: green, blue: blue, alpha: opacity)
    }

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

    public static let black = Color(Graphics.Color.black)
    public static let white = Color(Graphics.Color.white)
    public static let clear = Color(Graphics.Color.clear)
    public static let gray = Color(Graphics.Color.systemGray)
    public static let red = Color(Graphics.Color.systemRed)
    public static let green = Color(Graphics.Color.systemGreen)
    public static let blue = Color(Graphics.Color.systemBlue)
    public static let orange = rgb(255, 149, 0)
    public static let yellow = rgb(255, 204, 0)
    public static let pink = rgb(255, 45, 85)
    public static let purple = rgb(175, 82, 222)
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(Graphics.Color.label)
    /// The secondary label colour.
    public static let secondary = Color(Graphics.Color.secondaryLabel)
    /// The tint of buttons and switches.
    public static let accentColor = Color(Graphics.Color.systemBlue)
}

/// What a shape can be filled or stroked with; colours only, in this module.
public protocol ShapeStyle: Sendable {
    /// The colour the style paints with.
    var platformColor: Graphics.Color { get }
}

extension Color: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(ShapeNode(kind: .rectangle, fill: platformColor, stroke: nil))
    }
}
