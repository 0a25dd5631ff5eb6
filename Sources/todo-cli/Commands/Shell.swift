import ArgumentParser
import TodoRIBs

struct Shell: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (also `todo` alone on a terminal).",
        discussion: """
            Log in, then type commands: `help` lists them on every screen, `open ID` shows a \
            memo, `back` returns to the list, `tree` prints the RIBs attached, `quit` leaves.

            On a terminal, lines are edited as in sqlite3 and psql (libedit): arrows, Ctrl-A/E/K/W, \
            Ctrl-R searches back, Tab completes commands, ids, projects and tags, Ctrl-C cancels \
            the line and Ctrl-D on an empty line leaves. Lines are kept in \
            $XDG_STATE_HOME/todo/history (else ~/.local/state/todo/history), readable by you only.

            Without a terminal it reads commands from standard input, logged in as --user:
              printf 'add milk\\nlist\\nquit\\n' | todo shell
            """)

    @OptionGroup var options: GlobalOptions

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).runShell()
    }
}
