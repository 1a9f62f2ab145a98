import Foundation
import Graphics
import Typesetting

/// Traits set on a view for itself and its subviews; unset ones are inherited.
public struct TraitOverrides: Hashable, Sendable {
    /// The horizontal size class set here, or nil to inherit.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class set here, or nil to inherit.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The text size set here, or nil to inherit.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The layout direction set here, or nil to inherit.
    public var layoutDirection: TraitEnvironmentLayoutDirection?
    /// Light or dark set here, or nil to inherit.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The display scale set here, or nil to inherit.
    public var displayScale: CGFloat?

    /// No overrides: every trait inherited.
    public init() {}

    /// Overrides that set every trait to `traits`' (a window's, or a template cell's
    /// measured away from its table).
    public init(_ traits: TraitCollection) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
    }

    func applied(to base: TraitCollection) -> TraitCollection {
        var traits = base
        if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass }
        if let preferredContentSizeCategory { traits.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { traits.layoutDirection = layoutDirection }
        if let userInterfaceStyle { traits.userInterfaceStyle = userInterfaceStyle }
        if let displayScale { traits.displayScale = displayScale }
        return traits
    }
}
