// UIKit's names for the view layer, so that code written against UIKit compiles
// with only its `import UIKit` changed to `import UIKitCompat`.
@_exported import Foundation
@_exported import Text
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
    public typealias TextStyle = Text.TextStyle
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
