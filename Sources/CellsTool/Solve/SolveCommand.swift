import ArgumentParser
import Foundation

/// `cells solve [FILE]`: solves a constraint system given as JSON.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system given as JSON and print the values as JSON.",
        discussion: """
        Input (FILE, or standard input when omitted):
          {"constraints":[{"terms":{"x":1,"y":-2},"constant":-10,"op":">=","priority":1000}],
           "edits":[{"variable":"w","priority":999,"value":375}]}
        Each constraint means  Σ terms + constant  (<=, == or >=)  0; priority 1000 is required.
        Output: {"values":{"x":…,"y":…}}. On error the exit status is 1 and the output is
        {"error":{"kind":"unsatisfiable","constraints":[indices],…}} (or another kind);
        "reason":"precision" is added when the constraints are feasible but their solution
        needs more precision than a Double has. "kind":"tooDense" names the constraint that
        would grow the solver's rows past their budget (constraints on the variables of a
        chain of thousands of links, added after the chain; add them before it).
        """
    )

    @Argument(help: "A JSON file; standard input when omitted.")
    var file: String?

    func run() throws {
        let text: String
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ToolError("cannot read \(file)")
            }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let (output, failure) = ConstraintSystem.run(text)
        print(output)
        if let failure {
            let line = failure.message.split(separator: "\n").first.map(String.init) ?? ""
            FileHandle.standardError.write(Data("cells solve: \(line)\n".utf8))
            throw ExitCode(1)
        }
    }
}
