import Foundation
import Graphics

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
