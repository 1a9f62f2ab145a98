import CellsTestSupport
import Foundation
import Testing
import Typesetting
@testable import Declarative

/// Helpers shared by the layout tests: expected numbers come from the text engine
/// (for text) and from the rules worked by hand; frames in resolved trees are
/// rounded to the 3× pixel grid, so expectations are rounded the same way.
enum Expect {
    static let scale: CGFloat = 3

    static func px(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

    /// A rectangle with its edges rounded to the pixel grid, as `ViewGraph.resolve` rounds them.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        let x0 = px(x), y0 = px(y), x1 = px(x + width), y1 = px(y + height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A text view's layout at a width, from the text engine directly.
    static func text(_ string: String, font: Declarative.Font = .body, width: CGFloat? = nil, lines: Int = 0,
                     environment: EnvironmentValues = EnvironmentValues()) -> TextLayout
    {
        let attributed = Text(string).font(font).attributedText(in: environment)
        return Paragraph(attributed).layout(width: width.map(Double.init), maximumNumberOfLines: lines, scale: 3)
    }

    static func size(_ layout: TextLayout) -> CGSize { CGSize(width: layout.size.width, height: layout.size.height) }
}

/// The elements a view draws, laid out for a proposal, depth first.
func elements<V: View>(_ view: V, _ proposal: ProposedViewSize,
                       environment: EnvironmentValues = EnvironmentValues()) -> [ResolvedElement]
{
    Array(view.resolve(proposal, environment: environment).flattened.dropFirst())
}
