import Foundation
import Graphics

/// A value owned elsewhere, read and written through closures (`Binding`).
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set` (`Binding(get:set:)`).
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
