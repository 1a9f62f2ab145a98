import Foundation
import FuzzSupport
import Typesetting
import Views

// A view tree from the bytes (plain views, labels, stack views; constraints between
// any two anchors with any constant, multiplier and priority; hugging and resistance;
// frames of views placed by their frames), fitted at a width and laid out. Oracles:
// - no trap, and the fitting size and every frame after layout are finite;
// - `systemLayoutSizeFitting` gives the same size again after a layout at that
//   size, and the same size for the same tree laid out at the width first
//   (when the layout is fully determined: no ambiguity, nothing broken);
// - then, after the edits a configure method makes (views removed, some let go and
//   deallocated, hidden, shown, moved, arranged and unarranged; texts changed; guides
//   added with constraints and removed; constraints deactivated and activated again,
//   their views gone or not), the same of the
//   edited tree: no trap,
//   finite sizes and frames, the same fitting size again after a layout.

private let texts = ["", "Hi", "Hello, world", "A longer text that wraps onto a second line at most widths.",
                     "שלום עולם", "漢字かな交じり文", "😀 emoji 👩‍👩‍👧", "a\nb\nc", "\u{0}x\u{85}"]
private let constants: [CGFloat] = [0, 0, 8, -8, 16, 100, 0.5, 1e9, -1e12, .nan, .infinity]
private let multipliers: [CGFloat] = [1, 1, 0.5, 2, 0, -1, 1e7, .nan]
private let priorities: [Float] = [1000, 1000, 999, 751, 750, 250, 50, 1, 0, 1001, -5, .nan]
private let widths: [CGFloat] = [320, 375, 0, 1, 50, 1024, 1e9, -1, -2e130, .nan, .infinity]
private let rects: [CGRect] = [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 100, height: 20),
                               CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.nan),
                               CGRect(x: 0, y: -1e300, width: CGFloat.infinity, height: 1),
                               CGRect(x: 0, y: 0, width: -50, height: -50)]

private let xAttributes: [LayoutAttribute] = [.leading, .trailing, .left, .right, .centerX]
private let yAttributes: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
private let dimensions: [LayoutAttribute] = [.width, .height]

/// Builds the tree the bytes describe; the same bytes build the same tree.
private func build(_ input: inout ByteReader) -> (root: View, views: [View], constrained: Bool) {
    let root = View()
    root.translatesAutoresizingMaskIntoConstraints = false
    var views = [root]
    var containers = [root]
    // Whether constraints place anything (else fitting is `sizeThatFits`: the current size, as in UIKit).
    var constrained = false
    func place(_ view: View) {
        let container = input.pick(containers)
        if let stack = container as? StackView, input.byte() % 4 != 0 {
            stack.addArrangedSubview(view)
        } else {
            container.addSubview(view)
        }
        views.append(view)
    }
    for _ in 0..<input.below(12) {
        switch input.below(8) {
        case 0, 1:
            let label = Label()
            label.text = input.pick(texts)
            label.numberOfLines = input.pick([0, 1, 2, 0])
            label.font = .systemFont(ofSize: input.pick([17.0, 13, 30, 0, .nan]))
            label.translatesAutoresizingMaskIntoConstraints = false
            place(label)
        case 2:
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = input.byte() % 4 == 0
            if view.translatesAutoresizingMaskIntoConstraints { view.frame = input.pick(rects) }
            place(view)
            containers.append(view)
        case 3:
            let stack = StackView()
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = input.bool() ? .vertical : .horizontal
            stack.alignment = input.pick([.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline])
            stack.distribution = input.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            stack.spacing = input.pick(constants)
            place(stack)
            containers.append(stack)
        case 4, 5:
            let first = input.pick(views), second = input.pick(views)
            let kind = input.below(3)
            let attributes = kind == 0 ? xAttributes : kind == 1 ? yAttributes : dimensions
            let a = input.pick(attributes)
            let toNothing = kind == 2 && input.bool()
            let constraint = LayoutConstraint(
                item: first, attribute: a, relatedBy: input.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                toItem: toNothing ? nil : second, attribute: toNothing ? .notAnAttribute : input.pick(attributes),
                multiplier: kind == 2 ? input.pick(multipliers) : 1, constant: input.pick(constants),
                priority: LayoutPriority(input.pick(priorities)))
            constraint.isActive = true
            constrained = true
        case 6:
            // Pinned to its superview's edges, as a cell's content is.
            let view = input.pick(views)
            guard let superview = view.superview, !(superview is StackView) else { continue }
            let priority = LayoutPriority(input.pick(priorities))
            let inset = input.pick(constants)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
                view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
                view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -inset),
            ].map { $0.priority = priority; return $0 })
            constrained = true
        default:
            let view = input.pick(views)
            let priority = LayoutPriority(input.pick(priorities))
            let axis: LayoutConstraintAxis = input.bool() ? .horizontal : .vertical
            if input.bool() {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        }
    }
    constrained = constrained || views.dropFirst().contains { !$0.translatesAutoresizingMaskIntoConstraints }
    return (root, views, constrained)
}

