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

/// A control that runs an action when tapped (`Button`): laid out as its label, in
/// the accent colour unless the label sets its own. (Nothing taps in this headless
/// module; ``trigger()`` runs the action for tests.)
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// A button showing `label`; `action` is kept but never called (nothing is tapped here).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// Runs the button's action.
    public func trigger() { action() }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        var inner = context
        if inner.environment.foregroundColor == nil { inner.environment.foregroundColor = .accentColor }
        Declarative.appendNodes(label, to: &list, in: inner)
    }
}

/// A switch with a label (`Toggle`): the label leading, the 51 × 31 switch
/// trailing, as wide as offered (iOS's default toggle style).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle showing `label` beside a switch that shows `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let row = HStack {
            label
            Spacer()
            _Switch(isOn: isOn.wrappedValue)
        }
        Declarative.appendNodes(row, to: &list, in: context)
    }
}

/// The switch of a ``Toggle``: 51 × 31 points, as `UISwitch`.
struct _Switch: View, PrimitiveView {
    let isOn: Bool
    var body: Never { primitiveBody(Self.self) }

    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(SwitchNode(isOn: isOn, tint: Graphics.Color.systemGreen))
    }
}

final class SwitchNode: Node {
    let isOn: Bool
    let tint: Graphics.Color

    init(isOn: Bool, tint: Graphics.Color) {
        self.isOn = isOn
        self.tint = tint
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize { CGSize(width: 51, height: 31) }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        elements.append(ResolvedElement(frame: rect, content: .toggle(isOn: isOn, tint: tint)))
    }
}
