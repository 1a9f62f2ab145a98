import Controllers
import Foundation
import SnapshotTesting
import Typesetting
import Views

extension Snapshotting where Value: ViewController, Format == String {
    /// The controller's screen on `device` as a frame tree: one line per view with its
    /// type, frame and a label's text, starting at the window. Stored as `.txt`.
    ///
    /// - Parameters:
    ///   - device: A device preset or `.custom(…)`.
    ///   - orientation: How the device is held (the device's own when nil).
    ///   - category: The Dynamic Type size (else the traits').
    ///   - style: Light or dark (else the traits').
    ///   - traits: Layout direction and size classes, as for the image strategy.
    public static func layout(on device: Device, orientation: DeviceOrientation? = nil,
                              category: ContentSizeCategory? = nil, style: UserInterfaceStyle? = nil,
                              traits: TraitCollection = TraitCollection()) -> Snapshotting
    {
        SimplySnapshotting.lines.pullback { (controller: Value) in
            let screen = ScreenSetup(device: device, orientation: orientation, category: category, style: style, traits: traits)
            return screen.show(controller) { window in ViewLayoutText.describe(window.view) }
        }
    }
}
