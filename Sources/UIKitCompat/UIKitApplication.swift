// App-wide state UIKit code reads: the screen and the user's text size.
import Foundation
import Synchronization
import Views

/// The screen of the current device (`UIScreen`): `UIScreen.main.bounds` and
/// `scale` answer from the `Device` of the window running the code (an iPhone 15
/// upright when there is none), in its current orientation.
public final class UIScreen: Sendable {
    /// The screen the app runs on (`UIScreen.main`).
    public static let main = UIScreen()

    private init() {}

    /// The screen's rectangle in points, at the origin (`bounds`).
    public var bounds: CGRect { CGRect(origin: .zero, size: UIDevice.current.screenSize) }
    /// Pixels per point (`scale`).
    public var scale: CGFloat { UIDevice.current.scale }
    /// Pixels per point of the panel (`nativeScale`): the same as ``scale`` here.
    public var nativeScale: CGFloat { scale }
    /// The screen's traits: its size classes, scale and the app's text size (`traitCollection`).
    public var traitCollection: UITraitCollection {
        let device = UIDevice.current
        return UITraitCollection(horizontalSizeClass: device.sizeClasses.horizontal,
                                 verticalSizeClass: device.sizeClasses.vertical,
                                 preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory,
                                 displayScale: device.scale)
    }
}

/// The app (`UIApplication`): what UIKit code reads of it, the user's text size.
public final class UIApplication: Sendable {
    /// The one app (`UIApplication.shared`).
    public static let shared = UIApplication()

    private init() {}

    private let category = Mutex(ContentSizeCategory.large)
    /// Overrides for the running task: tests that change the text size do so
    /// without touching tests running beside them.
    @TaskLocal static var taskCategory: CategoryBox?

    /// A text size held for one task (see ``withPreferredContentSizeCategory(_:_:)``).
    final class CategoryBox: Sendable {
        let value: Mutex<ContentSizeCategory>
        init(_ value: ContentSizeCategory) { self.value = Mutex(value) }
    }

    /// The user's text size (`preferredContentSizeCategory`; `.large` at first).
    /// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics`' `scaledFont(for:)`
    /// and `scaledValue(for:)` follow it when given no trait collection, as on iOS.
    ///
    /// Read-only on iOS, where the user sets it in Settings; settable here, to try
    /// code at other sizes. Views follow their own trait collection (set by a
    /// window from its device), not this value.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { UIApplication.taskCategory?.value.withLock { $0 } ?? category.withLock { $0 } }
        set {
            if let box = UIApplication.taskCategory { box.value.withLock { $0 = newValue } }
            else { category.withLock { $0 = newValue } }
        }
    }

    /// Runs `body` with the text size `category` for this task and the tasks it
    /// starts: setting ``preferredContentSizeCategory`` inside changes only this
    /// scope's value, so tests running in parallel do not see each other's sizes.
    public func withPreferredContentSizeCategory<T>(_ category: ContentSizeCategory,
                                                    _ body: () throws -> T) rethrows -> T
    {
        try UIApplication.$taskCategory.withValue(CategoryBox(category), operation: body)
    }
}

extension Font {
    /// The system font for a text style at the app's text size
    /// (`UIFont.preferredFont(forTextStyle:)`, following
    /// `UIApplication.shared.preferredContentSizeCategory`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, contentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
    }

    /// The system font with digits meant to line up in columns
    /// (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`). The text engine sets no
    /// OpenType features, so digits keep the system font's own widths.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: Double(size), weight: weight)
    }

    /// A monospaced font (`UIFont.monospacedSystemFont(ofSize:weight:)`): fontconfig's `monospace` family.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(familyName: "monospace", pointSize: Double(size), weight: weight)
    }
}

extension FontMetrics {
    /// `font` scaled for the app's text size (`scaledFont(for:)`).
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, contentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
    }

    /// `font` scaled for the app's text size, no larger than `maximumPointSize`
    /// (`scaledFont(for:maximumPointSize:)`).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        let scaled = scaledFont(for: font)
        return scaled.pointSize > Double(maximumPointSize) ? scaled.withSize(Double(maximumPointSize)) : scaled
    }

    /// `value` scaled for the app's text size (`scaledValue(for:)`).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        CGFloat(scaledValue(for: Double(value), contentSizeCategory: UIApplication.shared.preferredContentSizeCategory))
    }
}
