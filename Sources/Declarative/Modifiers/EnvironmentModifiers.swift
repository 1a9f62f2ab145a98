import Foundation

/// Sets one environment value for a subtree.
public struct _EnvironmentKeyWritingModifier<Value: Sendable>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    let value: Value

    func transformEnvironment(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension View {
    /// Sets an environment value (`\.sizeCategory`, `\.layoutDirection`, `\.font`, …) for this view's subtree.
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V)
        -> some View
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// The default font of text in this subtree.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// The colour of text and unfilled shapes in this subtree.
    public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
    /// The colour of text and unfilled shapes in this subtree (iOS 15's name).
    public func foregroundStyle(_ color: Color) -> some View { environment(\.foregroundColor, color) }
    /// The maximum number of lines of text in this subtree; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max(1, $0) }) }
    /// How lines of multi-line text are aligned in this subtree.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// The text size of this subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}
