import MemoStore

/// One task of a Taskwarrior export, mapped to a draft, with its place in a recurrence.
struct TaskwarriorTask {
    /// How the task takes part in recurrence.
    enum Role: Equatable {
        /// An ordinary task, or a completed instance: a memo of its own.
        case plain
        /// A recurring template (`status` `recurring`).
        case template
        /// A pending instance generated from the template with this (lower-case) uuid.
        case instance(parent: String)
    }

    var draft: MemoDraft
    var role: Role
    /// `recur` as the task wrote it (`monthly`, `P1M`), for an instance that keeps it as an
    /// attribute of its own rather than as the memo's recurrence.
    var recurText: String?
    /// A template's whole object as compact JSON, less Taskwarrior's computed `id` and
    /// `urgency`: what goes back to Taskwarrior as the template.
    var templateText: String?
}

extension Taskwarrior {
    /// The task one line of the one-object-a-line form describes; `nil` for a blank line or a
    /// deleted task.
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON or a task that breaks the mapping.
    static func task(fromLine bytes: [UInt8]) throws(InterchangeError) -> TaskwarriorTask? {
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch {
            throw error.asRecordError
        }
        return try task(from: value)
    }

    /// A deleted task's object as a deletion: its uuid, as a draft would carry it, and its last
    /// change (`modified`, else `end`), when it was deleted; nil for any other task, and for a
    /// deleted one without a valid uuid (it names no memo).
    static func deletion(of task: JSONValue) -> ImportDeletion? {
        guard case .string("deleted")? = task["status"], case .string(let text)? = task["uuid"],
              let uuid = InterchangeRules.uuid(text) else { return nil }
        return ImportDeletion(uuid: uuid, time: (try? time(task, "modified")) ?? (try? time(task, "end")))
    }

    /// The deleted task one line describes (`deletion(of:)`).
    static func deletion(fromLine bytes: [UInt8]) -> ImportDeletion? {
        (try? JSONValue.parse(bytes)).flatMap(deletion(of:))
    }

    /// The task a parsed task object describes; `nil` for a deleted task.
    /// - throws: `InterchangeError.invalidRecord` naming the field that breaks the mapping.
    static func task(from task: JSONValue) throws(InterchangeError) -> TaskwarriorTask? {
        guard case .object = task else { throw .invalidRecord("expected a task object") }
        guard case .string(let description)? = task["description"] else {
            throw .invalidRecord("a task needs a \"description\" string")
        }
        var draft = MemoDraft(title: description)
        var role = TaskwarriorTask.Role.plain
        let parent = try task.string("parent").map { text throws(InterchangeError) in
            try InterchangeRules.requireUUID(text, field: "parent")
        }
        let status = try task.string("status") ?? "pending"
        switch status {
        case "pending", "waiting":
            if let parent { role = .instance(parent: parent) }
        case "recurring": role = .template
        case "completed": draft.isDone = true
        case "deleted": return nil
        default:
            throw .invalidRecord(
                "unknown \"status\" \(MemoJSON.string(status)) (expected pending, waiting, recurring, completed or deleted)")
        }
        draft.uuid = try task.string("uuid").map { text throws(InterchangeError) in try InterchangeRules.requireUUID(text) }
        draft.body = try task.string("body") ?? ""
        draft.annotations = try annotations(task)
        draft.created = try time(task, "entry")
        draft.updated = try time(task, "modified")
        if draft.updated == nil { draft.updated = try time(task, "end") ?? draft.created }
        draft.due = try time(task, "due")
        draft.wait = try time(task, "wait")
        draft.scheduled = try time(task, "scheduled")
        draft.start = try time(task, "start")
        draft.until = try time(task, "until")
        draft.end = try time(task, "end")
        draft.depends = try depends(task)
        draft.parent = try task.string(parentAttribute).map { text throws(InterchangeError) in
            try InterchangeRules.requireUUID(text, field: parentAttribute)
        }
        draft.extra = extra(task)
        draft.priority = try task.string("priority").map { code throws(InterchangeError) in
            guard let priority = Priority(code: code) else {
                throw .invalidRecord("unknown \"priority\" \(MemoJSON.string(code)) (expected H, M or L)")
            }
            return priority
        }
        draft.project = try task.string("project").flatMap(word)
        draft.tags = try strings(task, "tags").compactMap(word)
        draft.recur = try task.string("recur").map { text throws(InterchangeError) in try InterchangeRules.recurrence(text) }
        try InterchangeRules.check(draft)
        var read = TaskwarriorTask(draft: draft, role: role, recurText: try task.string("recur"))
        if role == .template, case .object(let members) = task {
            read.templateText = JSONValue.object(members.filter { $0.key != "id" && $0.key != "urgency" }).jsonText
        }
        return read
    }

