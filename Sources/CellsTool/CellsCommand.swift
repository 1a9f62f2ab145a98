import ArgumentParser

/// The `cells` command: the product's tools, one subcommand each.
public struct CellsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cells",
        abstract: "Self-sizing table-view cells on Linux: solve, measure and render layouts.",
        subcommands: [SolveCommand.self, TextCommand.self, FitCommand.self, ScrollCommand.self, HeightsCommand.self,
                      RenderCommand.self, DemosCommand.self, DevicesCommand.self, DemoCommand.self]
    )

    public init() {}
}

/// A failure a command reports as one line on stderr, with exit status 1.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
