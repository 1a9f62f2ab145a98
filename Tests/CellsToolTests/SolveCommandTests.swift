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

/// The input policy and the required-constraint check in `cells solve`.
@Suite struct SolvePolicyTests {
    static func chain(_ n: Int, closed: Bool) -> String {
        var items = [#"{"terms":{"x0":1},"constant":0,"op":"==","priority":1000}"#]
        for i in 0..<(n - 1) {
            items.append(#"{"terms":{"x\#(i + 1)":1,"x\#(i)":-1},"constant":-1,"op":"==","priority":1000}"#)
        }
        if closed { items.append(#"{"terms":{"x\#(n - 1)":1},"constant":0,"op":"==","priority":1000}"#) }
        return #"{"constraints":["# + items.joined(separator: ",") + "]}"
    }

    @Test func anUnsatisfiableTenThousandLinkChainNamesEveryLink() throws {
        let (output, failure) = ConstraintSystem.run(Self.chain(10_000, closed: true))
        #expect(failure != nil)
        let json = try JSON.parse(output)
        #expect(json["error"]?["kind"] == .string("unsatisfiable"))
        guard case let .array(indices)? = json["error"]?["constraints"] else { Issue.record("no indices"); return }
        #expect(indices.count == 10_001)
        #expect(indices.last == .number(10_000))
        #expect(failure?.message.hasPrefix("constraints[10000]: cannot hold together with constraints[0], ") == true)
    }

    /// A chain of required equalities through new variables keeps short rows (20,000
    /// links took 25 s and 8.5 GB, then were refused as too dense).
    @Test func aTwentyThousandLinkChainSolves() throws {
        let (output, failure) = ConstraintSystem.run(Self.chain(20_000, closed: false))
        #expect(failure == nil)
        let values = try JSON.parse(output)["values"]
        guard case let .object(pairs)? = values else { Issue.record("no values"); return }
        #expect(pairs.count == 20_000)
        #expect(values?["x19999"] == .number(19_999))
    }

    /// Past the solver's budget of row entries (sizes added after the chain they feed make
    /// its rows dense), the next constraint is refused, at once, naming it.
    @Test func sizesAfterALongChainAreRefusedAsTooDense() throws {
        var items = [#"{"terms":{"y0":1},"constant":0,"op":"==","priority":1000}"#]
        for i in 0..<3000 {
            items.append(#"{"terms":{"y\#(i + 1)":1,"y\#(i)":-1,"h\#(i)":-1},"constant":-8,"op":"==","priority":1000}"#)
        }
        for i in 0..<3000 { items.append(#"{"terms":{"h\#(i)":1},"constant":-20,"op":">=","priority":750}"#) }
        let (output, failure) = ConstraintSystem.run(#"{"constraints":["# + items.joined(separator: ",") + "]}")
        #expect(failure != nil)
        let json = try JSON.parse(output)
        #expect(json["error"]?["kind"] == .string("tooDense"))
        guard case let .string(at)? = json["error"]?["at"] else { Issue.record("no culprit"); return }
        #expect(at.hasPrefix("constraints[") && Int(at.dropFirst(12).prefix { $0.isNumber })! > 3000)
        #expect(failure?.message.contains("added after the chain") == true)
    }

    @Test func aSatisfiableChainSolves() throws {
        let (output, failure) = ConstraintSystem.run(Self.chain(300, closed: false))
        #expect(failure == nil)
        #expect(try JSON.parse(output)["values"]?["x299"] == .number(299))
    }

    @Test(arguments: [
        (#"{"constraints":[{"terms":{"x":1},"constant":1e308,"op":"==","priority":1000}]}"#,
         "the constant of constraints[0] must be from -1000000000 to 1000000000 points, not 1e+308"),
        (#"{"constraints":[{"terms":{"x":1},"constant":-1e10,"op":">=","priority":1000}]}"#,
         "the constant of constraints[0] must be from -1000000000 to 1000000000 points, not -10000000000"),
        (#"{"constraints":[{"terms":{"x":1e7},"constant":0,"op":"==","priority":1000}]}"#,
         "the coefficient of x in constraints[0] must be from -1000 to 1000, not 10000000"),
        (#"{"constraints":[{"terms":{"w":1},"constant":0,"op":">=","priority":1000}],"edits":[{"variable":"w","priority":999,"value":1e308}]}"#,
         "edits[0]: the value suggested for w must be from -1000000000 to 1000000000 points, not 1e+308"),
    ])
    func numbersOutsideThePolicyAreInvalid(input: String, message: String) throws {
        let (output, failure) = ConstraintSystem.run(input)
        #expect(failure?.message == message)
        let kind = try JSON.parse(output)["error"]?["kind"]
        #expect(kind == .string("invalid"))
    }

    @Test func theLargestNumbersInsideThePolicySolveExactly() throws {
        let input = #"{"constraints":[{"terms":{"x":1},"constant":-1e9,"op":"==","priority":1000},"# +
            #"{"terms":{"y":1e3,"x":-1},"constant":0,"op":">=","priority":1000},"# +
            #"{"terms":{"y":1},"constant":0,"op":"==","priority":10}],"edits":[{"variable":"z","priority":999,"value":-1e9}]}"#
        let (output, failure) = ConstraintSystem.run(input)
        #expect(failure == nil, "\(output)")
        let values = try JSON.parse(output)["values"]
        #expect(values?["x"] == .number(1e9))
        #expect(values?["y"] == .number(1e6))
    }
}
