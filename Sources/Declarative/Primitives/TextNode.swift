import Foundation
import Typesetting
import Graphics

/// Text: shaped once (``Paragraph``), laid out per width and line limit, the
/// layouts kept across passes (a cell measured at a few widths reuses them).
final class TextNode: Node {
    let paragraph: Paragraph
    let lineLimit: Int
    let scale: CGFloat

    private struct Key: Hashable {
        var width: CGFloat?
        var lines: Int
    }

    private var layouts: [Key: TextLayout] = [:]

    init(text: AttributedText, lineLimit: Int, scale: CGFloat) {
        paragraph = Paragraph(text)
        self.lineLimit = lineLimit
        self.scale = scale
    }

    func layout(width: CGFloat?, lines: Int) -> TextLayout {
        let key = Key(width: width, lines: lines)
        if let layout = layouts[key] { return layout }
        if layouts.count >= 256 { layouts.removeAll(keepingCapacity: true) }
        let layout = paragraph.layout(width: width.map(Double.init), maximumNumberOfLines: lines, scale: Double(scale))
        layouts[key] = layout
        return layout
    }

    /// The layout for a proposal: wrapped at the width (unspecified or infinite:
    /// unwrapped), lines limited by `lineLimit` and by how many fit the height (at least one).
    func layout(for proposal: ProposedViewSize) -> (layout: TextLayout, lines: Int) {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let full = layout(width: width, lines: lineLimit)
        guard let height = proposal.height, height.isFinite, Double(height) < full.size.height, full.lineCount > 1 else {
            return (full, lineLimit)
        }
        var fitting = 0
        for line in full.lines where line.y + line.height <= Double(height) + 1e-9 { fitting += 1 }
        let lines = max(1, fitting)
        return (layout(width: width, lines: lines), lines)
    }

    /// Sizes without line records (``Paragraph/size(width:maximumNumberOfLines:scale:)``),
    /// for the many proposals stacks probe with; a layout is made only to place, or
    /// when the proposed height cuts lines.
    private var sizes: [Key: Size] = [:]

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let key = Key(width: width, lines: lineLimit)
        let size: Size
        if let known = sizes[key] {
            size = known
        } else {
            if sizes.count >= 256 { sizes.removeAll(keepingCapacity: true) }
            size = paragraph.size(width: width.map(Double.init), maximumNumberOfLines: lineLimit, scale: Double(scale))
            sizes[key] = size
        }
        if let height = proposal.height, height.isFinite, Double(height) < size.height {
            let cut = layout(for: proposal).layout.size
            return CGSize(width: cut.width, height: cut.height)
        }
        return CGSize(width: size.width, height: size.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        let (layout, lines) = layout(for: proposal)
        elements.append(ResolvedElement(frame: rect, content: .text(layout, maximumNumberOfLines: lines)))
    }

    override func baselines(size: CGSize, proposal: ProposedViewSize, _ pass: LayoutPass) -> (first: CGFloat, last: CGFloat)? {
        let layout = layout(for: proposal).layout
        return (CGFloat(layout.firstBaseline), CGFloat(layout.lastBaseline))
    }
}
