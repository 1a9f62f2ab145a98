import ArgumentParser
import Foundation

/// The `cells` command: the product's tools, one subcommand each.
public struct CellsCommand: ParsableCommand {
    /// The subcommands this library holds; the `cells` executable adds `preview`.
    public static let subcommands: [ParsableCommand.Type] = [
        SolveCommand.self, TextCommand.self, FitCommand.self, ExplainCommand.self, ScrollCommand.self, HeightsCommand.self,
        RenderCommand.self, DemosCommand.self, DevicesCommand.self, DemoCommand.self,
    ]

    /// What `cells --help` says first.
    public static let abstract = "Self-sizing table-view cells on Linux: solve, measure and render layouts."

    public static let configuration = CommandConfiguration(commandName: "cells", abstract: abstract, subcommands: subcommands)

    public init() {}
}

/// A failure a command reports as one line on stderr, with exit status 1.
package struct ToolError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

extension CellsCommand {
    /// Runs the command line and exits: 0 on success (and for `--help`), and on any
    /// failure, usage errors included, one line `Error: …` on stderr and status 1, so
    /// that other tools can rely on both.
    public static func runFromCommandLine(_ arguments: [String]? = nil) -> Never {
        runFromCommandLine(CellsCommand.self, arguments)
    }

    /// Runs the command line of `root` (a command whose subcommands include these) with
    /// the same contract: 0 on success, one line `Error: …` and status 1 on failure.
    public static func runFromCommandLine<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]? = nil) -> Never {
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            // The command reported its failure itself (`cells solve` prints JSON).
            Foundation.exit(code.rawValue)
        } catch {
            if root.exitCode(for: error) == .success { root.exit(withError: error) }   // --help
            let message = root.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(1)
        }
    }
}
