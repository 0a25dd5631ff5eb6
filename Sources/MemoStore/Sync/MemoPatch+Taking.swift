extension MemoPatch {
    /// The patch that gives `memo` the value `source` has in `field` (a conflict's losing value
    /// taken back). `done` and `depends` are not patched here: done is its own command, and
    /// dependencies are given by id, which only the store can look up; a parent is taken by its
    /// uuid, which the store checks is still one of the user's memos.
    public init(taking field: MemoField, from source: Memo, onto memo: Memo) {
        self.init()
        set(field, to: source[field], onto: memo)
    }

    /// The patch that gives `memo` the value `source` has in its extra field `name` (none
    /// removes it there).
    public init(takingExtra name: String, from source: Memo, onto memo: Memo) {
        self.init()
        var extra = memo.extra
        extra[name] = source.extra[name]
        self.extra = extra
    }
}
