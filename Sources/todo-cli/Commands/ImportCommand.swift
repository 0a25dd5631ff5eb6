#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoInterchange
import MemoStore
import SQLiteMemoStore
import TodoLanguage
import TodoRIBs

/// `todo import [FILE|-] [--format F]`: memos from a file or standard input, one undo step.
struct ImportCommand {
    /// The file; standard input when nil or `-`.
    let file: String?
    /// The format; the one the contents show when nil.
    let format: InterchangeFormat?
    /// The store and user to import into.
    let selection: StoreSelection

    /// Reads and checks the whole input into a spool first, then imports it in one short
    /// transaction: the store's write lock is never held while the input is still arriving.
    /// todo's JSON from a regular file, which is all there, goes straight into the transaction
    /// instead (the spool cost a twelfth of such an import): only Taskwarrior and iCalendar
    /// know what the import must also remove or report once the whole input is read.
    @MainActor func run() throws {
        let path = file ?? "-"
        let input = try path == "-" ? InputFile.standardInput(isClosed: StandardStreams.isInputClosed) : InputFile(path: path)
        defer { input.close() }
        var reader = MemoImportReader(format: format, descriptor: input.descriptor)
        let progress = ImportProgress()
        // Where the draft the store refused came from, once the store reads the drafts.
        var writtenLine: (() -> Int)?
        do {
            var first = try reader.next()
            if reader.format == .json && input.isRegularFile {
                // The rest is decoded on a thread of its own while the store inserts (the
                // reader is not touched here again until it stops).
                let notes = reader.notes
                var ahead = DraftReadAhead(reader: reader, lineBefore: reader.lineOfLastDraft)
                defer { ahead.finish() }
                writtenLine = { ahead.lineOfLastDraft }
                let next = { () throws -> MemoDraft? in
                    progress.advance()
                    // Taken, not copied: the first draft is handed out once.
                    if let draft = first.take() { return draft }
                    return try ahead.next()
                }
                try runAgainIfTheStoreAppears {
                    try TodoApp(selection: selection).run(.importMemos(next: next, notes: notes), format: .text)
                } rewinding: {
                    ahead.finish()
                    try input.rewind()
                    reader = MemoImportReader(format: format, descriptor: input.descriptor)
                    first = try reader.next()
                    ahead = DraftReadAhead(reader: reader, lineBefore: reader.lineOfLastDraft)
                }
                progress.finish()
                return
            }
            let spool = try DraftSpool()
            while let draft = try first ?? reader.next() {
                first = nil
                try spool.append(draft, line: reader.lineOfLastDraft)
                progress.advance()
            }
            progress.finish()
            writtenLine = { spool.lineOfLastDraft }
            try runAgainIfTheStoreAppears {
                try TodoApp(selection: selection).run(
                    .importMemos(next: spool.next, notes: reader.notes, removing: reader.deletions), format: .text)
            } rewinding: {
                try spool.rewind()
            }
        } catch MemoStoreError.invalidRecord(_, let reason) {
            progress.finish()
            throw InterchangeError.invalidLine(line: writtenLine?() ?? reader.lineOfLastDraft, reason: reason)
        } catch {
            progress.finish()
            throw error
        }
    }

    /// Runs `importing`; when another process made the store at the path while this import
    /// filled one of its own aside (`SQLiteNewStore`), rewinds the input and runs it once more,
    /// into that store, as if it had been there from the start: both processes succeed.
    @MainActor
    private func runAgainIfTheStoreAppears(_ importing: () throws -> Void, rewinding rewind: () throws -> Void) throws {
        do {
            try importing()
        } catch is SQLiteStoreMadeMeanwhile {
            try rewind()
            try importing()
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
