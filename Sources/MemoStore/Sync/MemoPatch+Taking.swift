extension MemoPatch {
    /// The patch that gives `memo` the value `source` has in `field` (a conflict's losing value
    /// taken back). `done` and `depends` are not patched here: done is its own command, and
    /// dependencies are given by id, which only the store can look up.
    public init(taking field: MemoField, from source: Memo, onto memo: Memo) {
        self.init()
        switch field {
        case .title: title = source.title
        case .body: body = source.body
        case .due: due = Self.change(source.due)
        case .wait: wait = Self.change(source.wait)
        case .scheduled: scheduled = Self.change(source.scheduled)
        case .until: until = Self.change(source.until)
        case .start:
            start = Self.change(source.start)
            movesStart = true
        case .priority: priority = Self.change(source.priority)
        case .project: project = Self.change(source.project)
        case .recur: recur = Self.change(source.recur)
        case .tags:
            addedTags = Set(source.tags)
            removedTags = Set(memo.tags).subtracting(source.tags)
        case .annotations: annotations = source.annotations
        case .extra(let name):
            var extra = memo.extra
            extra[name] = source.extra[name]
            self.extra = extra
        case .done, .depends:
            break
        }
    }

    private static func change<Value>(_ value: Value?) -> Change<Value> {
        value.map { .set($0) } ?? .clear
    }
}
