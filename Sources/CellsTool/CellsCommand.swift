import ArgumentParser
import Foundation

/// The `cells` command: the product's tools, one subcommand each.
public struct CellsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cells",
        abstract: "Self-sizing table-view cells on Linux: solve, measure and render layouts.",
        subcommands: [SolveCommand.self, TextCommand.self, FitCommand.self, ExplainCommand.self, ScrollCommand.self, HeightsCommand.self,
                      RenderCommand.self, DemosCommand.self, DevicesCommand.self, DemoCommand.self]
    )

    public init() {}
}

/// A failure a command reports as one line on stderr, with exit status 1.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension CellsCommand {
    /// Runs the command line and exits: 0 on success (and for `--help`), and on any
    /// failure, usage errors included, one line `Error: …` on stderr and status 1, so
    /// that other tools can rely on both.
    public static func runFromCommandLine(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            // The command reported its failure itself (`cells solve` prints JSON).
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }   // --help
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(1)
        }
    }
}
