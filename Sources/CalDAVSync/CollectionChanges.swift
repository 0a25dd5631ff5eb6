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

    init(token: String?, listsEverything: Bool) {
        self.token = token
        self.listsEverything = listsEverything
    }
}
