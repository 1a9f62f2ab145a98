import Controllers
import Foundation
import Typesetting
import Views

/// Devices × orientations × text sizes × appearances: the combinations a team
/// snapshots a screen or a cell in, each with a reference file named after it.
public struct SnapshotMatrix: Hashable, Sendable {
    /// The devices (presets or `.custom(…)`).
    public var devices: [Device]
    /// How each device is held.
    public var orientations: [DeviceOrientation]
    /// The Dynamic Type sizes.
    public var categories: [ContentSizeCategory]
    /// Light, dark or both.
    public var styles: [UserInterfaceStyle]

    /// A matrix of these values; each list defaults to one common value.
    public init(devices: [Device] = [.iPhone15], orientations: [DeviceOrientation] = [.portrait],
                categories: [ContentSizeCategory] = [.large], styles: [UserInterfaceStyle] = [.light])
    {
        self.devices = devices
        self.orientations = orientations
        self.categories = categories
        self.styles = styles
    }

    /// One cell of the matrix.
    public struct Combination: Hashable, Sendable {
        /// The device (a preset or `.custom(…)`).
        public var device: Device
        /// How the device is held.
        public var orientation: DeviceOrientation
        /// The Dynamic Type size.
        public var category: ContentSizeCategory
        /// Light or dark.
        public var style: UserInterfaceStyle

        /// The reference file's name part, e.g. `iphone-15-portrait-large-dark`
        /// (stored as `testName.iphone-15-portrait-large-dark.png`).
        public var name: String {
            let appearance = switch style {
            case .light: "light"
            case .dark: "dark"
            case .unspecified: "unspecified"
            }
            return "\(device.name)-\(orientation.rawValue)-\(category.rawValue)-\(appearance)"
        }

        /// The screen's width in points for this device and orientation (where a cell is fitted).
        public var width: CGFloat { device.oriented(orientation).screenSize.width }
    }

    /// Every combination, devices outermost, then orientations, categories and styles.
    public var combinations: [Combination] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                categories.flatMap { category in
                    styles.map { Combination(device: device, orientation: orientation, category: category, style: $0) }
                }
            }
        }
    }

    /// Checks the matrix has something in each list and no name twice.
    func validate() throws(SnapshotError) {
        guard !devices.isEmpty, !orientations.isEmpty, !categories.isEmpty, !styles.isEmpty else {
            throw SnapshotError("the snapshot matrix has an empty list: give at least one device, orientation, category and style")
        }
        var seen = Set<String>()
        for combination in combinations where !seen.insert(combination.name).inserted {
            throw SnapshotError("the snapshot matrix has \(combination.name) twice: give each device, orientation, "
                                + "category and style once (custom devices need distinct sizes)")
        }
    }
}