    // MARK: - Private

    /// A Taskwarrior project or tag as todo's, which are single words: `task` takes a project
    /// with spaces (`project:'My Project'`), and an edited export can hold such a tag. Each run
    /// of whitespace inside becomes one `_` (`My_Project`), whitespace around it goes, and one
    /// of whitespace alone is left out, so such a file imports instead of failing whole.
    private static func word(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: "_")
    }

    /// The keys the mapping reads, and Taskwarrior's computed ones (`id`, `urgency`), which it
    /// makes again on import: every other key is kept in `extra`, the recurrence's own (`parent`
    /// naming an instance's template, `imask`, `mask`, `rtype`) too, so they go back as they came.
    private static let mappedKeys: Set<String> = [
        "uuid", "description", "status", "entry", "modified", "end", "due", "wait", "scheduled", "start", "until",
        "priority", "project", "tags", "recur", "annotations", "depends", "body", parentAttribute, "id", "urgency",
    ]

    private static func annotations(_ task: JSONValue) throws(InterchangeError) -> [MemoAnnotation] {
        switch task["annotations"] {
        case nil, .null?: return []
        case .array(let annotations)?:
            var notes: [MemoAnnotation] = []
            for annotation in annotations {
                guard case .object = annotation, case .string(let note)? = annotation["description"] else {
                    throw .invalidRecord("each of \"annotations\" must be an object with a \"description\" string")
                }
                // An annotation without its time (hand-written files) is dated by the task's entry.
                var entry = try time(annotation, "entry")
                if entry == nil { entry = try time(task, "entry") }
                notes.append(MemoAnnotation(entry: entry ?? InterchangeRules.earliest, description: note))
            }
            return notes
        default:
            throw .invalidRecord("\"annotations\" must be an array")
        }
    }

    /// Taskwarrior 2.6 writes `depends` as an array of uuids, earlier versions as one string
    /// of them separated by commas: both are read.
    private static func depends(_ task: JSONValue) throws(InterchangeError) -> [String] {
        let texts: [String]
        if case .string(let joined)? = task["depends"] {
            texts = joined.split(separator: ",").map(String.init)
        } else {
            texts = try strings(task, "depends")
        }
        var uuids: [String] = []
        for text in texts {
            uuids.append(try InterchangeRules.requireUUID(text, field: "depends"))
        }
        return uuids
    }

    /// Every key the mapping does not read, with its value as compact JSON text.
    private static func extra(_ task: JSONValue) -> [String: String] {
        guard case .object(let members) = task else { return [:] }
        var extra: [String: String] = [:]
        for member in members where !mappedKeys.contains(member.key) {
            extra[member.key] = member.value.jsonText
        }
        return extra
    }

    private static func strings(_ task: JSONValue, _ key: String) throws(InterchangeError) -> [String] {
        switch task[key] {
        case nil, .null?: return []
        case .array(let elements)?:
            var strings: [String] = []
            for element in elements {
                guard case .string(let text) = element else { throw .invalidRecord("\"\(key)\" must be an array of strings") }
                strings.append(text)
            }
            return strings
        default:
            throw .invalidRecord("\"\(key)\" must be an array of strings")
        }
    }

    private static func time(_ task: JSONValue, _ key: String) throws(InterchangeError) -> Timestamp? {
        guard let text = try task.string(key) else { return nil }
        guard let time = time(text) else {
            throw .invalidRecord("\"\(key)\" is not a Taskwarrior date like 20261122T094726Z")
        }
        return try InterchangeRules.requireInRange(time, field: key)
    }
}
