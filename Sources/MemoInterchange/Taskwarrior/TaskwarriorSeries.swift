import MemoStore

/// Keeps each task of a recurring Taskwarrior series as the memo it is, and the series going:
/// every pending instance is a memo of its own, with its own uuid (which `depends` and
/// Taskwarrior's sync refer to) and due date, so the open occurrences are exactly the ones not
/// yet done (`mask`, `imask`); the one due last carries the recurrence (`done` on it makes the
/// next) and the template, whole, in its extra field `Taskwarrior.templateKey`, so the series
/// goes back to Taskwarrior as it came. A template without a pending instance gets the one it
/// would make next.
///
/// Guarantees: one pending instance and one template per series are held back until the end
/// of the input, at most `maxHeldBytes` of their text in all; an instance displaced by one due
/// later is handed out at once, as an occurrence of its own: its `recur` kept as an attribute
/// (`extra`), not as the memo's recurrence, so doing it adds nothing (as in Taskwarrior, where
/// the template generates the next). At the end each held instance gets its template.
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

    /// Each series' last pending instance with its template, with its line, in the order the
    /// series first appeared, and how many templates were left out because their series has
    /// ended; empties what was held. A template with no pending instance (Taskwarrior makes
    /// the next only once the last one's date has passed) gets the instance it would make next,
    /// due where its `mask` ends (`nextInstance`), unless that passes its `until`: then the
    /// series has ended and the template is left out, as Taskwarrior deletes it. Dates are
    /// advanced in `zone`, as Taskwarrior advances them in the local time.
    mutating func finished(in zone: LocalTimeZone) -> (drafts: [(draft: MemoDraft, line: Int)], ended: Int) {
        defer { self = TaskwarriorSeries() }
        var ended = 0
        let drafts = order.compactMap { key -> (draft: MemoDraft, line: Int)? in
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
            guard let draft = Self.nextInstance(of: template.draft, text: template.text, in: zone) else {
                ended += 1
                return nil
            }
            return (draft, template.line)
        }
        return (drafts, ended)
    }

    /// How many templates go into a memo of their series: held with a pending instance, or
    /// alone (their next instance made, or their series ended).
    var templatesHeld: Int {
        templates.count
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

    /// The instance Taskwarrior makes next from `template` (its object `text`): the template's
    /// fields, due where its `mask` ends (once advanced for each occurrence made, done, pending,
    /// deleted or waiting), `wait` and `scheduled` moved with it, `parent` and `imask` saying
    /// its place, the template kept whole, and a uuid named after the template and that place,
    /// so a second import of the file names the same memo. `nil` when the series has ended
    /// (that due passes `until`, or the year 9999).
    private static func nextInstance(of template: MemoDraft, text: String, in zone: LocalTimeZone) -> MemoDraft? {
        guard let uuid = template.uuid, let recur = template.recur, let start = template.due,
              let value = try? JSONValue.parse(Array(text.utf8))
        else { return nil }
        var index = 0
        if case .string(let mask)? = value["mask"] { index = mask.count }
        var due = start
        for _ in 0..<index {
            guard let next = recur.next(after: due, in: zone) else { return nil }
            due = next
        }
        if let until = template.until, due > until { return nil }
        let span = due.secondsSince1970 - start.secondsSince1970
        var draft = template
        draft.uuid = NameBasedUUID.uuid(for: "taskwarrior instance \(uuid) \(index)")
        draft.due = due
        draft.wait = template.wait.map { Timestamp(secondsSince1970: $0.secondsSince1970 + span) }
        draft.scheduled = template.scheduled.map { Timestamp(secondsSince1970: $0.secondsSince1970 + span) }
        draft.extra["mask"] = nil
        draft.extra["parent"] = MemoJSON.string(uuid)
        draft.extra["imask"] = String(index)
        draft.extra[Taskwarrior.templateKey] = text
        return draft
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
