import Foundation
import Graphics

/// A root view turned into layout nodes, laid out at any proposal.
///
/// Nodes are made once per root view and environment (setting either remakes
/// them); text keeps its shaped paragraph and its layouts per width across
/// passes, so measuring again, at the same or another width, is cheap. Not
/// thread-safe: use one graph per thread (views as values are the thing to share).
public final class ViewGraph<Content: View> {
    /// The view laid out. Setting it remakes the nodes.
    public var rootView: Content {
        didSet { root = nil }
    }

    /// The environment the root sees. Setting a different one remakes the nodes.
    public var environment: EnvironmentValues {
        didSet { if environment != oldValue { root = nil } }
    }

    private var root: Node?
    private var log = DiagnosticLog()
    private var generation = 0

    /// A graph of `rootView`'s layout nodes in `environment`, kept for laying out again.
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.environment = environment
    }

    /// Reports about bad input met while making the nodes (see <doc:LayoutRules>).
    public var diagnostics: [String] {
        _ = rootNode
        return log.all
    }

    private var rootNode: Node {
        if let root { return root }
        log = DiagnosticLog()
        let node = makeNode(rootView, in: BuildContext(environment: environment, diagnostics: log))
        root = node
        return node
    }

    private func newPass() -> LayoutPass {
        generation &+= 1
        return LayoutPass(generation: generation)
    }

    /// The size the root view takes for `proposal`.
    /// - SeeAlso: ``resolve(_:at:)``
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        rootNode.sizeThatFits(proposal, newPass())
    }

    /// Lays the root view out for `proposal` and places it at `origin`: a group
    /// element whose frame is the root's size and whose children are what it draws,
    /// in root coordinates rounded to the display scale's pixel grid (mirrored when
    /// the layout direction is right to left).
    /// - SeeAlso: ``sizeThatFits(_:)``, ``resolve(in:)``
    public func resolve(_ proposal: ProposedViewSize, at origin: CGPoint = .zero) -> ResolvedElement {
        let node = rootNode
        let pass = newPass()
        let size = node.sizeThatFits(proposal, pass)
        let frame = CGRect(origin: origin, size: size)
        var elements: [ResolvedElement] = []
        node.place(in: frame, proposal: proposal, pass, into: &elements)
        var tree = ResolvedElement(frame: frame, content: .group(clips: false, cornerRadius: 0), children: elements)
        if environment.layoutDirection == .rightToLeft {
            tree = tree.mapFrames { rect in
                CGRect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
            }
        }
        let scale = max(1, environment.displayScale)
        return tree.mapFrames { rect in
            func round(_ value: CGFloat) -> CGFloat { PixelGrid.round(value, scale: scale) }
            let x0 = round(rect.minX), y0 = round(rect.minY), x1 = round(rect.maxX), y1 = round(rect.maxY)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// Lays the root view out in `bounds`: proposed the bounds' size, centred in them
    /// (as a hosting view shows content smaller than itself).
    public func resolve(in bounds: CGRect) -> ResolvedElement {
        let size = sizeThatFits(ProposedViewSize(bounds.size))
        let origin = CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
        return resolve(ProposedViewSize(bounds.size), at: origin)
    }
}

extension View {
    /// The size this view takes for `proposal` in `environment` (a one-off graph).
    public func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> CGSize {
        ViewGraph(rootView: self, environment: environment).sizeThatFits(proposal)
    }

    /// This view laid out for `proposal` in `environment` (a one-off graph).
    public func resolve(_ proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> ResolvedElement {
        ViewGraph(rootView: self, environment: environment).resolve(proposal)
    }
}
