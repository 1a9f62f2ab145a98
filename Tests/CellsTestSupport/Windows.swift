import Controllers
import Foundation

/// `controller` as the root of a key window on `device`, laid out.
@discardableResult
public func show(_ controller: ViewController, on device: Device, _ orientation: DeviceOrientation = .portrait) -> Window {
    let window = Window(device: device, orientation: orientation)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
