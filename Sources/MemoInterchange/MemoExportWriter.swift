import MemoStore

/// Writes memos in one of the interchange formats, a piece at a time, so an export of any
/// size streams: `begin()`, then `element(_:)` for each memo, then `end()`.
///
/// Guarantees: the pieces joined form one valid file of the format: JSON Lines and todo.txt
/// one memo a line, Taskwarrior one JSON array (`[`, one task a line separated by commas, `]`;
/// an open recurring memo with its series' template),
/// `[\n]\n` when there are no memos, iCalendar one VCALENDAR with a VTODO per memo (CRLF,
/// folded lines). todo.txt's and iCalendar's days are written in the writer's zone. What it writes, `MemoImportReader` reads back.
public struct MemoExportWriter {
    /// The format written.
    public let format: InterchangeFormat

    /// A writer for `format`; todo.txt's and iCalendar's days are written in `timeZone`.
    public init(format: InterchangeFormat, timeZone: LocalTimeZone = .system) {
        self.format = format
        self.timeZone = timeZone
    }

    /// What comes before the first memo: `[` for Taskwarrior's array, the VCALENDAR's start
    /// for iCalendar, else nothing.
    public func begin() -> String {
        switch format {
        case .taskwarrior: return "["
        case .ical: return VTodo.calendarStart
        case .json, .todotxt: return ""
        }
    }

    /// One memo, with the line break (and, in an array, the comma) that goes with it.
    public mutating func element(_ memo: Memo) -> String {
        var bytes: [UInt8] = []
        append(memo, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `element(memo)` to `bytes` as UTF-8: an exporter that streams into one output
    /// buffer makes no `String` of each memo (its UTF-8 checked, then copied out again).
    public mutating func append(_ memo: Memo, to bytes: inout [UInt8]) {
        // Room for the whole element at once: growing the buffer field by field cost more
        // than writing the fields. Doubled when short, as appending would: a buffer that
        // streams many memos is not reallocated for each.
        let room = 320 + memo.title.utf8.count + memo.body.utf8.count + (memo.project?.utf8.count ?? 0) + memo.tags.count * 72
        if bytes.capacity - bytes.count < room {
            bytes.reserveCapacity(max(bytes.count + room, 2 * bytes.capacity))
        }
        switch format {
        case .json:
            MemoJSON.append(memo, to: &bytes)
        case .todotxt:
            TodoTxt.append(memo, timeZone: timeZone, to: &bytes)
            if memo.start != nil || memo.scheduled != nil || memo.until != nil || !memo.depends.isEmpty
                || !memo.annotations.isEmpty || !memo.extra.isEmpty {
                memosLosingFields += 1
            }
        case .taskwarrior:
            bytes += count == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A]
            Taskwarrior.append(memo, to: &bytes, templates: &taskwarriorTemplates, in: timeZone)
        case .ical:
            VTodo.append(memo, timeZone: timeZone, to: &bytes)
        }
        count += 1
        if format == .json || format == .todotxt { bytes.append(0x0A) }
    }

    /// What comes after the last memo: `\n]\n` for Taskwarrior's array, `END:VCALENDAR` for
    /// iCalendar, else nothing.
    public func end() -> String {
        switch format {
        case .taskwarrior: return "\n]\n"
        case .ical: return VTodo.calendarEnd
        case .json, .todotxt: return ""
        }
    }

    /// How many memos written so far had fields the format cannot carry (todo.txt has no
    /// start, scheduled, until, depends, annotations or extra fields), so the exporter can say so once.
    public private(set) var memosLosingFields = 0

    /// The fields `memosLosingFields` counts, as a person reads them.
    public static let fieldsTodoTxtCannotCarry = "start, scheduled, until, depends, annotations, extra"

    // MARK: - Private

    private let timeZone: LocalTimeZone
    private var count = 0
    /// The Taskwarrior templates written so far, so a series' template goes out once.
    private var taskwarriorTemplates: Set<String> = []
}
