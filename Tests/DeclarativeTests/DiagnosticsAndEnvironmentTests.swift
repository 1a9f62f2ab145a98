import Demos
import Foundation
import Testing
@testable import Declarative

/// Bad input is reported, naming the culprit, and layout goes on.
@Suite struct DiagnosticsTests {
    @Test func invalidFrames() {
        let graph = ViewGraph(rootView: VStack {
            Rectangle().frame(width: -5, height: 10)
            Rectangle().frame(minWidth: 100, maxWidth: 50)
            Rectangle().frame(height: .nan)
        })
        #expect(graph.sizeThatFits(ProposedViewSize(width: 20, height: nil)).width == 100)
        let messages = graph.diagnostics
        #expect(messages.count == 3)
        #expect(messages[0].contains("frame(width: -5.0)"))
        #expect(messages[1].contains("contradictory"))
        #expect(messages[2].contains("nan"))
    }

    @Test func duplicateForEachIDs() {
        let graph = ViewGraph(rootView: VStack {
            ForEach(["a", "b", "a"], id: \.self) { Text($0) }
        })
        #expect(graph.resolve(.unspecified).children.count == 3)
        #expect(graph.diagnostics == ["ForEach: the ID a occurs more than once; views with the same ID are not told apart"])
    }

    @Test func opacityOutOfRange() {
        let graph = ViewGraph(rootView: Rectangle().opacity(2))
        #expect(graph.resolve(.unspecified).children[0].opacity == 1)
        #expect(graph.diagnostics.first?.contains("opacity(2.0)") == true)
    }
}

@Suite struct EnvironmentTests {
    /// Right to left mirrors the layout: the first child of an HStack is on the right.
    @Test func rightToLeftMirrors() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 30, height: 10)
        }
        #expect(elements(view, .unspecified, environment: environment).map(\.frame)
            == [CGRect(x: 30, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30, height: 10)])
    }

    /// A subtree set right to left is mirrored within its own frame; the rest is not.
    @Test func rightToLeftSubtree() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 30, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
            Rectangle().frame(width: 60, height: 10)
        }
        #expect(elements(view, .unspecified).map(\.frame) == [
            CGRect(x: 30, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30, height: 10),
            CGRect(x: 0, y: 10, width: 60, height: 10),
        ])
    }

    @Test func dynamicTypeSizeMapsToCategory() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        #expect(environment.sizeCategory == .accessibilityMedium)
        #expect(DynamicTypeSize(.extraSmall) == .xSmall)
    }

    /// Changing the graph's environment remakes the nodes (new fonts).
    @Test func graphFollowsEnvironment() {
        let graph = ViewGraph(rootView: Text("Hello"))
        let small = graph.sizeThatFits(.unspecified)
        graph.environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(graph.sizeThatFits(.unspecified).height > small.height)
    }
}

/// Views and resolved trees are values that cross threads.
@Suite struct SendableTests {
    @Test func layoutOffTheMainThread() async {
        let view = ComplicatedCellView(value: 9)
        let proposal = ProposedViewSize(width: 320, height: nil)
        let tree: ResolvedElement = await Task.detached { view.resolve(proposal) }.value
        #expect(tree == view.resolve(proposal))
        #expect(tree.frame.size == view.sizeThatFits(proposal).rounded3)
    }
}

extension CGSize {
    /// Edges rounded to the 3× grid from the origin, as resolved frames are.
    fileprivate var rounded3: CGSize { CGSize(width: Expect.px(width), height: Expect.px(height)) }
}
