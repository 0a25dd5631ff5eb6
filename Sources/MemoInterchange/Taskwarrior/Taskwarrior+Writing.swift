import MemoStore

extension Taskwarrior {
    /// One memo as one Taskwarrior task object on one line, as `task import` reads it: `uuid`,
    /// `description`, `status` (`pending`, `completed`, or `recurring` for an open memo with
    /// `recur`), `entry`, `modified`, `end` (done memos), `due`, `wait`, `priority`, `project`,
    /// `tags`, `recur` and `annotations` (from the body), each only when the memo has it.
    public static func object(_ memo: Memo) -> String {
        var json: [UInt8] = []
        append(memo, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends one memo as a task object (UTF-8, no line break) to `json`.
    public static func append(_ memo: Memo, to json: inout [UInt8]) {
        json.reserveCapacity(json.count + 300 + memo.title.utf8.count + memo.body.utf8.count)
        MemoJSON.appendASCII("{\"uuid\":", to: &json)
        MemoJSON.appendString(memo.uuid, to: &json)
        MemoJSON.appendASCII(",\"description\":", to: &json)
        MemoJSON.appendString(memo.title, to: &json)
        let status = memo.isDone ? "completed" : memo.recur != nil && memo.due != nil ? "recurring" : "pending"
        json += Array(",\"status\":\"\(status)\"".utf8)
        appendTime("entry", memo.created, to: &json)
        appendTime("modified", memo.updated, to: &json)
        if memo.isDone { appendTime("end", memo.updated, to: &json) }
        if let due = memo.due { appendTime("due", due, to: &json) }
        if let wait = memo.wait { appendTime("wait", wait, to: &json) }
        if let priority = memo.priority { json += Array(",\"priority\":\"\(priority.rawValue)\"".utf8) }
        if let project = memo.project {
            MemoJSON.appendASCII(",\"project\":", to: &json)
            MemoJSON.appendString(project, to: &json)
        }
        if !memo.tags.isEmpty {
            MemoJSON.appendASCII(",\"tags\":[", to: &json)
            for (offset, tag) in memo.tags.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                MemoJSON.appendString(tag, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        if let recur = memo.recur { json += Array(",\"recur\":\"\(recur)\"".utf8) }
        let notes = annotations(of: memo.body)
        if !notes.isEmpty {
            MemoJSON.appendASCII(",\"annotations\":[", to: &json)
            for (offset, note) in notes.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                // Taskwarrior keys annotations by their time: each gets its own second.
                let entry = InterchangeRules.clamped(Timestamp(secondsSince1970: memo.created.secondsSince1970 + Int64(offset)))
                json += Array("{\"entry\":\"\(basicISO(entry))\",\"description\":".utf8)
                MemoJSON.appendString(note, to: &json)
                json.append(UInt8(ascii: "}"))
            }
            json.append(UInt8(ascii: "]"))
        }
        json.append(UInt8(ascii: "}"))
    }

    // MARK: - Private

    private static func appendTime(_ key: String, _ time: Timestamp, to json: inout [UInt8]) {
        json += Array(",\"\(key)\":\"\(basicISO(time))\"".utf8)
    }

    /// One annotation a line of the body; the whole body as one when a line of it is empty
    /// (Taskwarrior drops empty annotations), so joining them with line breaks gives it back.
    private static func annotations(of body: String) -> [String] {
        guard !body.isEmpty else { return [] }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.contains(where: \.isEmpty) ? [body] : lines.map(String.init)
    }
}
