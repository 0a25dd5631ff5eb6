import MemoStore

/// Feeds `drafts` to `importMemos` one at a time.
public func draftFeed(_ drafts: [MemoDraft]) -> () throws -> MemoDraft? {
    var iterator = drafts.makeIterator()
    return { iterator.next() }
}
