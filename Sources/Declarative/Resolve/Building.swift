import Foundation
import Synchronization

/// A view this module lays out itself rather than through a body.
protocol PrimitiveView {
    /// Appends the layout nodes this view stands for (none, one, or one per child for lists).
    func appendNodes(to list: inout [Node], in context: BuildContext)
}

/// What building nodes needs: the environment at this point of the tree, and where
/// to report bad input.
struct BuildContext {
    var environment: EnvironmentValues
    let diagnostics: DiagnosticLog
}

/// Messages about bad input (negative or non-finite sizes, contradictory frames,
/// duplicate `ForEach` IDs), each naming the culprit. Layout goes on with a
/// documented replacement value; nothing crashes.
final class DiagnosticLog: Sendable {
    private let messages = Mutex<[String]>([])
    func report(_ message: String) { messages.withLock { $0.append(message) } }
    var all: [String] { messages.withLock { $0 } }
}

/// Appends the nodes of any view: a primitive's own, or its body's.
func appendNodes<V: View>(_ view: V, to list: inout [Node], in context: BuildContext) {
    if let primitive = view as? any PrimitiveView {
        primitive.appendNodes(to: &list, in: context)
    } else {
        appendNodes(view.body, to: &list, in: context)
    }
}

/// One node for a view: several become an implicit vertical stack (as a hosting
/// controller shows a `TupleView`), none an empty node.
func makeNode<V: View>(_ view: V, in context: BuildContext) -> Node {
    var nodes: [Node] = []
    appendNodes(view, to: &nodes, in: context)
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    return LayoutNode(layout: VStackLayout(), children: nodes)
}

/// A non-negative number (finite unless `allowsInfinity`), or nil with a diagnostic
/// naming the culprit: bad dimensions are ignored, as SwiftUI ignores them.
func validated(_ value: CGFloat?, allowsInfinity: Bool = false, _ culprit: @autoclosure () -> String,
               _ log: DiagnosticLog) -> CGFloat?
{
    guard let value else { return nil }
    if value.isNaN || value < 0 || (value.isInfinite && !allowsInfinity) {
        log.report("\(culprit()): invalid frame dimension \(value) (negative or non-finite); ignored")
        return nil
    }
    return value
}
