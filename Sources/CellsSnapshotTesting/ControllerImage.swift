import Controllers
import Foundation
import Rendering
import SnapshotTesting
import Typesetting
import Views

extension Snapshotting where Value: ViewController, Format == Bitmap {
    /// The controller's screen on an iPhone 15, upright, at the default text size, light.
    public static var image: Snapshotting { .image(on: .iPhone15) }

    /// The controller's screen in a `Window` on `device`: the screen's size and safe
    /// area, the device's size classes, the full lifecycle (`viewDidLoad`, appearance,
    /// `viewWillLayoutSubviews`, …) run as on a device, then drawn at `scale`.
    ///
    /// The controller is taken out of the window afterwards, so one controller may be
    /// snapshotted on several devices in turn.
    ///
    /// - Parameters:
    ///   - device: A preset (`.iPhoneSE`, `.iPhone15`, `.iPhone15ProMax`, `.iPadPro11`) or `.custom(…)`.
    ///   - orientation: How the device is held (the device's own orientation when nil).
    ///   - category: The Dynamic Type size (else the traits').
    ///   - style: Light or dark (else the traits').
    ///   - scale: Pixels per point (2 by default, whatever the device's).
    ///   - traits: Content size category, appearance, layout direction; size classes that
    ///     are not unspecified override the device's.
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match, 1 − ΔE/100 (1: equal).
    public static func image(on device: Device, orientation: DeviceOrientation? = nil,
                             category: ContentSizeCategory? = nil, style: UserInterfaceStyle? = nil,
                             scale: CGFloat = 2, traits: TraitCollection = TraitCollection(),
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting
    {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: Double(scale))) { controller in
            let screen = ScreenSetup(device: device, orientation: orientation, category: category, style: style, traits: traits)
            return screen.show(controller) { window in Snapshotting<Views.View, Bitmap>.render(window.view, scale: scale) }
        }
    }
}

/// A window on a device with the traits a snapshot asks for, showing a controller.
struct ScreenSetup {
    var device: Device
    var orientation: DeviceOrientation?
    var category: ContentSizeCategory?
    var style: UserInterfaceStyle?
    var traits: TraitCollection

    /// Shows `controller` in a new window, runs `body` on the laid-out window, then takes
    /// the controller out again (its view leaves the window; it hears the disappearance).
    func show<R>(_ controller: ViewController, _ body: (Window) -> R) -> R {
        let window = Window(device: device, orientation: orientation ?? device.orientation)
        window.preferredContentSizeCategory = category ?? traits.preferredContentSizeCategory
        window.userInterfaceStyle = style ?? traits.userInterfaceStyle
        window.layoutDirection = traits.layoutDirection
        window.rootViewController = controller
        window.makeKeyAndVisible()
        if let rootView = controller.viewIfLoaded,
           traits.horizontalSizeClass != .unspecified || traits.verticalSizeClass != .unspecified
        {
            var overrides = rootView.traitOverrides
            if traits.horizontalSizeClass != .unspecified { overrides.horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { overrides.verticalSizeClass = traits.verticalSizeClass }
            rootView.traitOverrides = overrides
        }
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        return body(window)
    }
}
