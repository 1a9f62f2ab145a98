import Foundation
import Graphics

final class GroupEffectNode: WrapperNode {
    let effect: _GroupEffect.Effect

    init(_ child: Node, effect: _GroupEffect.Effect) {
        self.effect = effect
        super.init(child)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        var children: [ResolvedElement] = []
        child.place(in: rect, proposal: proposal, pass, into: &children)
        switch effect {
        case .hidden:
            return
        case .opacity(let opacity):
            elements.append(ResolvedElement(frame: rect, content: .group(clips: false, cornerRadius: 0), opacity: opacity,
                                            children: children))
        case .clip(let radius):
            elements.append(ResolvedElement(frame: rect, content: .group(clips: true, cornerRadius: radius), children: children))
        }
    }
}
