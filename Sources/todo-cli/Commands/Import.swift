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
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the memos of a file, all or nothing, and say how many.",
        discussion: """
            Without --format, the format is told from the content: a Taskwarrior export starts \
            with [ (or is one task object a line, with a description), todo's JSON Lines are \
            objects with a title, an iCalendar file starts with BEGIN:VCALENDAR, anything else \
            is todo.txt. \
            Formats: json (JSON Lines, as `todo export` writes), todotxt (dates are days in the \
            local time zone), taskwarrior (the JSON of `task export`; a recurring task and its \
            instances become one recurring memo), ical (the VTODOs of an .ics file; events and \
            journal entries are left out and counted). Memos whose uuid you already have are skipped, \
            so importing a file twice adds nothing the second time. Nothing is kept unless the whole \
            input is read and checked: a bad line stops the import, names the line, and \
            leaves the store as it was. Prints how many memos were added and skipped.

            Examples:
              todo import memos.jsonl
              task export | todo import --format taskwarrior
              todo import todo.txt --format todotxt
              todo import --format ical tasks.ics
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The file to read; - or nothing for standard input.", valueName: "file"),
              completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("\(InterchangeFormat.namesForHelp); without it, told from the content."))
    var format: InterchangeFormat?

    /// Reads and checks the whole input into a spool first, then imports it in one short
    /// transaction: the store's write lock is never held while the input is still arriving.
    /// JSON Lines from a regular file, which is all there, go straight into the transaction
    /// instead (the spool cost a twelfth of such an import): only Taskwarrior and iCalendar
    /// know what the import must also remove or report once the whole input is read.
    @MainActor func execute() throws {
        let path = file ?? "-"
        let input = try path == "-" ? InputFile.standardInput(isClosed: StandardStreams.isInputClosed) : InputFile(path: path)
        defer { input.close() }
        let reader = MemoImportReader(format: format, descriptor: input.descriptor)
        let progress = ImportProgress()
        // Where the draft the store refused came from, once the store reads the drafts.
        var writtenLine: (() -> Int)?
        do {
            var first = try reader.next()
            if reader.format == .json && input.isRegularFile {
                let next = {
                    defer { first = nil }
                    progress.advance()
                    return try first ?? reader.next()
                }
                try TodoApp(selection: options.selection).run(.importMemos(next: next, notes: reader.notes), format: .text)
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
            try TodoApp(selection: options.selection).run(
                .importMemos(next: spool.next, notes: reader.notes, removing: reader.deletedUUIDs), format: .text)
        } catch MemoStoreError.invalidRecord(_, let reason) {
            progress.finish()
            throw InterchangeError.invalidLine(line: writtenLine?() ?? reader.lineOfLastDraft, reason: reason)
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
