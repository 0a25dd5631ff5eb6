extension Memo {
    /// A copy of this memo to add as a new one (`duplicate`): every field but the identity, open
    /// and not started (so never done at any time), created now with a new uuid, as Taskwarrior's `duplicate` makes it.
    public var duplicateDraft: MemoDraft {
        var draft = MemoDraft(title: title)
        draft.copyFields(from: self)
        draft.isDone = false
        draft.start = nil
        draft.end = nil
        return draft
    }
}
