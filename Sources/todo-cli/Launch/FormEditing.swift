#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore
import TodoLanguage
import TodoRIBs

/// `todo edit ID` without options: the memo's every field in the person's editor, read back
/// and applied as one `modify` (one undo step), through the tree as every command goes.
///
/// The store is open only to load the memo and to apply the change, never while the editor
/// runs. Nothing is changed when the editor fails, when the form cannot be read (each line's
/// problem is reported, usage status) or when nothing in it changed (which it says).
@MainActor
struct FormEditing {
    let app: TodoApp
    let editor: ExternalEditor

    func edit(id: Int64) throws {
        // vi on a pipe would wait for keys no one types: a script must name its editor.
        if editor.isDefault && isatty(STDIN_FILENO) != 1 {
            throw EnvironmentError(description: "no editor for edit without a terminal: set VISUAL or EDITOR")
        }
        guard case .editing(let memo, let dependencyIDs) = try app.result(of: .openForEditing(id: id)) else {
            throw TreeError.detached("the edit form")
        }
        let screen = StandardScreen(environment: app.environment)
        let session = MemoFormSession(screen: screen, clock: .system, errorPrefix: "todo: ") { question in
            // Read plainly, not with the shell's line editor, so the answer stays out of its history.
            StandardStreams.writeError(question)
            StandardStreams.flush()
            return Swift.readLine(strippingNewline: true)
        }
        let patch: MemoPatch
        switch try session.edit(memo, dependencyIDs: dependencyIDs) {
        case .changed(let changed):
            patch = changed
        case .unchanged:
            StandardStreams.write("no change to #\(id)\n")
            return
        case .notRead:
            StandardStreams.writeError("todo: the form of #\(id) was not read; nothing was changed\n")
            throw StatusOnlyError(status: .usage)
        case .noEditor:
            throw EnvironmentError(description: "no editor for edit without a terminal: set VISUAL or EDITOR")
        }
        try app.run(.modify(ids: [id], patch, kind: .modify), format: .text)
    }
}
