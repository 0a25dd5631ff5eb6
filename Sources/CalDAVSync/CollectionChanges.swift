/// What a collection says changed: members written (href → ETag) and members gone.
struct CollectionChanges {
    /// The sync-token to ask from next time; `nil` when the server gives none.
    var token: String?
    /// Whether `changed` lists every member (a first sync, or a full listing): then a member
    /// the replica knows and that is not listed is gone.
    let listsEverything: Bool
    /// Written members, by href (as the server spells it), with their ETags.
    var changed: [String: String] = [:]
    /// Hrefs of members gone.
    var removed: [String] = []
    /// Whether the server cut the answer short (RFC 6578 §3.6): more follows from `token`.
    var isTruncated = false
    /// Members todo refuses to work with, by href, with the reason (an href or ETag holding a
    /// control character, which would add lines to a request).
    var refused: [String: String] = [:]

    /// These changes followed by `later` ones (the next part of a truncated answer).
    mutating func append(_ later: CollectionChanges) {
        for href in later.removed { changed[href] = nil }
        for href in later.changed.keys { removed.removeAll { $0 == href } }
        changed.merge(later.changed) { _, new in new }
        refused.merge(later.refused) { _, new in new }
        removed += later.removed
        token = later.token
        isTruncated = later.isTruncated
    }

    init(token: String?, listsEverything: Bool) {
        self.token = token
        self.listsEverything = listsEverything
    }
}
