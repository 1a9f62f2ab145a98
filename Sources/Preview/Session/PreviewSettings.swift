import CellsTool
import Controllers
import Demos
import Foundation
import InputPolicy
import Typesetting

/// What the page shows: the demo screen and its options, the device and how it is held,
/// the text size, appearance, direction, the debug overlay and the scale.
struct PreviewSettings: Equatable, Sendable {
    var demo = "feed"
    var options: [String: String] = [:]
    var device = Device.iPhone15.name
    var landscape = false
    var category = ContentSizeCategory.large
    var dark = false
    var rightToLeft = false
    var overlay = false
    /// Pixels per point; the device's when nil.
    var scale: Double?

    /// The settings a `configure` message asks for, over these: every field is optional,
    /// and a field of the wrong type or value is an error naming it.
    func applying(_ patch: JSON) throws(PreviewError) -> PreviewSettings {
        guard case .object(let fields) = patch else { throw .badMessage("\"settings\" must be an object") }
        var next = self
        for (name, value) in fields {
            switch name {
            case "demo":
                guard case .string(let demo) = value else { throw .badMessage("\"demo\" must be a string") }
                guard DemoScreen.named(demo) != nil else { throw .unknownDemo(demo) }
                if demo != next.demo { next.options = [:] }
                next.demo = demo
            case "options":
                guard case .object(let pairs) = value else { throw .badMessage("\"options\" must be an object of strings") }
                var options: [String: String] = [:]
                for (key, value) in pairs {
                    guard case .string(let text) = value else { throw .badMessage("option \"\(key)\" must be a string") }
                    options[key] = text
                }
                next.options = options
            case "device":
                guard case .string(let device) = value else { throw .badMessage("\"device\" must be a string") }
                guard Device.named(device) != nil else {
                    throw .badMessage("unknown device \"\(device)\" (the devices: \(Device.presets.map(\.name).joined(separator: ", ")))")
                }
                next.device = device
            case "landscape": next.landscape = try Self.bool(value, name)
            case "dark": next.dark = try Self.bool(value, name)
            case "rightToLeft": next.rightToLeft = try Self.bool(value, name)
            case "overlay": next.overlay = try Self.bool(value, name)
            case "category":
                guard case .string(let text) = value, let category = ContentSizeCategory(name: text) else {
                    throw .badMessage("\"category\" must be a content size category (XS … XXXL, AX1 … AX5)")
                }
                next.category = category
            case "scale":
                switch value {
                case .null: next.scale = nil
                case .number(let scale):
                    guard scale.isFinite, scale >= 1, scale <= 3 else { throw .badMessage("\"scale\" must be 1, 2 or 3 (or null)") }
                    next.scale = scale.rounded()
                default: throw .badMessage("\"scale\" must be 1, 2 or 3 (or null)")
                }
            default:
                throw .badMessage("unknown setting \"\(name)\"")
            }
        }
        // The screen checks its options itself (names and allowed values).
        do { _ = try next.screen.makeContentController(options: next.options) } catch { throw .badMessage(error.description) }
        return next
    }

    var screen: DemoScreen { DemoScreen.named(demo)! }   // checked: `applying` and the command accept known names only

    var orientedDevice: Device { Device.named(device)!.oriented(landscape ? .landscapeLeft : .portrait) }   // checked: as above

    var pixelsPerPoint: Double { scale ?? Double(orientedDevice.scale) }

    /// The parts of the key every layer of a frame shares: what changes every pixel (the
    /// debug overlay is a layer of its own).
    var traitsKey: String {
        "\(demo)|\(options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))|"
            + "\(device)|\(landscape)|\(category.rawValue)|\(dark)|\(rightToLeft)|\(pixelsPerPoint)"
    }

    var json: JSON {
        .object([
            ("demo", .string(demo)),
            ("options", .object(options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("device", .string(device)),
            ("landscape", .bool(landscape)),
            ("category", .string(ContentSizeCategory.shortName(category))),
            ("dark", .bool(dark)),
            ("rightToLeft", .bool(rightToLeft)),
            ("overlay", .bool(overlay)),
            ("scale", .number(pixelsPerPoint)),
        ])
    }

    private static func bool(_ value: JSON, _ name: String) throws(PreviewError) -> Bool {
        guard case .bool(let flag) = value else { throw .badMessage("\"\(name)\" must be true or false") }
        return flag
    }
}

/// What a session or the server refuses, said to the page as `{"type":"error","message":…}`.
enum PreviewError: Error, CustomStringConvertible, Equatable {
    case badMessage(String)
    case unknownDemo(String)

    var description: String {
        switch self {
        case .badMessage(let message): return message
        case .unknownDemo(let name):
            return "unknown demo \"\(name)\" (the demos: \(DemoScreen.all.map(\.name).joined(separator: ", ")))"
        }
    }
}
