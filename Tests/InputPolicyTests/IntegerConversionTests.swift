import Foundation
import Testing

/// The rule behind the input policy's last line: no `Double` becomes an integer through
/// `Int(_:)` (which traps on NaN, infinity and out-of-range values) unless it was checked.
///
/// A conversion `Int(…)`, `Int32(…)`, `UInt8(…)` … whose argument looks like a
/// floating-point expression (rounding, a `Double`, a length, a scale) must either use
/// `init(saturating:)` or say on its line, after `// checked:`, why it cannot trap.
@Suite("Integer conversions")
struct IntegerConversionTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// `Int(`, `Int32(`, `UInt8(` … not preceded by a letter, dot or digit.
    static var conversion: Regex<AnyRegexOutput> { try! Regex(#"(^|[^\w.])U?Int(8|16|32|64)?\("#) }
    /// Argument text that suggests a floating-point value.
    static var floatingCue: Regex<AnyRegexOutput> { try! Regex(
        #"rounded|ceil|floor|round\(|sqrt|pow\(|Double|CGFloat|Float|\d\.\d|[Ww]idth\b|[Hh]eight\b|[Ss]cale\b|[Ss]ize\b|contentOffset|[Pp]oints?\b|[Vv]alue\b|\.x\b|\.y\b|min[XY]|max[XY]|speed|fps|precision|\bh\b"#)
    }

    /// Every unchecked conversion of something floating-point-like, as "file:line: text".
    static func uncheckedConversions() throws -> [String] {
        var found: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || line.contains("// checked:") { continue }
                for match in line.matches(of: conversion) {
                    let argument = Self.argument(in: line[match.range.upperBound...])
                    if argument.hasPrefix("saturating:") || argument.hasPrefix("clamping:")
                        || argument.hasPrefix("truncatingIfNeeded:") || argument.hasPrefix("bitPattern:")
                        || argument.hasPrefix("exactly:") { continue }
                    if argument.contains(floatingCue) {
                        let path = url.path.replacingOccurrences(of: sources.deletingLastPathComponent().path + "/", with: "")
                        found.append("\(path):\(number + 1): \(code)")
                    }
                }
            }
        }
        return found.sorted()
    }

    /// The text up to the parenthesis that closes the call.
    static func argument(in rest: Substring) -> Substring {
        var depth = 1
        for index in rest.indices {
            switch rest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return rest[..<index] }
            default: break
            }
        }
        return rest
    }

    @Test func everyConversionOfAFloatingPointValueIsChecked() throws {
        let unchecked = try Self.uncheckedConversions()
        #expect(unchecked.isEmpty, "use init(saturating:) or say why with // checked:\n\(unchecked.joined(separator: "\n"))")
    }

    @Test func theRuleFindsWhatItMustFind() throws {
        let line: Substring = "let n = Int((width * scale).rounded())"
        let match = try #require(line.firstMatch(of: Self.conversion))
        #expect(Self.argument(in: line[match.range.upperBound...]) == "(width * scale).rounded()")
        #expect(Self.argument(in: line[match.range.upperBound...]).contains(Self.floatingCue))
        #expect(!"Int32(index)".contains(Self.floatingCue))
    }
}
