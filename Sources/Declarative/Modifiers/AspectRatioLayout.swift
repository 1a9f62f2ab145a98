import Foundation

/// Scales the proposal to an aspect ratio (width / height) before the child sees it.
///
/// With both dimensions proposed and finite, `.fit` proposes the largest size of
/// that ratio inside the proposal and `.fill` the smallest containing it; with
/// one, the other follows from the ratio; with neither, the child's ideal width
/// and the height that ratio gives. The ratio nil means the child's ideal ratio.
/// The modifier takes the size the child chooses.
public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier, Sendable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var ratio = aspectRatio
        if let value = ratio, !(value.isFinite && value > 0) {
            context.diagnostics.report("aspectRatio(\(value)): the ratio must be positive and finite; the view's own ratio used")
            ratio = nil
        }
        return AspectRatioNode(node, ratio: ratio, contentMode: contentMode)
    }
}
