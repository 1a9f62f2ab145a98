import Foundation
import Graphics

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
