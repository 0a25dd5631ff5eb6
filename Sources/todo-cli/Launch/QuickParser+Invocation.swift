import MemoInterchange
import MemoUseCases
import TodoRIBs

extension QuickParser {
    /// A command line QuickParser read, ready to run the way ArgumentParser's reading of it runs.
    struct Invocation {
        /// What the command line asks for.
        enum Action {
            /// One Workflow over the tree, its result printed in `format`.
            case workflow(MemoAction, format: OutputFormat)
            /// `export`: every memo written to standard output in `format`.
            case export(InterchangeFormat)
            /// A line for standard output, and nothing else (`--version`).
            case printLine(String)
            /// `conflicts`, listing them or taking or dismissing one, as `Conflicts` runs it.
            case conflicts(MemoAction)
        }

        /// The store and user the command line named (none for `printLine`).
        let selection: StoreSelection
        /// What to do.
        let action: Action

        /// Runs the action exactly as the ArgumentParser command would; throws what it throws.
        @MainActor func run() throws {
            switch action {
            case let .workflow(command, format):
                try TodoApp(selection: selection).run(command, format: format)
            case let .export(format):
                try Export.run(format: format, selection: selection)
            case let .printLine(line):
                StandardStreams.write(line + "\n")
            case let .conflicts(command):
                try Conflicts.run(command, selection: selection)
            }
        }
    }
}
