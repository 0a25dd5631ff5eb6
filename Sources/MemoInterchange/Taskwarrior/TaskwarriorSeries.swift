import MemoStore

/// Turns a recurring Taskwarrior template and the instances generated from it into ONE
/// recurring memo, as todo keeps a recurrence: the open occurrence due next.
///
/// Guarantees: templates and pending instances are held back until the end of the input, one
/// template and one instance (the one due first) per series, at most `maxHeldBytes` of their
/// text in all; then each series becomes one draft: the instance due first carries the title,
/// body, due and wait dates, priority, project, tags and `updated`; the template gives the uuid
/// (so a second import of a later export adds nothing), the creation time and `recur`. A series
/// with no pending instance is its template; instances whose template is not in the file merge
/// among themselves. Completed instances are not held: they are done memos of their own.
struct TaskwarriorSeries {
    /// The most text held back for merging, in bytes: beyond it the import fails rather than
    /// grow memory without bound.
    static let maxHeldBytes = 64 << 20

    /// The task's draft when it stands alone, or `nil` when it is held back for its series.
    /// - throws: `InterchangeError.invalidRecord` when the held text would pass `maxHeldBytes`.
    mutating func take(_ task: TaskwarriorTask, line: Int) throws(InterchangeError) -> MemoDraft? {
        switch task.role {
        case .plain:
            return task.draft
        case .template:
            guard let uuid = task.draft.uuid else { return task.draft }
            try hold(task.draft, line: line, replacing: templates[uuid]?.draft, key: uuid)
            templates[uuid] = (task.draft, line)
        case .instance(let parent):
            if let held = instances[parent], !isDueEarlier(task.draft, than: held.draft) { return nil }
            try hold(task.draft, line: line, replacing: instances[parent]?.draft, key: parent)
            instances[parent] = (task.draft, line)
        }
        return nil
    }

    /// The merged draft of each series, with the line of the task that carries its fields, in
    /// the order the series first appeared; empties what was held.
    mutating func merged() -> [(draft: MemoDraft, line: Int)] {
        defer { self = TaskwarriorSeries() }
        return order.compactMap { key in
            let template = templates[key]
            guard let held = instances[key] ?? template else { return nil }
            var draft = held.draft
            if let template, instances[key] != nil {
                draft.uuid = template.draft.uuid
                draft.created = template.draft.created ?? draft.created
                draft.recur = template.draft.recur ?? draft.recur
            }
            return (draft, held.line)
        }
    }

    // MARK: - Private

    private var order: [String] = []
    private var templates: [String: (draft: MemoDraft, line: Int)] = [:]
    private var instances: [String: (draft: MemoDraft, line: Int)] = [:]
    private var heldBytes = 0

    private mutating func hold(_ draft: MemoDraft, line: Int, replacing old: MemoDraft?, key: String) throws(InterchangeError) {
        if templates[key] == nil, instances[key] == nil { order.append(key) }
        heldBytes += Self.size(of: draft) - (old.map(Self.size(of:)) ?? 0)
        guard heldBytes <= Self.maxHeldBytes else {
            throw .invalidRecord("recurring tasks hold more than \(Self.maxHeldBytes >> 20) MiB of text; import them in parts")
        }
    }

    private func isDueEarlier(_ draft: MemoDraft, than held: MemoDraft) -> Bool {
        guard let due = draft.due else { return false }
        guard let heldDue = held.due else { return true }
        return due < heldDue
    }

    private static func size(of draft: MemoDraft) -> Int {
        256 + draft.title.utf8.count + draft.body.utf8.count + (draft.project?.utf8.count ?? 0)
            + draft.tags.reduce(0) { $0 + $1.utf8.count + 16 }
            + draft.annotations.reduce(0) { $0 + $1.description.utf8.count + 24 }
            + draft.extra.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 32 }
    }
}
