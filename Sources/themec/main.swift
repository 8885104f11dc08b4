import ThemecCLI

exit(ThemecTool.main(Array(CommandLine.arguments.dropFirst())))
