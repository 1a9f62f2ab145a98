import InputPolicy
import Foundation
import Views

/// A device a window runs on, held in an orientation (`UIDevice`, with the screen
/// facts `UIScreen` and the system give a window): the screen's size in points, its
/// scale, and per orientation the safe-area insets and size classes.
///
/// The presets are real devices (``iPhoneSE``, ``iPhone15``, ``iPhone15ProMax``,
/// ``iPadPro11``); ``custom(width:height:scale:)`` makes any other size. A window
/// takes its frame, safe area and traits from its device (``Window``), and
/// ``current`` answers what `UIDevice.current` answers: orientation and idiom.
public struct Device: Hashable, Sendable {
    /// The short name the `cells` tool uses (`iphone-15`).
    public var name: String
    /// The marketing name (`iPhone 15`).
    public var model: String
    /// Phone or pad (`UIDevice.userInterfaceIdiom`).
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// The screen in points, held upright.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// How the device is held now.
    public var orientation: DeviceOrientation
    /// The safe area held upright and on its side (left and right are the same either way).
    public var portraitSafeAreaInsets: EdgeInsets
    /// The safe area on its side (the notch and home indicator on phones).
    public var landscapeSafeAreaInsets: EdgeInsets
    /// Horizontal and vertical size classes held upright and on its side.
    public var portraitSizeClasses: SizeClasses
    /// The size classes on its side.
    public var landscapeSizeClasses: SizeClasses

    /// A horizontal and a vertical size class.
    public struct SizeClasses: Hashable, Sendable {
        /// The horizontal size class.
        public var horizontal: UserInterfaceSizeClass
        /// The vertical size class.
        public var vertical: UserInterfaceSizeClass

        /// Size classes on both axes.
        public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// A device preset of your own: its name for tools, model, idiom, upright size and scale, and safe areas and size classes in both orientations.
    public init(name: String, model: String, idiom: UserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
                portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
                portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
                orientation: DeviceOrientation = .portrait)
    {
        self.name = name
        self.model = model
        self.userInterfaceIdiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.orientation = orientation
    }

    // MARK: In the current orientation

    /// Whether the interface is laid out on its side (the orientation is landscape).
    /// Flat and unknown orientations count as portrait.
    public var isLandscape: Bool { orientation.isLandscape }

    /// The screen in points as the interface sees it now (width and height swap in landscape).
    public var screenSize: CGSize {
        isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area in the current orientation.
    public var safeAreaInsets: EdgeInsets { isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets }
    /// The size classes in the current orientation.
    public var sizeClasses: SizeClasses { isLandscape ? landscapeSizeClasses : portraitSizeClasses }

    /// The same device held another way.
    public func oriented(_ orientation: DeviceOrientation) -> Device {
        var device = self
        device.orientation = orientation
        return device
    }

    /// The same device on its side (`landscapeLeft`).
    public var landscape: Device { oriented(.landscapeLeft) }

    // MARK: Presets

    private static let phonePortrait = SizeClasses(horizontal: .compact, vertical: .regular)
    private static let phoneLandscape = SizeClasses(horizontal: .compact, vertical: .compact)

    /// iPhone SE (3rd generation): 375 × 667 at 2×, a home button, a 20-point status bar upright.
    public static let iPhoneSE = Device(
        name: "iphone-se", model: "iPhone SE (3rd generation)", idiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 20), landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: phonePortrait, landscapeSizeClasses: phoneLandscape)

    /// iPhone 15: 393 × 852 at 3×, the Dynamic Island and a home indicator.
    public static let iPhone15 = Device(
        name: "iphone-15", model: "iPhone 15", idiom: .phone,
        portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitSizeClasses: phonePortrait, landscapeSizeClasses: phoneLandscape)

    /// iPhone 15 Pro Max: 430 × 932 at 3×; a regular width on its side.
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", model: "iPhone 15 Pro Max", idiom: .phone,
        portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitSizeClasses: phonePortrait,
        landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .compact))

    /// iPad Pro 11-inch: 834 × 1194 at 2×, regular in both directions either way up.
    public static let iPadPro11 = Device(
        name: "ipad-pro-11", model: "iPad Pro (11-inch)", idiom: .pad,
        portraitSize: CGSize(width: 834, height: 1194), scale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 24, bottom: 20),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, bottom: 20),
        portraitSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
        landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular))

    /// The presets, smallest first.
    public static let presets: [Device] = [iPhoneSE, iPhone15, iPhone15ProMax, iPadPro11]

    /// The preset with this short name (`iphone-15`), in portrait; nil if there is none.
    public static func named(_ name: String) -> Device? {
        presets.first { $0.name == name.lowercased() }
    }

    /// A screen of any size with no unsafe edges. Its idiom is a pad's when its shorter
    /// side is 768 points or more; size classes follow the width and height it has in
    /// each orientation: a regular width from 768 points, a regular height from 568
    /// (the shortest iPhone held upright).
    public static func custom(width: CGFloat, height: CGFloat, scale: CGFloat = 2) -> Device {
        func classes(_ w: CGFloat, _ h: CGFloat) -> SizeClasses {
            SizeClasses(horizontal: w >= 768 ? .regular : .compact, vertical: h >= 568 ? .regular : .compact)
        }
        return Device(
            name: "custom", model: "\(formatPoints(width)) × \(formatPoints(height)) screen",
            idiom: min(width, height) >= 768 ? .pad : .phone,
            portraitSize: CGSize(width: width, height: height), scale: scale,
            portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
            portraitSizeClasses: classes(width, height), landscapeSizeClasses: classes(height, width))
    }
}

/// A number of points without a needless ".0".
func formatPoints(_ value: CGFloat) -> String {
    NumberText.describe(Double(value))
}
