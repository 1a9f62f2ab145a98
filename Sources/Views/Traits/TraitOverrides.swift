import Foundation
import Graphics
import Typesetting

/// Traits set on a view for itself and its subviews; unset ones are inherited.
public struct TraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: TraitEnvironmentLayoutDirection?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var displayScale: CGFloat?

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
