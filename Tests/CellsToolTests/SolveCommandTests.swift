import Foundation
import Testing
@testable import CellsTool

/// The `cells solve` contract: input and output shapes other tools read.
@Suite struct SolveCommandTests {
    @Test func solvesTheIssueExample() {
        let input = #"{"constraints":[{"terms":{"x":1,"y":-2},"constant":-10,"op":">=","priority":1000},"# +
            #"{"terms":{"y":1},"constant":-3,"op":"==","priority":500},{"terms":{"x":1},"constant":0,"op":"==","priority":250}],"# +
            #""edits":[{"variable":"w","priority":999,"value":375}]}"#
        let (output, failure) = ConstraintSystem.run(input)
        #expect(failure == nil)
        #expect(output == #"{"values":{"x":16,"y":3,"w":375}}"#)
    }

    @Test func solvesTheSharedCellSystem() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../bench/cell-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let (output, failure) = ConstraintSystem.run(text)
        #expect(failure == nil)
        let values = try JSON.parse(output)["values"]
        #expect(values?["content.h"] == .number(398.9375))
        #expect(values?["media.h"] == .number(192.9375))
        #expect(values?["title.w"] == .number(120))
    }

    @Test func unsatisfiableListsTheConflictingIndices() {
        let input = #"{"constraints":[{"terms":{"x":1},"constant":-10,"op":">=","priority":1000},"# +
            #"{"terms":{"y":1},"constant":0,"op":"==","priority":1000},"# +
            #"{"terms":{"x":1},"constant":-5,"op":"<=","priority":1000}]}"#
        let (output, failure) = ConstraintSystem.run(input)
        #expect(failure != nil)
        #expect(output.hasPrefix(#"{"error":{"kind":"unsatisfiable","constraints":[0,2],"message":"constraints[2]: "#))
    }

    @Test func everyErrorKind() {
        let cases: [(String, String)] = [
            (#"{"constraints":[],"edits":[{"variable":"w","priority":500,"value":1},{"variable":"w","priority":500,"value":2}]}"#,
             #""kind":"duplicateEditVariable","variable":"w""#),
            (#"{"constraints":[],"edits":[{"variable":"w","priority":1000,"value":1}]}"#,
             #""kind":"requiredEditVariable","variable":"w""#),
            (#"{"constraints":[{"terms":{"x":1},"constant":0,"op":"==","priority":0}]}"#,
             #""kind":"invalidPriority","at":"constraints[0]""#),
            (#"{"constraints":[{"terms":{"x":1e999},"constant":0,"op":"==","priority":10}]}"#,
             #""kind":"nonFinite","at":"constraints[0]""#),
            (#"{"constraints":[],"edits":[{"variable":"w","priority":500,"value":-1e999}]}"#,
             #""kind":"nonFinite","at":"edits[0]""#),
            (#"{"constraints":[{"terms":{"x":1},"op":"=<"}]}"#,
             #""kind":"malformed","message":"constraints[0].op must be \"<=\", \"==\" or \">=\", not \"=<\"""#),
            (#"{"constraints":[{"terms":{"x":"1"},"op":"=="}]}"#,
             #""message":"constraints[0].terms.x must be a number, not a string""#),
            (#"{"constraints":[{"terms":[],"op":"=="}]}"#, #"constraints[0].terms must be an object"#),
            (#"{"constraint":[]}"#, #"unknown key \"constraint\""#),
            (#"[]"#, #"the input must be an object, not an array"#),
            (#"{"constraints":[}"#, #"invalid JSON at line 1, column 17"#),
        ]
        for (input, expected) in cases {
            let (output, failure) = ConstraintSystem.run(input)
            #expect(failure != nil, "\(input)")
            #expect(output.hasPrefix(#"{"error":{"#), "\(input)")
            #expect(output.contains(expected), "\(input) → \(output)")
            #expect(!output.contains("\n"))
        }
    }

    @Test func defaultsAndVariableOrder() {
        // A missing constant is 0, a missing priority is required; values come in order of mention.
        let (output, _) = ConstraintSystem.run(#"{"constraints":[{"terms":{"b":1,"a":-1},"op":"=="},{"terms":{"a":1},"constant":-2,"op":"=="}]}"#)
        #expect(output == #"{"values":{"b":2,"a":2}}"#)
    }
}
