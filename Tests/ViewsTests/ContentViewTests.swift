import Foundation
import Testing
import Typesetting
@testable import Views

@Suite struct ContentViewTests {
    @Test func intrinsicSizesOfControls() {
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(Switch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(View().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(View().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(Slider().intrinsicContentSize.height == 31)
        #expect(Slider().intrinsicContentSize.width == View.noIntrinsicMetric)
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize.width == 37)
        let image = ImageView(image: Image(pixelSize: CGSize(width: 96, height: 96), scale: 2))
        #expect(image.intrinsicContentSize == CGSize(width: 48, height: 48))
        #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
        let button = Button()
        button.setTitle("Follow", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    }

    /// Seed 002's full-height text view: height = text at (width − 10) + 16.
    @Test func textViewFitsItsText() {
        let textView = TextView()
        textView.text = "A chat message long enough to wrap onto a second and maybe a third line in a narrow bubble."
        let content = View()
        textView.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            textView.topAnchor.constraint(equalTo: content.topAnchor),
            textView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 240, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let text = TextLayout(AttributedText(textView.text, font: .systemFont(ofSize: 17)), width: 230, scale: 3)
        #expect(abs(size.height - (CGFloat(text.size.height) + 16)) < 1e-9)
        #expect(text.lineCount >= 2)
    }

    @Test func coloursResolveByAppearance() {
        let view = View()
        #expect(Color.label.resolvedColor(with: view.traitCollection) == RGBA(red: 0, green: 0, blue: 0))
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(Color.systemBackground.resolvedColor(with: view.traitCollection) == RGBA(red: 0, green: 0, blue: 0))
        #expect(Color.red.resolvedColor(with: view.traitCollection) == RGBA(red: 1, green: 0, blue: 0))
        view.layer.cornerRadius = 8
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }

    @Test func ambiguityIsReported() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(root.ambiguityReport() == ["box: y not determined"])
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(root.ambiguityReport().isEmpty)
        #expect(box.frame.minY == 5)
    }

    /// A layout the solver cannot probe (required constraints 2·10⁹ apart, stack
    /// spacings of 10⁹ and -10¹²: values past the input policy's lengths) is checked
    /// until the first probe the solver refuses, which is reported once: each further
    /// probe would rebuild the system only to be refused alike. (The tree is FuzzViews'
    /// input `ambiguity-probes-refused-by-the-solver-0ab25347`, whose
    /// 16 refused probes took 0.4 s.)
    @Test func ambiguityCheckStopsAtTheFirstProbeTheSolverRefuses() {
        let root = View()
        root.translatesAutoresizingMaskIntoConstraints = false
        let stack = StackView()
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.alignment = .lastBaseline
        stack.distribution = .equalSpacing
        stack.spacing = 1e9
        root.addSubview(stack)
        let tiny = Label()
        tiny.text = "😀 emoji 👩‍👩‍👧"
        tiny.font = .systemFont(ofSize: 0)
        tiny.numberOfLines = 0
        tiny.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        stack.addArrangedSubview(tiny)
        let empty = Label()
        empty.text = ""
        empty.font = .systemFont(ofSize: 30)
        empty.numberOfLines = 0
        empty.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(empty)
        let inner = StackView()
        inner.distribution = .fillEqually
        inner.spacing = -1e12
        stack.addArrangedSubview(inner)
        let label = Label()
        label.text = "😀 emoji 👩‍👩‍👧"
        label.font = .systemFont(ofSize: 30)
        inner.addArrangedSubview(label)
        let trailing = empty.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: 0.5)
        trailing.priority = LayoutPriority(50)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            LayoutConstraint(item: stack, attribute: .right, relatedBy: .lessThanOrEqual, toItem: root, attribute: .left,
                             constant: .nan),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1e9),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1e9),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 1e9),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -1e9),
            trailing,
        ])
        let fitted = root.systemLayoutSizeFitting(CGSize(width: -1, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        root.frame = CGRect(origin: .zero, size: fitted)
        let report = root.ambiguityReport()
        #expect(report.last?.hasSuffix("ambiguity not checked (the solver cannot hold this layout's values precisely)") == true)
        #expect(root.layoutDiagnostics.filter { $0.hasPrefix("Ambiguity check failed") }.count == 1)
    }
}