/// Edits the first tree as configure code does, from the bytes left after its
/// description; returns what was done, for FUZZ_VERBOSE.
private func edit(_ root: View, _ views: inout [View], _ input: inout ByteReader) -> [String] {
    var done: [String] = []
    var guides: [LayoutGuide] = []
    // Constraints deactivated here, kept as configure code keeps them to activate
    // again later (after their views may have gone).
    var kept: [LayoutConstraint] = []
    for _ in 0..<input.below(10) {
        let view = input.pick(views)
        switch input.below(8) {
        case 0:
            guard view !== root else { continue }
            view.removeFromSuperview()
            // Sometimes let go as well, so that the view and its subtree are deallocated
            // (with whatever constraints and guides name them).
            if input.bool() {
                views.removeAll { $0 === view || $0.isDescendant(of: view) }
                done.append("remove and let go of \(view.debugName)")
            } else {
                done.append("remove \(view.debugName)")
            }
        case 1:
            view.isHidden.toggle()
            done.append("\(view.debugName).isHidden = \(view.isHidden)")
        case 2:
            let target = input.pick(views)
            guard view !== root, !target.isDescendant(of: view) else { continue }
            if let stack = target as? StackView, input.bool() {
                stack.insertArrangedSubview(view, at: input.below(stack.arrangedSubviews.count + 1))
                done.append("arrange \(view.debugName) in \(stack.debugName)")
            } else {
                target.addSubview(view)
                done.append("move \(view.debugName) into \(target.debugName)")
            }
        case 3:
            guard let stack = view.superview as? StackView else {
                // Not arranged: activates the last constraint deactivated instead.
                guard let constraint = kept.popLast() else { continue }
                constraint.isActive = true
                done.append("activate again \(constraint)")
                continue
            }
            stack.removeArrangedSubview(view)
            done.append("unarrange \(view.debugName)")
        case 4:
            let guide = LayoutGuide()
            let other = input.pick(views)
            let constraints = [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: input.pick(constants)),
                               guide.widthAnchor.constraint(equalToConstant: input.pick(constants)),
                               other.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: input.pick(constants))]
            for constraint in constraints { constraint.priority = LayoutPriority(input.pick(priorities)) }
            // Activated before or after the guide has its view (they wait for one).
            if input.bool() {
                LayoutConstraint.activate(constraints)
                view.addLayoutGuide(guide)
            } else {
                view.addLayoutGuide(guide)
                LayoutConstraint.activate(constraints)
            }
            guides.append(guide)
            done.append("guide on \(view.debugName), \(other.debugName) below it")
        case 5:
            guard let guide = guides.popLast(), let owner = guide.owningView else { continue }
            owner.removeLayoutGuide(guide)
            done.append("remove the guide of \(owner.debugName)")
        case 6:
            guard let label = view as? Label else { continue }
            label.text = input.pick(texts)
            done.append("\(label.debugName).text = \(label.text ?? "nil")")
        default:
            let constraints = view.constraints
            guard !constraints.isEmpty else { continue }
            let constraint = constraints[input.below(constraints.count)]
            constraint.isActive = false
            kept.append(constraint)
            done.append("deactivate \(constraint)")
        }
    }
    return done
}

private func checkFinite(_ views: [View], _ step: String) {
    for view in views {
        let f = view.frame
        guard [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite) else {
            oracleFailed("\(step): \(view.debugName) has frame \(f)")
        }
    }
}

