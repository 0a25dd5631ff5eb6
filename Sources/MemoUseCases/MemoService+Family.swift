import MemoStore

extension MemoService {
    /// Gives `listing` its memos' progress and the parents it does not show: an indexed read for
    /// the page's memos only, and a second when a memo's parent is not on the page.
    func addFamily(to listing: inout MemoListing, for user: User) throws {
        guard !listing.memos.isEmpty else { return }
        listing.childCounts = try repository.childCounts(of: listing.memos.map(\.uuid), for: user)
        let shown = Set(listing.memos.map(\.uuid))
        let missing = Set(listing.memos.compactMap(\.parent)).subtracting(shown)
        guard !missing.isEmpty else { return }
        for parent in try repository.memos(uuids: Array(missing), for: user).values {
            listing.parents[parent.uuid] = MemoReference(id: parent.id, title: parent.title)
        }
    }

    /// The memos of `memos`' subtrees below them, nearest first (children, then theirs…), each
    /// once, whatever cycle a sync may have left: what a write to a whole subtree reaches.
    func descendants(of memos: [Memo], for user: User) throws -> [Memo] {
        var seen = Set(memos.map(\.uuid))
        var found: [Memo] = []
        var frontier = memos.map(\.uuid)
        while !frontier.isEmpty {
            let children = try repository.children(of: frontier, for: user).filter { seen.insert($0.uuid).inserted }
            found += children
            frontier = children.map(\.uuid)
        }
        return found
    }
}
