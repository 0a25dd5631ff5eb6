import MemoStore

/// What a replica's user may do offline with the memos other users share with them: what the
/// hub's shares said at the last sync (`sync_hubs.shares`). A hub checks again at the next
/// sync (`SharedPass`), so a share changed meanwhile is what holds in the end.
extension SQLiteMemoRepository {
    /// The shares received by `user`, as the user's hubs told of them at their last syncs.
    func receivedShares(for user: User) throws -> [ProjectShare] {
        try connection.rows("SELECT shares FROM sync_hubs WHERE user_id = ? AND shares <> ''", [.integer(user.id)]) { $0.string(0) }
            .flatMap { ProjectShare.list(fromText: $0, grantee: user.name) }
    }

    /// Refuses a change of `old` (to `new`, in the same order, when given) that touches another
    /// user's memo the user may not change: only a writer changes one, within what is shared
    /// as writer, and only its owner deletes one.
    /// - throws: `ShareError.refused`, naming the owner and the role.
    func checkSharedChange(of old: [Memo], to new: [Memo]? = nil, deleting: Bool, for user: User) throws {
        guard old.contains(where: { $0.owner != nil }) else { return }
        let shares = try receivedShares(for: user)
        for (index, memo) in old.enumerated() {
            guard let owner = memo.owner else { continue }
            let role = ProjectShare.role(in: shares, owner: owner, project: memo.project) ?? .reader
            if let refusal = ProjectShare.refusal(ofWriting: memo.id, owner: owner, as: role, deleting: deleting) { throw refusal }
            if let new, ProjectShare.role(in: shares, owner: owner, project: new[index].project) != .writer {
                throw ShareError.refused(memo: memo.id, owner: owner, role: role, deleting: false)
            }
        }
    }

    /// The owner a new memo in `project` goes to (`ProjectShare.share(ofNewMemoIn:among:ownsProject:)`,
    /// with the shares the user's hubs last told of); `nil`: the memo is the user's.
    /// - throws: `ShareError.readOnlyProject` when that project is shared with `user` as reader.
    func sharedOwner(ofNewIn project: String, for user: User) throws -> String? {
        try ProjectShare.share(ofNewMemoIn: project, among: try receivedShares(for: user)) {
            try connection.firstRow(
                "SELECT 1 FROM memos WHERE user_id = ? AND owner IS NULL AND project >= ? AND project < ? AND (project = ? OR project > ?) LIMIT 1",
                [.integer(user.id), .text(project), .text(project + "/"), .text(project), .text(project + ".")]) { _ in true } != nil
        }?.owner
    }
}
