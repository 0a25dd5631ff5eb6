import ArgumentParser
import TodoRIBs

struct UI: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui",
        abstract: "The full-screen terminal UI: the list of memos and the open memo, drawn as screens.",
        discussion: """
            The list scrolls with j/k or the arrows, PgUp/PgDn, g/G; Enter opens the selected \
            memo (fields, body, annotations, history), Esc or q goes back. a adds (the words of \
            todo add, typed in place), d marks done, u undoes, e edits every field in \
            $VISUAL/$EDITOR, / searches, f filters (the words of todo list, or context NAME), \
            s syncs, ? lists the keys, q quits. A change made by another process shows within \
            a second. Colour unless NO_COLOR is set. `todo` alone still opens the shell.
            """)

    @OptionGroup var options: GlobalOptions

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).runUI()
    }
}
