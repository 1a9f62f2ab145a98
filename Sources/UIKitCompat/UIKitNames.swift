// UIKit's names for the view layer, so that code written against UIKit compiles
// with only its `import UIKit` changed to `import UIKitCompat`.
@_exported import Foundation
@_exported import Typesetting
@_exported import Views

/// UIKit's `UIView`: `View` here.
public typealias UIView = View
/// UIKit's `UILabel`: `Label` here.
public typealias UILabel = Label
/// UIKit's `UIStackView`: `StackView` here.
public typealias UIStackView = StackView
/// UIKit's `UIImageView`: `ImageView` here.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: `Image` here.
public typealias UIImage = Image
/// UIKit's `UIButton`: `Button` here.
public typealias UIButton = Button
/// UIKit's `UISwitch`: `Switch` here.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: `Slider` here.
public typealias UISlider = Slider
/// UIKit's `UITextView`: `TextView` here.
public typealias UITextView = TextView
/// UIKit's `UIActivityIndicatorView`: `ActivityIndicatorView` here.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UILayoutGuide`: `LayoutGuide` here.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutConstraint`: `LayoutConstraint` here.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutXAxisAnchor`: `LayoutXAxisAnchor` here.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: `LayoutYAxisAnchor` here.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: `LayoutDimension` here.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: `LayoutPriority` here.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIFont`: `Font` here.
public typealias UIFont = Font
/// UIKit's `UIFontMetrics`: `FontMetrics` here.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `UIColor`: `Color` here.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`: `EdgeInsets` here.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets` here.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UITraitCollection`: `TraitCollection` here.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`: `UserInterfaceSizeClass` here.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceStyle`: `UserInterfaceStyle` here.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIContentSizeCategory`: `ContentSizeCategory` here.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `NSTextAlignment`: `TextAlignment` here.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: `LineBreakMode` here.
public typealias NSLineBreakMode = LineBreakMode

extension Font {
    /// UIKit's `TextStyle`: `Typesetting.TextStyle` here.
    public typealias TextStyle = Typesetting.TextStyle
}

extension LayoutConstraint {
    /// UIKit's `Axis`: `LayoutConstraintAxis` here.
    public typealias Axis = LayoutConstraintAxis
    /// UIKit's `Attribute`: `LayoutAttribute` here.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `Relation`: `LayoutRelation` here.
    public typealias Relation = LayoutRelation
}

extension View {
    /// UIKit's `ContentMode`: `Views.ContentMode` here.
    public typealias ContentMode = Views.ContentMode
}

extension LayoutPriority {
    /// `UILayoutPriority(rawValue:)` exists already; UIKit also spells 1000 so.
    public static let requiredPriority = LayoutPriority.required
}

extension Image {
    /// How a system symbol is sized (`UIImage.SymbolConfiguration`): a point size,
    /// or a text style's size at the default content size category.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The symbol's size in points.
        public var pointSize: CGFloat

        /// A configuration at `pointSize` (`UIImage.SymbolConfiguration(pointSize:)`).
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        /// A configuration at a text style's default size (`UIImage.SymbolConfiguration(textStyle:)`).
        public init(textStyle: Font.TextStyle) { pointSize = CGFloat(textStyle.pointSize()) }
    }

    /// A system symbol at 17 points (`UIImage(systemName:)`), failable as UIKit's, so
    /// that `if let` and `?.` on it compile; nil for an empty name. (SF Symbols'
    /// catalog is not here, so other names make an image; the renderer draws the
    /// symbols it knows and a placeholder, with a diagnostic, for the rest.)
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(systemName: systemName, pointSize: 17)
    }

    /// A system symbol (`UIImage(systemName:withConfiguration:)`), drawn by the
    /// renderer; nil for an empty name.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !systemName.isEmpty else { return nil }
        self.init(systemName: systemName, pointSize: configuration?.pointSize ?? 17)
    }
}
