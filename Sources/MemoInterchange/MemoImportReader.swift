import MemoStore

/// Turns an import file into drafts one at a time, for `MemoRepository.importMemos(for:from:)`
/// (pass `reader.next`).
///
/// Guarantees: every format is read in bounded memory: JSON Lines, todo.txt and Taskwarrior's
/// one-task-a-line form a line at a time, the array forms (what `task export` and `todo list
/// --json` print) an element at a time (`JSONArrayReader`), iCalendar a VTODO at a time (`ICalendarReader`),
/// and recurring Taskwarrior series are held
/// within `TaskwarriorSeries.maxHeldBytes`; a Taskwarrior task's uuid is kept (16 bytes) to
/// refuse a uuid given twice (`TaskwarriorUUIDs`). Blank lines are skipped. Every error is an
/// `InterchangeError.invalidLine` naming the 1-based line, and `lineOfLastDraft` names the
/// line of each draft handed out, so an error the store finds in a draft can name it too.
public final class MemoImportReader {
    /// The 1-based line of the draft returned last (for a Taskwarrior array, the line its task
    /// starts on); 0 before the first.
    public private(set) var lineOfLastDraft = 0

    /// Reads `format` from `descriptor`, which the caller keeps open and closes; todo.txt's
    /// days are read in `timeZone`. Without a format, it is told from the first record
    /// (`FormatDetection`), and `format` says which it was once `next()` was called.
    public init(format: InterchangeFormat?, descriptor: Int32, timeZone: LocalTimeZone = .system) {
        self.format = format
        isFormatGiven = format != nil
        self.timeZone = timeZone
        lines = LineReader(descriptor: descriptor)
    }

