import MemoInterchange
import MemoUseCases
import TodoRIBs

extension CommandLineParser {
    /// A command line `CommandLineParser` read, ready to run.
    struct Invocation {
        /// What the command line asks for.
        enum Action {
            /// One Workflow over the tree, its result printed in `format`.
            case workflow(MemoAction, format: OutputFormat)
            /// `export`: every memo, or those the filter words find, written to standard output in `format`.
            case export(InterchangeFormat, filter: [String])
            /// `import`: the file (standard input for nil or `-`), in `format` or the one its
            /// contents show.
            case importFile(String?, format: InterchangeFormat?)
            /// Text for standard output, and nothing else (`--version`, help, the man page).
            case printText(String)
            /// `conflicts`, listing them or taking or dismissing one.
            case conflicts(MemoAction)
            /// `edit ID` without options: every field in the person's editor.
            case editForm(id: Int64)
            /// `sync`, once or `--watch`.
            case sync(SyncCommand)
            /// `admin grant|revoke ROLE`, on a PostgreSQL store.
            case changeAccess(StoreAccessChange.Action, role: String)
            /// `share`, `unshare` and `shares`, on a PostgreSQL store.
            case share(MemoAction, format: OutputFormat)
            /// A write in Taskwarrior's order, on the memos its filter matches when it runs, or a
            /// command of one memo (`+home info`), once on each of them.
            case filteredWrite(FilteredWrite, format: OutputFormat)
            /// Taskwarrior's order naming several commands: each in turn, a blank line between
            /// (none between JSON lines).
            case each([Invocation])
            /// The interactive shell.
            case shell
            /// The full-screen UI.
            case ui
        }

        /// The store and user the command line named.
        let selection: StoreSelection
        /// What to do.
        let action: Action

        /// Whether the command prints JSON Lines, which take no blank line between commands.
        var printsJSON: Bool {
            if case .workflow(_, .json) = action { return true }
            return false
        }

        /// Runs the action; throws what it throws.
        @MainActor func run() throws {
            switch action {
            case let .workflow(command, format):
                try TodoApp(selection: selection).run(command, format: format)
            case let .export(format, filter):
                try ExportCommand.run(format: format, filter: filter, selection: selection)
            case let .importFile(file, format):
                try ImportCommand(file: file, format: format, selection: selection).run()
            case let .printText(text):
                StandardStreams.write(text)
            case let .conflicts(command):
                try ConflictsCommand.run(command, selection: selection)
            case let .editForm(id):
                let app = TodoApp(selection: selection)
                try FormEditing(app: app, editor: ExternalEditor(environment: .process)).edit(id: id)
            case let .sync(sync):
                try sync.run(selection: selection)
            case let .changeAccess(action, role):
                try AdminCommand.run(action, role: role, selection: selection)
            case let .share(command, format):
                try ShareCommand.run(command, selection: selection, format: format)
            case let .filteredWrite(write, format) where write.runsPerMemo:
                // A command of its own for each memo, as each of `1-3 info`'s ids has.
                for (index, id) in try TodoApp(selection: selection).ids(matching: write).enumerated() {
                    if index > 0, format == .text { StandardStreams.write("\n") }
                    try CommandLineParser.invocation(of: write.arguments(ids: [id])[...]).run()
                }
            case let .filteredWrite(write, format):
                try TodoApp(selection: selection).run(write, format: format) { ids in
                    try CommandLineParser.filteredCommand(write, ids: ids).action
                }
            case let .each(invocations):
                for (index, invocation) in invocations.enumerated() {
                    if index > 0, !invocation.printsJSON { StandardStreams.write("\n") }
                    try invocation.run()
                }
            case .shell:
                try TodoApp(selection: selection).runShell()
            case .ui:
                try TodoApp(selection: selection).runUI()
            }
        }
    }
}
