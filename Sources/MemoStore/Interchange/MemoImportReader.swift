/// Turns an import file into drafts one at a time, for `MemoRepository.importMemos(for:from:)`.
///
/// JSON Lines and todo.txt are read a line at a time in bounded memory; Taskwarrior's export
/// is one JSON array, read whole. Every error names its line.
public final class MemoImportReader {
    /// The 1-based line (or, for a Taskwarrior array, task) of the draft returned last.
    public private(set) var lineOfLastDraft = 0

    /// Reads `format` from `descriptor`, which the caller keeps open and closes.
    public init(format: InterchangeFormat, descriptor: Int32) {
        self.format = format
        lines = LineReader(descriptor: descriptor)
    }

    /// The next draft, or `nil` at the end of the file.
    /// - throws: `InterchangeError.invalidLine` naming the line and what is wrong with it.
    public func next() throws -> MemoDraft? {
        switch format {
        case .taskwarrior:
            if taskwarriorDrafts == nil {
                taskwarriorDrafts = try TaskwarriorImport.drafts(from: try lines.readAll())[...]
            }
            guard let draft = taskwarriorDrafts?.popFirst() else { return nil }
            lineOfLastDraft += 1
            return draft
        case .json, .todotxt:
            while let line = try lines.nextLine() {
                do {
                    let draft: MemoDraft?
                    if format == .json {
                        draft = try MemoJSON.draft(fromLine: line)
                    } else {
                        guard let text = String(validating: line, as: UTF8.self) else {
                            throw InterchangeError.invalidRecord("invalid UTF-8")
                        }
                        draft = try TodoTxt.draft(fromLine: text)
                    }
                    if let draft {
                        lineOfLastDraft = lines.lineNumber
                        return draft
                    }
                } catch InterchangeError.invalidRecord(let reason) {
                    throw InterchangeError.invalidLine(line: lines.lineNumber, reason: reason)
                }
            }
            return nil
        }
    }

    // MARK: - Private

    private let format: InterchangeFormat
    private let lines: LineReader
    private var taskwarriorDrafts: ArraySlice<MemoDraft>?
}
