#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
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
        let edited = try editor.edit(MemoForm.text(memo, dependencyIDs: dependencyIDs, zone: .system))
        let patch: MemoPatch
        do {
            patch = try MemoForm.patch(reading: edited, for: memo, dependencyIDs: dependencyIDs, now: .now(), zone: .system)
        } catch {
            for problem in error.problems {
                StandardStreams.writeError("todo: line \(problem.line): \(problem.message.terminalSafe)\n")
            }
            StandardStreams.writeError("todo: the form of #\(id) was not read; nothing was changed\n")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        guard !patch.isEmpty else {
            StandardStreams.write("no change to #\(id)\n")
            return
        }
        try app.run(.modify(ids: [id], patch, kind: .modify), format: .text)
    }
}
