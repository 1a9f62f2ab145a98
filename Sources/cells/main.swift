import CellsTool

CellsCommand.main()
