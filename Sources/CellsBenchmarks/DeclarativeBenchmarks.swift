// The declarative layer's benchmarks, in their own file: this file imports
// Declarative, whose SwiftUI names (`View`, `Text`, `Color`, `Font`) would clash
// with the view layer's in main.swift.
import Declarative
import Foundation
import Demos
import Hosting
import Views

/// Seed 000's `ComplicatedCellView` laid out by proposals, beside the Auto Layout tweet cell.
@MainActor func declarativeScenarios() -> [(String, String, @MainActor () -> String)] {
    let widths: [CGFloat] = [320, 375, 414, 390]
    let graph = ViewGraph(rootView: ComplicatedCellView(value: 17))
    let resolveGraph = ViewGraph(rootView: ComplicatedCellView(value: 17))
    let heights = widths.map { graph.sizeThatFits(ProposedViewSize(width: $0, height: nil)).height }
    let unseen = ViewGraph(rootView: ComplicatedCellView(value: 17))
    // A content view with a hosting view pinned to its edges, as a hosting cell holds it.
    let content = Views.View()
    let host = HostingView(rootView: ComplicatedCellView(value: 17))
    host.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(host)
    LayoutConstraint.activate([
        host.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        host.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        host.topAnchor.constraint(equalTo: content.topAnchor),
        host.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
    nonisolated(unsafe) var step = 0
    return [
        ("(d1) declarative cell height, 4 widths", "warm: sizes memoized per node and proposal",
         { perCall(20_000) { k in Double(graph.sizeThatFits(ProposedViewSize(width: widths[k % 4], height: nil)).height) } }),
        ("(d1′) declarative cell height, new width", "a width never seen: every node measured again",
         { perCall(2_000) { _ in
             step += 1
             return Double(unseen.sizeThatFits(ProposedViewSize(width: 300 + CGFloat(step) * 0.001, height: nil)).height)
         } }),
        ("(d2) declarative cell resolve (size+place)", "the tree a hosting view materializes",
         { perCall(2_000) { k in
             Double(resolveGraph.resolve(in: CGRect(x: 0, y: 0, width: widths[k % 4], height: heights[k % 4])).children.count)
         } }),
        ("(d4) hosted declarative cell fit, 4 widths", "systemLayoutSizeFitting of a pinned HostingView",
         { perCall(2_000) { k in
             Double(content.systemLayoutSizeFitting(CGSize(width: widths[k % 4], height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height)
         } }),
        ("(d3) declarative cell from a new value", "nodes made again; shaped text from the cache",
         { perCall(2_000) { k in
             Double(ViewGraph(rootView: ComplicatedCellView(value: k % 40)).sizeThatFits(
                 ProposedViewSize(width: widths[k % 4], height: nil)).height)
         } }),
    ]
}

@MainActor func declarativeHeights() -> [CGFloat] {
    let graph = ViewGraph(rootView: ComplicatedCellView(value: 17))
    return [320.0, 375, 414].map { graph.sizeThatFits(ProposedViewSize(width: $0, height: nil)).height }
}
