import Foundation
import Synchronization

extension Device {
    /// The device the code is running on (`UIDevice.current`): its ``orientation`` and
    /// ``userInterfaceIdiom`` answer what seed code asks (`UIDevice.current.orientation.isLandscape`).
    ///
    /// While a window runs its view controllers' code (loading, layout, transitions),
    /// this is that window's device, already in its new orientation during a rotation,
    /// as `UIDevice` turns before `viewWillTransition(to:with:)`. Elsewhere it is the
    /// device of the window made key most recently (an iPhone 15 upright before any).
    /// So windows on different threads (tests run in parallel) each see their own.
    public static var current: Device {
        CurrentDevice.bound ?? CurrentDevice.key.withLock { $0?.device } ?? .iPhone15
    }
}

/// Where ``Device/current`` comes from.
enum CurrentDevice {
    /// The device of the window whose code is running on this task or thread.
    @TaskLocal static var bound: Device?
    /// The device of the key window, and the token of its turn as key.
    static let key = Mutex<(token: Int, device: Device)?>(nil)

    /// Makes `device` the key window's and returns the window's token.
    static func makeKey(_ device: Device) -> Int {
        key.withLock { current in
            let token = (current?.token ?? 0) + 1
            current = (token, device)
            return token
        }
    }

    /// Updates the key window's device if the window holding `token` is still key.
    static func update(_ device: Device, ifKey token: Int?) {
        guard let token else { return }
        key.withLock { current in
            if current?.token == token { current = (token, device) }
        }
    }

    /// Runs `body` with `device` as the current device.
    static func with<T>(_ device: Device, _ body: () throws -> T) rethrows -> T {
        try $bound.withValue(device, operation: body)
    }
}
