import Foundation
import Views

/// A view tree as text: one line per view, indented by depth, with its type (and
/// accessibility identifier), its frame in its superview, and the text of labels.
///
///     TweetCell (0, 0, 375, 120.5)
///       View #contentView (0, 0, 375, 120)
///         Label #name (16, 11, 120, 20.5) "Ada Lovelace"
enum ViewLayoutText {
    /// The lines for `root` (drawn at its origin) and everything under it.
    static func describe(_ root: View) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var line = String(repeating: "  ", count: depth) + "\(type(of: view))"
            if let identifier = view.accessibilityIdentifier { line += " #\(identifier)" }
            let frame = view === root ? CGRect(origin: .zero, size: view.frame.size) : view.frame
            line += " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
            if view.isHidden { line += " hidden" }
            if let label = view as? Label, let text = label.text { line += " \(quoted(text))" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A coordinate to 1/100 point, without trailing zeros ("120.5", "16", "-0.25").
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = (Double(value) * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Text on one line, quoted, with line breaks and quotes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
