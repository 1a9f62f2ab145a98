import Foundation

/// Space around a view: the proposal shrinks by the insets (unspecified stays
/// unspecified), the size grows by them. Negative insets are allowed (they pull
/// the content out), as in SwiftUI.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier, Sendable {
    let insets: EdgeInsets

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        let bad = [insets.top, insets.leading, insets.bottom, insets.trailing].contains { !$0.isFinite }
        if bad { context.diagnostics.report("padding(\(insets)): insets must be finite; ignored") }
        return PaddingNode(node, insets: bad ? EdgeInsets() : insets)
    }
}
