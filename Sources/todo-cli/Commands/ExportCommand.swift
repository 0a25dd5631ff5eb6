import MemoInterchange
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo export [FILTER...] [--format F]`: every memo of the user to standard output, or the
/// memos the filter finds, done ones too, as `list --all` finds them (`todo +home export`).
enum ExportCommand {
    /// Writes the whole file: the memos as the tree hands them out, then what closes the format
    /// (Taskwarrior's `]`), only once the export has succeeded.
    @MainActor static func run(format: InterchangeFormat, filter: [String], selection: StoreSelection) throws {
        let source = try filter.isEmpty ? nil : LanguageReading.read {
            try CommandReading.list(
                words: filter, all: true, done: false, limit: CommandReading.maxListLimit, sort: nil, now: .now(), zone: .system)
        }
        let output = ExportOutput(format: format)
        try TodoApp(selection: selection).run(.export(matching: source, sink: { memo in output.write(memo) }), format: .text)
        output.finish()
    }
}

/// The export file on standard output, one memo at a time through `MemoExportWriter`.
///
/// Guarantees: nothing is written before the first memo, so a failure before it leaves stdout
/// empty; `finish()` writes what is still owed (an empty Taskwarrior array is `[`, `]`).
@MainActor
private final class ExportOutput {
    init(format: InterchangeFormat) {
        writer = MemoExportWriter(format: format)
    }

    func write(_ memo: Memo) {
        if !hasBegun {
            hasBegun = true
            StandardStreams.write(writer.begin())
        }
        StandardStreams.write { writer.append(memo, to: &$0) }
    }

    func finish() {
        if !hasBegun {
            hasBegun = true
            StandardStreams.write(writer.begin())
        }
        StandardStreams.write(writer.end())
        if writer.memosLosingFields > 0 {
            StandardStreams.writeError(
                "todo: \(CountText.of(writer.memosLosingFields, "memo")) had fields \(writer.format.rawValue) cannot carry"
                    + " (\(MemoExportWriter.fieldsTodoTxtCannotCarry)); --format json keeps every field\n")
        }
    }

    private var writer: MemoExportWriter
    private var hasBegun = false
}
