/// Reads Taskwarrior 2.6's `task export`: a JSON array of task objects (or one object a line).
///
/// `description` becomes the title; `status` pending, waiting or recurring is open, completed
/// is done, deleted tasks are skipped; `entry` is the creation time, `modified` (else `end`)
/// the last change; `uuid` is kept; `annotations` become the body, one line each.
public enum TaskwarriorImport {
    /// The drafts of a whole export. The input is read whole: Taskwarrior writes one array.
    /// - throws: `InterchangeError.invalidLine` naming the task (line for the one-a-line form).
    public static func drafts(from bytes: [UInt8]) throws -> [MemoDraft] {
        let firstByte = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if firstByte == UInt8(ascii: "[") {
            guard case .array(let tasks) = try located(line: 1, { try JSONValue.parse(bytes) }) else { return [] }
            return try tasks.enumerated().compactMap { offset, task in
                try located(line: offset + 1, prefix: "task") { try draft(from: task) }
            }
        }
        var drafts: [MemoDraft] = []
        for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            if let draft = try located(line: offset + 1, { try draft(from: try JSONValue.parse(Array(line))) }) {
                drafts.append(draft)
            }
        }
        return drafts
    }

    // MARK: - Private

    private static func draft(from task: JSONValue) throws -> MemoDraft? {
        guard case .object = task else { throw InterchangeError.invalidRecord("expected a task object") }
        guard case .string(let description)? = task["description"] else {
            throw InterchangeError.invalidRecord("a task needs a \"description\" string")
        }
        let status = try task.string("status") ?? "pending"
        guard status != "deleted" else { return nil }
        var notes: [String] = []
        if case .array(let annotations)? = task["annotations"] {
            for annotation in annotations {
                if case .string(let note)? = annotation["description"] { notes.append(note) }
            }
        }
        let created = try time(task, "entry")
        return MemoDraft(
            uuid: try task.string("uuid"), title: description, body: notes.joined(separator: "\n"),
            isDone: status == "completed", created: created,
            updated: try time(task, "modified") ?? time(task, "end") ?? created)
    }

    /// Taskwarrior's `20261122T094726Z`, or ISO 8601 with separators.
    private static func time(_ task: JSONValue, _ key: String) throws -> Timestamp? {
        guard let text = try task.string(key) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var iso = text
        if scalars.count == 16, scalars[8] == "T", scalars[15] == "Z" {
            let digits = String(String.UnicodeScalarView(scalars))
            let parts = [digits.prefix(4), digits.dropFirst(4).prefix(2), digits.dropFirst(6).prefix(2)]
            let clock = [digits.dropFirst(9).prefix(2), digits.dropFirst(11).prefix(2), digits.dropFirst(13).prefix(2)]
            iso = parts.joined(separator: "-") + "T" + clock.joined(separator: ":") + "Z"
        }
        guard let time = Timestamp(iso8601: iso) else {
            throw InterchangeError.invalidRecord("\"\(key)\" is not a Taskwarrior date like 20261122T094726Z")
        }
        return time
    }

    private static func located<T>(line: Int, prefix: String = "line", _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch InterchangeError.invalidRecord(let reason) {
            throw InterchangeError.invalidLine(line: line, reason: prefix == "line" ? reason : "task \(line): \(reason)")
        }
    }
}
