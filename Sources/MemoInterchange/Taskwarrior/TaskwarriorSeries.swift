import MemoStore

/// Keeps each task of a recurring Taskwarrior series as the memo it is, and the series going:
/// every pending instance is a memo of its own, with its own uuid (which `depends` and
/// Taskwarrior's sync refer to) and due date, so the open occurrences are exactly the ones not
/// yet done (`mask`, `imask`); the one due last carries the recurrence (`done` on it makes the
/// next) and the template, whole, in its extra field `Taskwarrior.templateKey`, so the series
/// goes back to Taskwarrior as it came.
///
/// Guarantees: one pending instance and one template per series are held back until the end
/// of the input, at most `maxHeldBytes` of their text in all; an instance displaced by one due
/// later is handed out at once, as an occurrence of its own: its `recur` kept as an attribute
/// (`extra`), not as the memo's recurrence, so doing it adds nothing (as in Taskwarrior, where
/// the template generates the next). At the end each held instance gets its template, and a
/// template with no pending instance (none generated yet, or all done) stands for its series:
/// a memo with the template's uuid, due at the first occurrence its `mask` has not yet made.
/// Completed instances are not held: they are done memos of their own, `parent` and `imask` kept.
/// A series todo wrote for its own recurring memo, unchanged, reads back as that memo alone.
struct TaskwarriorSeries {
    /// The most text held back, in bytes: beyond it the import fails rather than grow memory
    /// without bound.
    static let maxHeldBytes = 64 << 20

    /// The task's draft when it can be handed out now, or the draft of the instance it
    /// displaces; `nil` when it is held back for its series.
    /// - throws: `InterchangeError.invalidRecord` when the held text would pass `maxHeldBytes`.
    mutating func take(_ task: TaskwarriorTask, line: Int) throws(InterchangeError) -> (draft: MemoDraft, line: Int)? {
        switch task.role {
        case .plain:
            return (task.draft, line)
        case .template:
            guard let uuid = task.draft.uuid, let text = task.templateText else { return (task.draft, line) }
            try hold(text.utf8.count, replacing: templates[uuid].map { $0.text.utf8.count }, key: uuid)
            templates[uuid] = (task.draft, text, line)
        case .instance(let parent):
            let held = instances[parent]
            if let held, !isDueLater(task.draft, than: held.task.draft) { return (Self.occurrence(task), line) }
            try hold(Self.size(of: task.draft), replacing: held.map { Self.size(of: $0.task.draft) }, key: parent)
            instances[parent] = (task, line)
            if let held { return (Self.occurrence(held.task), held.line) }
        }
        return nil
    }

    /// Each series' last pending instance with its template, or the template standing for its
    /// series, with its line, in the order the series first appeared; empties what was held.
    /// Dates are advanced in `zone`, as Taskwarrior advances them in the local time.
    mutating func finished(in zone: LocalTimeZone) -> [(draft: MemoDraft, line: Int)] {
        defer { self = TaskwarriorSeries() }
        return order.compactMap { key in
            let template = templates[key]
            if let held = instances[key] {
                var draft = held.task.draft
                if let template, Self.isTodosOwn(template, instance: draft) {
                    // The template todo wrote for this memo, nothing made since: todo's memo again.
                    for key in ["parent", "imask", "rtype"] { draft.extra[key] = nil }
                } else if let template {
                    draft.extra[Taskwarrior.templateKey] = template.text
                }
                return (draft, held.line)
            }
            guard let template else { return nil }
            var draft = template.draft
            draft.extra[Taskwarrior.templateKey] = template.text
            draft.extra["mask"] = nil
            draft.due = Self.firstUnmade(template.draft, mask: template.text, in: zone)
            return (draft, template.line)
        }
    }

    /// How many templates went into the memo of their last pending instance.
    var templatesKept: Int {
        order.count(where: { templates[$0] != nil && instances[$0] != nil })
    }

    // MARK: - Private

    private var order: [String] = []
    private var templates: [String: (draft: MemoDraft, text: String, line: Int)] = [:]
    private var instances: [String: (task: TaskwarriorTask, line: Int)] = [:]
    private var heldBytes = 0

    /// A pending instance that is not its series' last: an occurrence without a recurrence of
    /// its own, `recur` kept as it came for Taskwarrior.
    private static func occurrence(_ task: TaskwarriorTask) -> MemoDraft {
        var draft = task.draft
        draft.recur = nil
        if let text = task.recurText { draft.extra["recur"] = MemoJSON.string(text) }
        return draft
    }

    /// Whether `template` is the one todo writes for its recurring memo `instance`
    /// (`Taskwarrior.templateUUID(for:)`), with no occurrence made but that memo (`mask` `-`).
    private static func isTodosOwn(_ template: (draft: MemoDraft, text: String, line: Int), instance: MemoDraft) -> Bool {
        guard let uuid = instance.uuid, template.draft.uuid == Taskwarrior.templateUUID(for: uuid) else { return false }
        return template.draft.extra["mask"] == MemoJSON.string("-")
    }

    /// The template's due advanced once for each occurrence its `mask` says was made (done,
    /// pending, deleted or waiting), as Taskwarrior's next instance would be due.
    private static func firstUnmade(_ template: MemoDraft, mask text: String, in zone: LocalTimeZone) -> Timestamp? {
        guard let recur = template.recur, var due = template.due,
              let value = try? JSONValue.parse(Array(text.utf8)), case .string(let mask)? = value["mask"]
        else { return template.due }
        for _ in 0..<mask.count {
            guard let next = recur.next(after: due, in: zone) else { break }
            due = next
        }
        return due
    }

    private mutating func hold(_ size: Int, replacing old: Int?, key: String) throws(InterchangeError) {
        if templates[key] == nil, instances[key] == nil { order.append(key) }
        heldBytes += size - (old ?? 0)
        guard heldBytes <= Self.maxHeldBytes else {
            throw .invalidRecord("recurring tasks hold more than \(Self.maxHeldBytes >> 20) MiB of text; import them in parts")
        }
    }

    private func isDueLater(_ draft: MemoDraft, than held: MemoDraft) -> Bool {
        guard let heldDue = held.due else { return true }
        guard let due = draft.due else { return false }
        return due > heldDue
    }

    private static func size(of draft: MemoDraft) -> Int {
        256 + draft.title.utf8.count + draft.body.utf8.count + (draft.project?.utf8.count ?? 0)
            + draft.tags.reduce(0) { $0 + $1.utf8.count + 16 }
            + draft.annotations.reduce(0) { $0 + $1.description.utf8.count + 24 }
            + draft.extra.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 32 }
    }
}