    /// The next draft, or `nil` at the end of the file.
    /// - throws: `InterchangeError.invalidLine` naming the line and what is wrong with it.
    public func next() throws(InterchangeError) -> MemoDraft? {
        if format == nil {
            format = try detectFormat()
        }
        if format == .ical { return try nextTodo() }
        guard format == .taskwarrior else {
            if format == .json {
                try startArrayIfAny(noun: "memo")
                if let array { return try nextMemo(of: array) }
            }
            while let line = try nextLine() {
                let draft: MemoDraft?
                do {
                    draft = format == .json
                        ? try MemoJSON.draft(fromLine: line) : try TodoTxt.draft(fromLine: line, timeZone: timeZone)
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
        while let (task, line) = try nextTask() {
            do {
                if let (draft, line) = try series.take(task, line: line) {
                    lineOfLastDraft = line
                    return draft
                }
            } catch {
                throw error.at(line: line)
            }
        }
        if merged == nil {
            let held = series.templatesHeld
            let finished = series.finished(in: timeZone)
            endedTemplates = finished.ended
            templatesKept = held - finished.ended
            merged = finished.drafts[...]
        }
        guard let (draft, line) = merged?.popFirst() else { return nil }
        lineOfLastDraft = line
        return draft
    }

    /// What the reading left out or changed, a phrase each, once the input has run out: the
    /// format told from the content (`read as todo.txt`), so a wrong guess shows; deleted
    /// Taskwarrior tasks, recurring templates kept inside a memo of their series, and iCalendar
    /// components other than VTODO (events, journal entries) left out (deleted tasks with a
    /// uuid are `deletions`, which the import summary counts); and that todo.txt, which
    /// has no subtasks, carries no parent links.
    public var notes: [String] {
        var notes: [String] = []
        if !isFormatGiven, let format, lineOfLastDraft > 0 {
            notes.append("read as \(format == .json && array != nil ? "a JSON array of memos" : format.displayName) (--format to choose)")
        }
        for name in skippedComponents.keys.sorted() {
            let count = skippedComponents[name] ?? 0
            notes.append("\(count) \(name) \(count == 1 ? "component" : "components") left out (todo reads VTODO)")
        }
        if deletedTasks > 0 {
            notes.append(deletedTasks == 1 ? "1 deleted task left out" : "\(deletedTasks) deleted tasks left out")
        }
        if templatesKept > 0 {
            notes.append(
                templatesKept == 1
                    ? "1 recurring template kept with its series' last open occurrence"
                    : "\(templatesKept) recurring templates kept with their series' last open occurrence")
        }
        if endedTemplates > 0 {
            notes.append(
                endedTemplates == 1
                    ? "1 recurring template left out: its series has ended (until)"
                    : "\(endedTemplates) recurring templates left out: their series have ended (until)")
        }
        if format == .todotxt, lineOfLastDraft > 0 {
            notes.append("todo.txt has no subtasks: parent links are not carried")
        }
        return notes
    }

    /// The format read: the one given, or the one told from the content.
    public private(set) var format: InterchangeFormat?

    /// The deleted Taskwarrior tasks read, in the file's order: a memo of one of them is to
    /// go, as `task import` marks it deleted, unless it changed here after the deletion
    /// (`MemoAction.importMemos`'s `removing`). A deleted task without a uuid is counted in
    /// `notes` instead.
    public private(set) var deletions: [ImportDeletion] = []

    // MARK: - Private

    private let isFormatGiven: Bool
    private let timeZone: LocalTimeZone
    private let lines: LineReader
    /// Whether the input was looked at for an array yet: `array` is set then if it is one.
    private var decidedArrayForm = false
    private var array: JSONArrayReader?
    /// The array's first element, read to tell the format, and not yet handed to the format's reader.
    private var detectionElement: JSONArrayReader.Element?
    private var series = TaskwarriorSeries()
    private var taskUUIDs = TaskwarriorUUIDs()
    private var deletedTasks = 0
    private var templatesKept = 0
    private var endedTemplates = 0
    private var merged: ArraySlice<(draft: MemoDraft, line: Int)>?
    /// The first line, read to tell the format, and not yet handed to the format's reader.
    private var detectionLine: [UInt8]?
    private var calendar: ICalendarReader?
    private lazy var zones = ICalendarZones(local: timeZone)
    private var skippedComponents: [String: Int] = [:]

    private func detectFormat() throws(InterchangeError) -> InterchangeFormat {
        let first = try lines.peekPastBlanks()
        if first == UInt8(ascii: "B") || first == UInt8(ascii: "b"), let line = try lines.nextLine() {
            detectionLine = line
            return FormatDetection.format(ofLineStartingWithB: line)
        }
        if let format = FormatDetection.format(startingWith: first) { return format }
        if first == UInt8(ascii: "[") {
            try startArrayIfAny(noun: "task")
            guard let array, let element = try array.nextElement() else { return .taskwarrior }
            detectionElement = element
            let format = FormatDetection.format(ofFirstElement: element.bytes)
            if format == .json { array.noun = "memo" }
            return format
        }
        guard let line = try lines.nextLine() else { return .json }
        detectionLine = line
        do {
            return try FormatDetection.format(ofJSONLine: line)
        } catch {
            throw error.at(line: lines.lineNumber)
        }
    }

    /// The next line: the one read to tell the format first, if any.
    private func nextLine() throws(InterchangeError) -> [UInt8]? {
        if let line = detectionLine {
            detectionLine = nil
            return line
        }
        return try lines.nextLine()
    }

    /// Starts reading the input as an array of `noun`s when its first byte that is not blank is
    /// `[`. Decided on that byte, not the first line: an array on one line (`jq -c`, `list
    /// --json`) may be far longer than a line may be, and is bounded an element at a time
    /// instead. A first line read to tell the format was an object: one record a line.
    private func startArrayIfAny(noun: String) throws(InterchangeError) {
        guard !decidedArrayForm else { return }
        decidedArrayForm = true
        if detectionLine == nil, try lines.peekPastBlanks() == UInt8(ascii: "[") {
            array = JSONArrayReader(lines: lines, lineNumber: lines.lineNumber + 1, noun: noun)
        }
    }

    /// The next element of `array`: the one read to tell the format first, if any.
    private func nextElement(of array: JSONArrayReader) throws(InterchangeError) -> JSONArrayReader.Element? {
        if let element = detectionElement.take() { return element }
        return try array.nextElement()
    }

    /// The draft of the next memo object of `array`, or `nil` after the last.
    private func nextMemo(of array: JSONArrayReader) throws(InterchangeError) -> MemoDraft? {
        guard let element = try nextElement(of: array) else { return nil }
        do {
            let draft = try MemoJSON.draft(fromElement: element.bytes)
            lineOfLastDraft = element.line
            return draft
        } catch let error as JSONSyntaxError {
            throw array.located(error, in: element)
        } catch InterchangeError.invalidRecord(let reason) {
            throw .invalidLine(line: element.line, reason: "\(array.noun) \(element.number): \(reason)")
        } catch let error as InterchangeError {
            throw error
        } catch {
            throw .invalidLine(line: element.line, reason: "\(array.noun) \(element.number): \(error)")
        }
    }

    /// The next VTODO's draft; VTIMEZONEs are learnt, other components counted and left out.
    private func nextTodo() throws(InterchangeError) -> MemoDraft? {
        if calendar == nil {
            calendar = ICalendarReader { [unowned self] () throws(InterchangeError) -> (bytes: [UInt8], number: Int)? in
                guard let line = try self.nextLine() else { return nil }
                return (line, self.lines.lineNumber)
            }
        }
        while let component = try calendar?.nextComponent() {
            switch component.name {
            case "VTIMEZONE":
                zones.define(component)
            case "VTODO":
                let draft = try VTodo.draft(from: component, zones: zones)
                lineOfLastDraft = component.line
                return draft
            default:
                skippedComponents[component.name, default: 0] += 1
            }
        }
        return nil
    }

    /// The next Taskwarrior task that is not deleted, with its line, from an array
    /// (`startArrayIfAny`) or one task a line.
    private func nextTask() throws(InterchangeError) -> (TaskwarriorTask, Int)? {
        guard merged == nil else { return nil }
        try startArrayIfAny(noun: "task")
        if let array {
            while let element = try nextElement(of: array) {
                let value = try array.value(of: element)
                do {
                    if let task = try Taskwarrior.task(from: value) { return try recorded(task, line: element.line) }
                    noteDeleted(Taskwarrior.deletion(of: value))
                } catch {
                    guard case .invalidRecord(let reason) = error else { throw error }
                    throw .invalidLine(line: element.line, reason: "task \(element.number): \(reason)")
                }
            }
            return nil
        }
        while let line = try nextLine() {
            do {
                if let task = try Taskwarrior.task(fromLine: line) { return try recorded(task, line: lines.lineNumber) }
                if line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { noteDeleted(Taskwarrior.deletion(fromLine: line)) }
            } catch {
                throw error.at(line: lines.lineNumber)
            }
        }
        return nil
    }

    /// Counts a deleted task, keeping it (`deletions`) when it has a uuid.
    private func noteDeleted(_ deletion: ImportDeletion?) {
        if let deletion { deletions.append(deletion) } else { deletedTasks += 1 }
    }

    /// `task` on `line`, once its uuid is recorded as seen.
    /// - throws: `InterchangeError.invalidLine` when the file gave its uuid before.
    private func recorded(_ task: TaskwarriorTask, line: Int) throws(InterchangeError) -> (TaskwarriorTask, Int) {
        if let uuid = task.draft.uuid { try taskUUIDs.record(uuid, line: line) }
        return (task, line)
    }
}
