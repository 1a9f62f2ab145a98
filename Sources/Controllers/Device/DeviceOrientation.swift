import Foundation

/// How the device is held (`UIDeviceOrientation`).
///
/// Only the four upright orientations turn the interface; face up, face down and
/// unknown leave it as it was, as on iOS.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case unknown
    case portrait
    case portraitUpsideDown
    /// The home button (or the bottom edge) on the right.
    case landscapeLeft
    /// The home button (or the bottom edge) on the left.
    case landscapeRight
    case faceUp
    case faceDown

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface turns to this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: String, Hashable, Sendable {
    case unspecified, phone, pad
}
