/// Reads Taskwarrior 2.6's `task export`: a JSON array of task objects, or one task object a
/// line (what `rc.json.array=off` prints). Import only.
///
/// Mapping: `description` becomes the title; `status` `pending`, `waiting` or `recurring` is
/// open, `completed` is done, `deleted` tasks are skipped (any other status is an error);
/// `entry` is the creation time, `modified` (else `end`, else `entry`) the last change; `uuid` is
/// kept, so importing the same export twice adds nothing; each annotation's `description`
/// becomes one line of the body, in the order given. Dates are Taskwarrior's basic ISO 8601
/// `20261122T094726Z` (extended `2026-11-22T09:47:26Z` is accepted too). Other fields (`id`,
/// `urgency`, `tags`, `project`, `due`, …) are ignored.
///
/// Guarantees: the JSON is read strictly; a field of the wrong type is an error, never
/// silently dropped; every error names the line where the offending task starts.
public enum TaskwarriorImport {
    /// The drafts of a whole export, in file order. The array form is read whole: Taskwarrior
    /// writes one array, so memory grows with the file.
    /// - throws: `InterchangeError.invalidLine` naming the line (and, in an array, the task).
    public static func drafts(from bytes: [UInt8]) throws(InterchangeError) -> [MemoDraft] {
        var drafts: [MemoDraft] = []
        if let first = bytes.first(where: { !isBlank($0) }), first == UInt8(ascii: "[") {
            var tasks = TaskArray(bytes: bytes)
            while let (draft, _) = try tasks.next() { drafts.append(draft) }
            return drafts
        }
        for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            do {
                if let draft = try draft(fromLine: Array(line)) { drafts.append(draft) }
            } catch {
                throw error.at(line: offset + 1)
            }
        }
        return drafts
    }

    /// The draft one line of the one-object-a-line form describes; `nil` for a blank line or a
    /// deleted task.
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON or a task that breaks the mapping.
    public static func draft(fromLine bytes: [UInt8]) throws(InterchangeError) -> MemoDraft? {
        guard bytes.contains(where: { !isBlank($0) }) else { return nil }
        let task: JSONValue
        do {
            task = try JSONValue.parse(bytes)
        } catch {
            throw error.asRecordError
        }
        return try draft(from: task)
    }

    /// Reads the tasks of an array export one at a time, knowing the line each starts on.
    struct TaskArray {
        private var scanner: JSONScanner
        private var started = false
        private var finished = false
        private var taskNumber = 0
        private var line = 1
        private var countedUpTo = 0

        init(bytes: [UInt8]) {
            scanner = JSONScanner(bytes: bytes)
        }

        /// The next task that is not deleted, with the 1-based line it starts on; `nil` after `]`.
        mutating func next() throws(InterchangeError) -> (MemoDraft, line: Int)? {
            do {
                if !started {
                    started = true
                    try scanner.expect(UInt8(ascii: "["), "to start the task array")
                }
                while !finished {
                    guard try scanner.hasNextElement(first: taskNumber == 0) else {
                        finished = true
                        try scanner.expectEnd()
                        return nil
                    }
                    taskNumber += 1
                    let taskLine = lineOf(scanner.index)
                    let task = try scanner.value(depth: 1)
                    do {
                        if let draft = try TaskwarriorImport.draft(from: task) { return (draft, taskLine) }
                    } catch {
                        guard case .invalidRecord(let reason) = error else { throw error }
                        throw InterchangeError.invalidLine(line: taskLine, reason: "task \(taskNumber): \(reason)")
                    }
                }
                return nil
            } catch let error as JSONSyntaxError {
                throw error.located(in: scanner.bytes)
            } catch let error as InterchangeError {
                throw error
            } catch {
                throw .invalidRecord("\(error)")
            }
        }

        private mutating func lineOf(_ offset: Int) -> Int {
            for at in countedUpTo..<offset where scanner.bytes[at] == 0x0A { line += 1 }
            countedUpTo = offset
            return line
        }
    }

    // MARK: - Private

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func draft(from task: JSONValue) throws(InterchangeError) -> MemoDraft? {
        guard case .object = task else { throw .invalidRecord("expected a task object") }
        guard case .string(let description)? = task["description"] else {
            throw .invalidRecord("a task needs a \"description\" string")
        }
        let status = try task.string("status") ?? "pending"
        let isDone: Bool
        switch status {
        case "pending", "waiting", "recurring": isDone = false
        case "completed": isDone = true
        case "deleted": return nil
        default:
            throw .invalidRecord(
                "unknown \"status\" \(MemoJSON.string(status)) (expected pending, waiting, recurring, completed or deleted)")
        }
        var notes: [String] = []
        switch task["annotations"] {
        case nil, .null?: break
        case .array(let annotations)?:
            for annotation in annotations {
                guard case .object = annotation, case .string(let note)? = annotation["description"] else {
                    throw .invalidRecord("each of \"annotations\" must be an object with a \"description\" string")
                }
                notes.append(note)
            }
        default:
            throw .invalidRecord("\"annotations\" must be an array")
        }
        let created = try time(task, "entry")
        var updated = try time(task, "modified")
        if updated == nil { updated = try time(task, "end") }
        return MemoDraft(
            uuid: try task.string("uuid"), title: description, body: notes.joined(separator: "\n"),
            isDone: isDone, created: created, updated: updated ?? created)
    }

    /// Taskwarrior's `20261122T094726Z`, or ISO 8601 with separators.
    private static func time(_ task: JSONValue, _ key: String) throws(InterchangeError) -> Timestamp? {
        guard let text = try task.string(key) else { return nil }
        var iso = text
        let utf8 = Array(text.utf8)
        if utf8.count == 16, utf8[8] == UInt8(ascii: "T"), utf8[15] == UInt8(ascii: "Z") {
            // 20261122T094726Z → 2026-11-22T09:47:26Z
            let dash = UInt8(ascii: "-")
            let colon = UInt8(ascii: ":")
            var extended: [UInt8] = []
            extended.reserveCapacity(20)
            extended += utf8[0..<4]
            extended.append(dash)
            extended += utf8[4..<6]
            extended.append(dash)
            extended += utf8[6..<11]
            extended.append(colon)
            extended += utf8[11..<13]
            extended.append(colon)
            extended += utf8[13..<16]
            iso = String(decoding: extended, as: UTF8.self)
        }
        guard let time = Timestamp(iso8601: iso) else {
            throw .invalidRecord("\"\(key)\" is not a Taskwarrior date like 20261122T094726Z")
        }
        return time
    }
}
