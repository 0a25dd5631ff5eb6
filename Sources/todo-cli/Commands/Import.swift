#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import MemoInterchange
import MemoStore
import TodoLanguage
import TodoRIBs

struct Import: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "import")

    @OptionGroup var options: GlobalOptions

    @Argument
    var file: String?

    @Option(help: .valueName(of: .format))
    var format: InterchangeFormat?

    /// Reads and checks the whole input into a spool first, then imports it in one short
    /// transaction: the store's write lock is never held while the input is still arriving.
    @MainActor func execute() throws {
        let path = file ?? "-"
        let input = try path == "-" ? InputFile.standardInput(isClosed: StandardStreams.isInputClosed) : InputFile(path: path)
        defer { input.close() }
        let reader = MemoImportReader(format: format, descriptor: input.descriptor)
        let spool = try DraftSpool()
        let progress = ImportProgress()
        var isWriting = false
        do {
            while let draft = try reader.next() {
                try spool.append(draft, line: reader.lineOfLastDraft)
                progress.advance()
            }
            progress.finish()
            isWriting = true
            try TodoApp(selection: options.selection).run(.importMemos(next: spool.next, notes: reader.notes, removing: reader.deletedUUIDs), format: .text)
        } catch MemoStoreError.invalidRecord(_, let reason) {
            progress.finish()
            throw InterchangeError.invalidLine(line: isWriting ? spool.lineOfLastDraft : reader.lineOfLastDraft, reason: reason)
        } catch {
            progress.finish()
            throw error
        }
    }
}

/// A count of imported records on stderr, when stderr is a terminal.
@MainActor
private final class ImportProgress {
    private let isShown = isatty(STDERR_FILENO) == 1
    private var count = 0

    func advance() {
        count += 1
        if isShown && count % 10_000 == 0 {
            StandardStreams.writeError("\rreading… \(CountText.of(count, "memo"))")
        }
    }

    func finish() {
        if isShown && count >= 10_000 {
            StandardStreams.writeError("\r\u{1B}[K")
        }
    }
}
