import Demos
import Testing
import UIKitCompat

/// Seed 004's `StringDrawer` with UIKit's names, as the article writes it, except
/// `draw(_:)`: drawing belongs to the renderer (see the README's exceptions).
class StringDrawer: UIView {
    @NSCopying var attributedText = NSAttributedString() {
        didSet {
            self.invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: CGSize {
        let measuredSize = self.attributedText.boundingRect(
            with: CGSize(width: self.bounds.width, height: 10000),
            options: [.truncatesLastVisibleLine, .usesLineFragmentOrigin],
            context: nil).size
        return CGSize(width: UIView.noIntrinsicMetric, height: measuredSize.height.rounded(.up) + 5)
    }
}

/// A content view with a string drawer pinned to its margins, as the article's cell has.
func drawerCell(_ drawer: UIView) -> UIView {
    let contentView = UIView()
    drawer.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(drawer)
    NSLayoutConstraint.activate([
        drawer.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        drawer.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        drawer.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        drawer.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
    return contentView
}

let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

@Suite struct StringDrawerTests {
    /// The UIKit-named drawer sizes its cell as the Views one does, on the first fit.
    @Test(arguments: [CGFloat(320), 375, 414, 1024])
    func sameHeightsAsTheViewsStringDrawer(width: CGFloat) {
        let font = UIFont.systemFont(ofSize: 17)
        let uikit = StringDrawer()
        uikit.attributedText = NSAttributedString(string: lorem, attributes: [.font: font])
        let views = Demos.StringDrawer()
        views.attributedText = AttributedText(lorem, font: font)
        let sizes = [drawerCell(uikit), drawerCell(views)].map {
            $0.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(sizes[0] == sizes[1])
        // The drawer's height is its text's at the drawer's width (the margins take 16), plus 5.
        let text = TextLayout(AttributedText(lorem, font: font), width: Double(width - 16))
        let textHeight = text.lines.last!.y + text.lines.last!.height
        #expect(sizes[0].height == CGFloat(textHeight).rounded(.up) + 5 + 16)
    }

    @Test func boundingRectFollowsTheOptions() {
        let font = UIFont.systemFont(ofSize: 17)
        let string = NSAttributedString(string: lorem, attributes: [.font: font])
        let wrapped = string.boundingRect(with: CGSize(width: 200, height: 10000), options: .usesLineFragmentOrigin, context: nil)
        let layout = TextLayout(AttributedText(lorem, font: font), width: 200)
        #expect(wrapped.origin == .zero)
        #expect(abs(Double(wrapped.height) - (layout.lines.last!.y + layout.lines.last!.height)) < 1e-9)
        #expect(wrapped.width <= 200 && layout.lineCount > 2)
        // Without line fragments: one line, measured from its baseline.
        let single = string.boundingRect(with: CGSize(width: 200, height: 10000), options: [], context: nil)
        #expect(single.width > 200 && single.origin.y < 0)
        #expect(abs(Double(single.height) - layout.lines[0].height) < 1e-9)
        // Truncating to the height keeps the lines that fit.
        let context = NSStringDrawingContext()
        let cut = string.boundingRect(with: CGSize(width: 200, height: layout.lines[1].y + layout.lines[1].height),
                                      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: context)
        #expect(abs(Double(cut.height) - (layout.lines[1].y + layout.lines[1].height)) < 1e-9)
        #expect(context.totalBounds == cut)
        #expect(NSAttributedString().boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                                  context: nil) == .zero)
    }

    @Test func attributesReachTheTextEngine() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byCharWrapping
        style.lineSpacing = 4
        let text = NSMutableAttributedString(string: "Hello ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style, .kern: 1.5,
        ])
        text.append(NSAttributedString(string: "world", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let converted = text.attributedText
        #expect(converted.string == "Hello world")
        #expect(converted.runs.count == 2)
        #expect(converted.runs[0].attributes == TextAttributes(font: .boldSystemFont(ofSize: 20),
                                                               foregroundColor: RGBA(red: 1, green: 0, blue: 0), kern: 1.5))
        #expect(converted.runs[1].range == 6..<11 && converted.runs[1].attributes.font.pointSize == 12)
        #expect(converted.paragraphStyle == ParagraphStyle(alignment: .center, lineBreakMode: .byCharWrapping, lineSpacing: 4))
        let copy = style.copy() as! NSParagraphStyle
        style.alignment = .right
        #expect(copy.alignment == .center && NSParagraphStyle.default.alignment == .natural)
    }
}
