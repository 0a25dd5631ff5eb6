import MemoStore

extension Taskwarrior {
    /// One memo as the Taskwarrior task object of its own, as `task import` reads it: `uuid`,
    /// `description`, `status` (`pending`, or `completed` for a done memo), `entry`,
    /// `modified`, `end` (done memos), `due`, `wait`, `priority`, `project`, `tags`, `recur`,
    /// `start`, `scheduled`, `until`, `depends`, `parenttask` (the parent's uuid, a user-defined
    /// attribute), `annotations`, `body` (an attribute Taskwarrior keeps as it keeps any unknown
    /// one) and every extra field, each only when the memo has it. A recurring memo's template
    /// is not in it: `append(_:to:templates:)` writes that too.
    public static func object(_ memo: Memo) -> String {
        var json: [UInt8] = []
        appendTask(memo, status: memo.isDone ? "completed" : "pending", to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends what one memo goes out as (UTF-8, no line break at the end): its task object
    /// and, for an open recurring memo, its series' template first, so Taskwarrior carries the
    /// series on without making the occurrence again. `templates` holds the template uuids
    /// this file has already, so each is written once.
    ///
    /// - A memo of a Taskwarrior series (`parent` among its extra fields): the template kept
    ///   with it (`templateKey`), its `mask` covering the memo, then the memo as that
    ///   template's pending instance.
    /// - todo's own recurring memo: a template (`templateUUID(for:)`, `mask` `-`) and the memo
    ///   as its first instance (`imask` 0), so the memo keeps its uuid in Taskwarrior.
    ///
    /// An occurrence todo made after a Taskwarrior series' last instance (`done` copies the
    /// series' attributes) goes out with its own `imask`, counted from the kept template in
    /// `zone`, so Taskwarrior does not make that occurrence again.
    static func append(_ memo: Memo, to json: inout [UInt8], templates: inout Set<String>, in zone: LocalTimeZone) {
        let parent = memo.extra["parent"].flatMap(jsonString)
        let kept = memo.extra[templateKey].flatMap(KeptTemplate.init).flatMap { $0.uuid == parent ? $0 : nil }
        let known = memo.extra["imask"].flatMap { Double($0) }.map { Int($0) }
        let found = kept.flatMap { kept in memo.due.flatMap { kept.index(of: $0, in: zone) } }
        let trailing = found.flatMap { $0 > known ?? -1 ? [(key: "imask", json: String($0))] : nil } ?? []
        guard !memo.isDone, memo.recur != nil, memo.due != nil else {
            appendTask(memo, status: memo.isDone ? "completed" : "pending", trailing: trailing, to: &json)
            return
        }
        if let parent {
            if let kept, templates.insert(parent).inserted {
                let index = max(found ?? -1, known ?? -1)
                json += Array(kept.text(covering: index < 0 ? nil : index).utf8) + [UInt8(ascii: ","), 0x0A]
            }
            appendTask(memo, status: "pending", trailing: trailing, to: &json)
            return
        }
        let template = templateUUID(for: memo.uuid)
        appendTask(memo, uuid: template, status: "recurring", isTemplate: true,
                   trailing: [("mask", "\"-\""), ("rtype", "\"periodic\"")], to: &json)
        json += [UInt8(ascii: ","), 0x0A]
        appendTask(memo, status: "pending", trailing: [("parent", MemoJSON.string(template)), ("imask", "0"), ("rtype", "\"periodic\"")],
                   to: &json)
    }

    // MARK: - Private

    /// Appends one task object made of `memo`'s fields (UTF-8, no line break): with `uuid` and
    /// `status` as given; a template leaves out what belongs to one occurrence (`start`,
    /// `depends`, `annotations`); `trailing` members come last, and an extra field of the
    /// same name (or one the mapping wrote, or `templateKey`) is left out.
    private static func appendTask(
        _ memo: Memo, uuid: String? = nil, status: String, isTemplate: Bool = false,
        trailing: [(key: String, json: String)] = [], to json: inout [UInt8]
    ) {
        json.reserveCapacity(json.count + 300 + memo.title.utf8.count + memo.body.utf8.count)
        MemoJSON.appendASCII("{\"uuid\":", to: &json)
        MemoJSON.appendString(uuid ?? memo.uuid, to: &json)
        MemoJSON.appendASCII(",\"description\":", to: &json)
        MemoJSON.appendString(memo.title, to: &json)
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
        if let recur = memo.recur { json += Array(",\"recur\":\"\(period(recur))\"".utf8) }
        if let start = memo.start, !isTemplate { appendTime("start", start, to: &json) }
        if let scheduled = memo.scheduled { appendTime("scheduled", scheduled, to: &json) }
        if let until = memo.until { appendTime("until", until, to: &json) }
        if !memo.depends.isEmpty, !isTemplate {
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
        if !memo.annotations.isEmpty, !isTemplate {
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
            guard key != templateKey, !(key == "recur" && memo.recur != nil), !trailing.contains(where: { $0.key == key })
            else { continue }
            json.append(UInt8(ascii: ","))
            MemoJSON.appendString(key, to: &json)
            json.append(UInt8(ascii: ":"))
            json += Array((memo.extra[key] ?? "null").utf8)
        }
        for member in trailing {
            json.append(UInt8(ascii: ","))
            MemoJSON.appendString(member.key, to: &json)
            json += [UInt8(ascii: ":")] + Array(member.json.utf8)
        }
        json.append(UInt8(ascii: "}"))
    }

    private static func appendTime(_ key: String, _ time: Timestamp, to json: inout [UInt8]) {
        json += Array(",\"\(key)\":\"\(basicISO(time))\"".utf8)
    }

    /// `recur` spelled so Taskwarrior 2.6 repeats it as todo does: its `2y` is 730 days, its
    /// `biannual` two calendar years, as todo's `2y` is. `Nd`, `Nw`, `Nm`, `daily` … `yearly`
    /// mean there what they mean here; `3y` and longer have no calendar spelling there.
    private static func period(_ recur: Recurrence) -> String {
        recur.count == 2 && recur.unit == .year ? "biannual" : recur.description
    }

    /// The text of an extra field holding a JSON string (`"…"`), lower-cased as uuids are kept.
    private static func jsonString(_ text: String) -> String? {
        guard case .string(let value)? = try? JSONValue.parse(Array(text.utf8)) else { return nil }
        return value.lowercased()
    }
}
