import Foundation
import Graphics

/// The switch of a ``Toggle``: 51 × 31 points, as `UISwitch`.
struct _Switch: View, PrimitiveView {
    let isOn: Bool
    var body: Never { primitiveBody(Self.self) }

    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(SwitchNode(isOn: isOn, tint: Graphics.Color.systemGreen))
    }
}
