import ArgumentParser

struct Shell: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (also `todo` alone on a terminal).",
        discussion: """
            Log in, then type commands: `help` lists them on every screen, `open ID` shows a
            memo, `back` returns to the list, `tree` prints the RIBs attached, `quit` leaves.
            Without a terminal it reads commands from standard input, logged in as --user:
              printf 'add milk\\nlist\\nquit\\n' | todo shell
            """)

    @OptionGroup var options: GlobalOptions

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).runShell()
    }
}
