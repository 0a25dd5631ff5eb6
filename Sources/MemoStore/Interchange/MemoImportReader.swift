/// Turns an import file into drafts one at a time, for `MemoRepository.importMemos(for:from:)`
/// (pass `reader.next`).
///
/// Guarantees: JSON Lines, todo.txt and Taskwarrior's one-task-a-line form are read a line at
/// a time in bounded memory; Taskwarrior's array form (what `task export` prints by default)
/// is read whole, then decoded a task at a time. Blank lines are skipped. Every error is an
/// `InterchangeError.invalidLine` naming the 1-based line, and `lineOfLastDraft` names the
/// line of each draft handed out, so an error the store finds in a draft can name it too.
public final class MemoImportReader {
    /// The 1-based line of the draft returned last (for a Taskwarrior array, the line its task
    /// starts on); 0 before the first.
    public private(set) var lineOfLastDraft = 0

    /// Reads `format` from `descriptor`, which the caller keeps open and closes.
    public init(format: InterchangeFormat, descriptor: Int32) {
        self.format = format
        lines = LineReader(descriptor: descriptor)
    }

    /// The next draft, or `nil` at the end of the file.
    /// - throws: `InterchangeError.invalidLine` naming the line and what is wrong with it.
    public func next() throws(InterchangeError) -> MemoDraft? {
        if format == .taskwarrior, taskArray != nil || !decidedTaskwarriorForm {
            if let draft = try nextFromTaskArray() { return draft }
            if taskArray != nil { return nil }
        }
        while let line = try lines.nextLine() {
            let draft: MemoDraft?
            do {
                switch format {
                case .json: draft = try MemoJSON.draft(fromLine: line)
                case .todotxt: draft = try TodoTxt.draft(fromLine: line)
                case .taskwarrior: draft = try TaskwarriorImport.draft(fromLine: line)
                }
            } catch {
                throw error.at(line: lines.lineNumber)
            }
            if let draft {
                lineOfLastDraft = lines.lineNumber
                return draft
            }
        }
        return nil
    }

    // MARK: - Private

    private let format: InterchangeFormat
    private let lines: LineReader
    private var decidedTaskwarriorForm = false
    private var taskArray: TaskwarriorImport.TaskArray?

    /// Decides, on the first non-blank line, whether a Taskwarrior export is an array; if so
    /// reads it whole and hands out its tasks. Returns `nil` when it is the line form (after
    /// handing out its first line's task, if any) or when the array is done.
    private func nextFromTaskArray() throws(InterchangeError) -> MemoDraft? {
        if !decidedTaskwarriorForm {
            decidedTaskwarriorForm = true
            var blankLines = 0
            while let line = try lines.nextLine() {
                guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else {
                    blankLines += 1
                    continue
                }
                guard first == UInt8(ascii: "[") else {
                    // The line form: this first line here, the rest in `next()`.
                    do {
                        if let draft = try TaskwarriorImport.draft(fromLine: line) {
                            lineOfLastDraft = lines.lineNumber
                            return draft
                        }
                    } catch {
                        throw error.at(line: lines.lineNumber)
                    }
                    return nil
                }
                // Keep the blank lines, so that line numbers stay those of the file.
                var text = [UInt8](repeating: 0x0A, count: blankLines)
                text += line
                text.append(0x0A)
                text += try lines.readAll()
                taskArray = TaskwarriorImport.TaskArray(bytes: text)
                break
            }
        }
        guard let (draft, line) = try taskArray?.next() else { return nil }
        lineOfLastDraft = line
        return draft
    }
}
