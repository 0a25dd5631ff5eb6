#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import MemoStore
import TodoRIBs

struct Import: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the memos of a file, all or nothing, and say how many.",
        discussion: """
            Formats: json (JSON Lines, as `todo export` writes), todotxt, taskwarrior (the JSON \
            of `task export`). Memos whose uuid you already have are skipped, so importing a \
            file twice adds nothing the second time. A bad line stops the import, names the \
            line, and leaves the store as it was. Prints how many memos were added and skipped.

            Examples:
              todo import memos.jsonl
              task export | todo import --format taskwarrior
              todo import todo.txt --format todotxt
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, todotxt, taskwarrior
    }

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The file to read; - or nothing for standard input.", valueName: "file"),
              completion: .file())
    var file: String?

    @Option(help: "json, todotxt or taskwarrior.")
    var format: Format = .json

    @MainActor func execute() throws {
        let input = try InputFile(path: file ?? "-")
        defer { input.close() }
        let reader = MemoImportReader(format: InterchangeFormat(rawValue: format.rawValue)!, descriptor: input.descriptor)
        let progress = ImportProgress()
        do {
            try TodoApp(selection: options.selection).run(.importMemos(next: {
                let draft = try reader.next()
                if draft != nil { progress.advance() }
                return draft
            }), format: .text)
            progress.finish()
        } catch MemoStoreError.invalidRecord(_, let reason) {
            progress.finish()
            throw InterchangeError.invalidLine(line: reader.lineOfLastDraft, reason: reason)
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
            StandardStreams.writeError("\rreading… \(count) memos")
        }
    }

    func finish() {
        if isShown && count >= 10_000 {
            StandardStreams.writeError("\r\u{1B}[K")
        }
    }
}
