import MemoStore

extension Taskwarrior {
    /// One memo as one Taskwarrior task object on one line, as `task import` reads it: `uuid`,
    /// `description`, `status` (`pending`, `completed`, or `recurring` for an open memo with
    /// `recur`), `entry`, `modified`, `end` (done memos), `due`, `wait`, `priority`, `project`,
    /// `tags`, `recur`, `start`, `scheduled`, `until`, `depends`, `parenttask` (the parent's
    /// uuid, a user-defined attribute), `annotations`, `body` (an
    /// attribute Taskwarrior keeps as it keeps any unknown one) and every extra field, each
    /// only when the memo has it.
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
        if memo.isDone { appendTime("end", memo.end ?? memo.updated, to: &json) }
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
        if let start = memo.start { appendTime("start", start, to: &json) }
        if let scheduled = memo.scheduled { appendTime("scheduled", scheduled, to: &json) }
        if let until = memo.until { appendTime("until", until, to: &json) }
        if !memo.depends.isEmpty {
            MemoJSON.appendASCII(",\"depends\":[", to: &json)
            for (offset, uuid) in memo.depends.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                MemoJSON.appendString(uuid, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        if let parent = memo.parent {
            json += Array(",\"\(parentAttribute)\":".utf8)
            MemoJSON.appendString(parent, to: &json)
        }
        if !memo.annotations.isEmpty {
            MemoJSON.appendASCII(",\"annotations\":[", to: &json)
            for (offset, annotation) in memo.annotations.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                json += Array("{\"entry\":\"\(basicISO(annotation.entry))\",\"description\":".utf8)
                MemoJSON.appendString(annotation.description, to: &json)
                json.append(UInt8(ascii: "}"))
            }
            json.append(UInt8(ascii: "]"))
        }
        if !memo.body.isEmpty {
            // Taskwarrior has no body: it keeps this as an attribute of its own (an orphan UDA).
            MemoJSON.appendASCII(",\"body\":", to: &json)
            MemoJSON.appendString(memo.body, to: &json)
        }
        for key in memo.extra.keys.sorted() {
            json.append(UInt8(ascii: ","))
            MemoJSON.appendString(key, to: &json)
            json.append(UInt8(ascii: ":"))
            json += Array((memo.extra[key] ?? "null").utf8)
        }
        json.append(UInt8(ascii: "}"))
    }

    // MARK: - Private

    private static func appendTime(_ key: String, _ time: Timestamp, to json: inout [UInt8]) {
        json += Array(",\"\(key)\":\"\(basicISO(time))\"".utf8)
    }

}
