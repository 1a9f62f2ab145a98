import Declarative
import Demos
import Foundation
import Hosting
import Testing
import Typesetting
import Views

/// HostingView: height for width from the declarative layout, invalidation on
/// change, Dynamic Type from traits, materialized subviews at the resolved frames.
/// Rounds up to the 3× pixel grid, forgiving float noise, as the hosting view and the layout engine round sizes.
func pixelCeil(_ value: CGFloat) -> CGFloat { max(0, (value * 3 - 1e-6).rounded(.up)) / 3 }

@MainActor @Suite struct HostingViewTests {
    static let longContent = "Title Title Title Title Title Title Title Title Title "

    /// Its fitting height at a width is the declarative layout's height at that width.
    @Test(arguments: [320.0, 375, 414])
    func fittingHeightMatchesLayout(width: Double) {
        let view = CellView(content: Self.longContent, numberOfRepetitions: 9)
        let host = HostingView(rootView: view)
        let expected = pixelCeil(view.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil)).height)
        #expect(host.sizeThatFits(CGSize(width: width, height: 0)).height == expected)
        #expect(host.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == expected)
    }

    /// Pinned to a cell's content view with constraints, the content view's fitting
    /// height at a fixed width is the content's height: the engine asks the
    /// hosting view again once it knows its width (height for width).
    @Test(arguments: [320.0, 375, 414])
    func pinnedInAContentView(width: Double) {
        let view = CellView(content: Self.longContent, numberOfRepetitions: 14)
        let (content, host) = Self.pinned(view)
        let expected = pixelCeil(view.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil)).height)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == expected)
        // Laid out at that size, the hosting view fills it and draws its content.
        content.frame = CGRect(x: 0, y: 0, width: width, height: fitted.height)
        content.layoutIfNeeded()
        #expect(host.frame == CGRect(x: 0, y: 0, width: width, height: fitted.height))
        #expect(host.subviews.count == 3)
    }

    static func pinned<V: Declarative.View>(_ view: V, toMargins: Bool = false) -> (Views.View, HostingView<V>) {
        let content = Views.View()
        let host = HostingView(rootView: view)
        host.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(host)
        if toMargins {
            let margins = content.layoutMarginsGuide
            LayoutConstraint.activate([
                host.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                host.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                host.topAnchor.constraint(equalTo: margins.topAnchor),
                host.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        } else {
            LayoutConstraint.activate([
                host.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                host.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                host.topAnchor.constraint(equalTo: content.topAnchor),
                host.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            ])
        }
        return (content, host)
    }

    /// Pinned to the content view's margins (8 on each side by default): the
    /// content is laid out 16 narrower and the cell is 16 taller.
    @Test func pinnedToMargins() {
        let view = ComplicatedCellView(value: 21)
        let (content, _) = Self.pinned(view, toMargins: true)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == pixelCeil(view.sizeThatFits(ProposedViewSize(width: 359, height: nil)).height + 16))
    }

    final class Cell: Views.View {
        var invalidations = 0
        override func fittingSizeDidInvalidate() { invalidations += 1 }
    }

    /// Setting rootView invalidates (a cell hears it) and the next fitting follows the new content.
    @Test func rootViewChangeInvalidates() {
        let cell = Cell()
        let host = HostingView(rootView: CellView(content: "Short", numberOfRepetitions: 1))
        cell.addSubview(host)
        let before = host.sizeThatFits(CGSize(width: 320, height: 0)).height
        let heard = cell.invalidations
        host.rootView = CellView(content: Self.longContent, numberOfRepetitions: 20)
        #expect(cell.invalidations > heard)
        let after = host.sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(after > before)
        #expect(after == pixelCeil(CellView(content: Self.longContent, numberOfRepetitions: 20)
            .sizeThatFits(ProposedViewSize(width: 320, height: nil)).height))
    }

    /// The content size category of the traits reaches the declarative environment.
    @Test func followsContentSizeCategory() {
        let view = CellView(content: Self.longContent, numberOfRepetitions: 5)
        let (content, host) = Self.pinned(view)
        let fit = { content.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height }
        let normal = fit()
        content.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        var large = EnvironmentValues(traits: TraitCollection())
        large.sizeCategory = .accessibilityExtraLarge
        let expected = pixelCeil(ViewGraph(rootView: view, environment: large).sizeThatFits(ProposedViewSize(width: 375, height: nil)).height)
        #expect(fit() == expected)
        #expect(expected > normal)
        #expect(host.environment.sizeCategory == .accessibilityExtraLarge)
    }

    /// The materialized subviews sit at the resolved tree's frames, labels carry the
    /// exact text and line limit, and views are reused when the content changes.
    @Test func materializedSubviewsMatchTheResolvedTree() throws {
        let host = HostingView(rootView: ComplicatedCellView(value: 12))
        let height = host.sizeThatFits(CGSize(width: 375, height: 0)).height
        host.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        host.layoutIfNeeded()
        let tree = try #require(host.resolvedTree)
        func check(_ elements: [ResolvedElement], in parent: Views.View, origin: CGPoint) {
            #expect(parent.subviews.count == elements.count)
            for (element, view) in zip(elements, parent.subviews) {
                let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                #expect(abs(view.frame.minX - frame.minX) < 1e-9 && abs(view.frame.minY - frame.minY) < 1e-9
                    && abs(view.frame.width - frame.width) < 1e-9 && abs(view.frame.height - frame.height) < 1e-9)
                if case .text(let layout, let lines) = element.content {
                    let label = view as? Label
                    #expect(label?.attributedText == layout.text)
                    #expect(label?.numberOfLines == lines)
                    #expect(label?.textLayout(width: view.frame.width)?.size == layout.size)
                }
                if case .shape(_, let fill, let stroke) = element.content {
                    #expect(view.backgroundColor == fill)
                    #expect(view.layer.borderWidth == (stroke?.lineWidth ?? 0))
                }
                check(element.children, in: view, origin: element.frame.origin)
            }
        }
        check(tree.children, in: host, origin: .zero)
        let firstLabel = host.subviews.first { $0 is Label }
        host.rootView = ComplicatedCellView(value: 13)
        host.layoutIfNeeded()
        #expect(host.subviews.first { $0 is Label } === firstLabel)
        #expect((firstLabel as? Label)?.text?.hasSuffix("13") == true)
    }

    /// Content is inset by the safe area by default, or by the layout margins.
    @Test func insets() {
        let view = Rectangle().frame(height: 20)
        let host = HostingView(rootView: view)
        host.safeAreaInsets = Views.EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        #expect(host.sizeThatFits(CGSize(width: 400, height: 0)) == CGSize(width: 400, height: 20))
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
        host.layoutIfNeeded()
        #expect(host.subviews.first?.frame == CGRect(x: 44, y: 0, width: 312, height: 20))
        host.contentInsets = .layoutMargins
        #expect(host.sizeThatFits(CGSize(width: 400, height: 0)) == CGSize(width: 400, height: 36))
    }
}

/// Layout direction and appearance of the traits reach the content.
@MainActor @Suite struct HostingTraitTests {
    @Test func rightToLeftTraitMirrorsContent() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 30, height: 10)
        })
        host.traitOverrides.layoutDirection = .rightToLeft
        host.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        host.layoutIfNeeded()
        #expect(host.environment.layoutDirection == .rightToLeft)
        #expect(host.subviews.map(\.frame) == [CGRect(x: 30, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30, height: 10)])
    }

    @Test func darkAppearanceColoursText() {
        let host = HostingView(rootView: Text("Hi"))
        host.traitOverrides.userInterfaceStyle = .dark
        host.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        host.layoutIfNeeded()
        let label = host.subviews.first as? Label
        #expect(label?.attributedText?.runs[0].attributes.foregroundColor == Views.Color.label.dark)
    }
}
