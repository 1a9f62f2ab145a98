import CellsTool

CellsCommand.runFromCommandLine()
