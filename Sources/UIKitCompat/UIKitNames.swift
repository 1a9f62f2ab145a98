// UIKit's names for the view layer, so that code written against UIKit compiles
// with only its `import UIKit` changed to `import UIKitCompat`.
@_exported import Foundation
@_exported import Typesetting
@_exported import Views

public typealias UIView = View
public typealias UILabel = Label
public typealias UIStackView = StackView
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UITextView = TextView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutPriority = LayoutPriority
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias UIColor = Color
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode

extension Font {
    public typealias TextStyle = Typesetting.TextStyle
}

extension LayoutConstraint {
    public typealias Axis = LayoutConstraintAxis
    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation
}

extension View {
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
        public var pointSize: CGFloat

        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(textStyle: Font.TextStyle) { pointSize = CGFloat(textStyle.pointSize()) }
    }

    /// A system symbol (`UIImage(systemName:withConfiguration:)`), drawn by the
    /// renderer; nil for an empty name.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !systemName.isEmpty else { return nil }
        self.init(systemName: systemName, pointSize: configuration?.pointSize ?? 17)
    }
}
