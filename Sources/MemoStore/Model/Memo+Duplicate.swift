extension Memo {
    /// A copy of this memo to add as a new one (`duplicate`): every field but the identity, open
    /// and not started, created now with a new uuid, as Taskwarrior's `duplicate` makes it.
    public var duplicateDraft: MemoDraft {
        MemoDraft(
            title: title, body: body, due: due, wait: wait, priority: priority, project: project, tags: tags, recur: recur,
            scheduled: scheduled, until: until, depends: depends, annotations: annotations, extra: extra)
    }
}
