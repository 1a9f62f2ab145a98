import ArgumentParser
import CellsTool
import Preview

/// `cells`: the library's subcommands and the live preview.
struct Cells: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cells", abstract: CellsCommand.abstract, subcommands: CellsCommand.subcommands + [PreviewCommand.self])
}

CellsCommand.runFromCommandLine(Cells.self)