private func close(_ a: CGSize, _ b: CGSize) -> Bool {
    func near(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    return near(a.width, b.width) && near(a.height, b.height)
}

/// The tree on standard error (FUZZ_VERBOSE=1): each view with its superview, what
/// the input set on it (a label's text, font size and lines; a stack's arrangement;
/// priorities), then every constraint: enough to write the case as a test.
private func describe(_ root: View, _ views: [View], width: CGFloat) {
    var lines = ["width \(width)"]
    // Names that tell views apart (an identifier changes nothing in layout).
    for (index, view) in views.enumerated() { view.accessibilityIdentifier = "\(type(of: view))\(index)" }
    for view in views {
        var text = (view as? Label).map { " text \($0.text ?? "nil") size \($0.font.pointSize) lines \($0.numberOfLines)" } ?? ""
        if let stack = view as? StackView {
            text += " axis \(stack.axis) alignment \(stack.alignment) distribution \(stack.distribution) spacing \(stack.spacing)"
        }
        if let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) { text += " arranged" }
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            text += " \(axis) hugging \(view.contentHuggingPriority(for: axis).rawValue)"
                + " resistance \(view.contentCompressionResistancePriority(for: axis).rawValue)"
        }
        lines.append("\(view.debugName) in \(view.superview?.debugName ?? "-")\(text) frame \(view.frame)"
                     + " autoresizing \(view.translatesAutoresizingMaskIntoConstraints)")
        for constraint in view.constraints { lines.append("  \(constraint)") }
    }
    FileHandle.standardError.write((lines.joined(separator: "\n") + "\n").data(using: .utf8)!)
}

/// Fits `root` at `width`, lays it out at that size and fits it again. The oracle fails
/// on a size that is not finite and non-negative, a frame that is not finite, or (the
/// layout fully determined) a second fit that differs. Returns the size and whether the
/// layout was determined.
private func fitLayOutAndFitAgain(_ root: View, _ views: [View], at width: CGFloat, constrained: Bool,
                                  _ step: String) -> (CGSize, Bool)
{
    let target = CGSize(width: width, height: 0)
    let fitted = root.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
    guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 else {
        oracleFailed("\(step)fitting at \(width) gave \(fitted)")
    }
    root.frame = CGRect(origin: .zero, size: fitted)
    root.layoutIfNeeded()
    checkFinite(views, "\(step)layout at the fitting size \(fitted)")
    let determined = constrained && root.ambiguityReport().isEmpty && root.layoutDiagnostics.isEmpty
    let again = root.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
    if determined && !close(again, fitted) {
        oracleFailed("\(step)fitting at \(width) gave \(fitted), then \(again) after a layout at that size")
    }
    return (fitted, determined)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViews(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var input = ByteReader(bytes)
    let width = input.pick(widths)
    let (root, built, constrained) = build(&input)
    var views = built
    if getenv("FUZZ_VERBOSE") != nil { describe(root, views, width: width) }
    let target = CGSize(width: width, height: 0)
    let (fitted, determined) = fitLayOutAndFitAgain(root, views, at: width, constrained: constrained, "")

    // The same tree, laid out at the width first.
    var second = ByteReader(bytes)
    _ = second.pick(widths)
    let (other, otherViews, _) = build(&second)
    other.frame = CGRect(x: 0, y: 0, width: fitted.width, height: 500)
    other.layoutIfNeeded()
    checkFinite(otherViews, "layout at \(fitted.width) × 500")
    let otherFitted = other.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
    if determined && other.layoutDiagnostics.isEmpty && !close(otherFitted, fitted) {
        oracleFailed("fitting at \(width) gave \(fitted) fresh, \(otherFitted) after a layout first")
    }

    // The first tree edited, then the same checks.
    let edits = edit(root, &views, &input)
    guard !edits.isEmpty else { return 0 }
    if getenv("FUZZ_VERBOSE") != nil {
        FileHandle.standardError.write((edits.map { "edit: " + $0 }.joined(separator: "\n") + "\n").data(using: .utf8)!)
    }
    _ = fitLayOutAndFitAgain(root, views, at: width, constrained: constrained, "after the edits, ")
    return 0
}

@_cdecl("FuzzViews_main")
public func fuzzViewsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzViews)
}
