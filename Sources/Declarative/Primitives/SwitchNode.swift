import Foundation
import Graphics

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
