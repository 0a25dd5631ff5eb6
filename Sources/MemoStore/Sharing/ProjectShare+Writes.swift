/// What the shares a user received let the user write, for both engines: each engine reads
/// the shares its own way (a hub's table, a replica's copy of it) and asks these.
extension ProjectShare {
    /// The share a new memo in `project` goes under, so that it is that share's owner's at
    /// once: of the shares `received` that cover `project`, the first as writer, unless the
    /// user has a memo of their own there (their own project of the same name comes first).
    /// `nil`: the memo is the user's.
    /// - parameter ownsProject: whether the user has a memo of their own in `project` or below
    ///   it; asked only when a share covers `project`.
    /// - throws: `ShareError.readOnlyProject` when only shares as reader cover it.
    public static func share(
        ofNewMemoIn project: String, among received: [ProjectShare], ownsProject: () throws -> Bool
    ) throws -> ProjectShare? {
        let covering = received.filter { $0.covers(project: project) }
        guard let first = covering.first, try !ownsProject() else { return nil }
        guard let writable = covering.first(where: { $0.role == .writer }) else {
            throw ShareError.readOnlyProject(project, owner: first.owner)
        }
        return writable
    }

    /// The refusal of a write to the memo `id` of `owner` that the user may do as `role`:
    /// only a writer changes another's memo, and only its owner deletes it. `nil`: allowed.
    public static func refusal(ofWriting id: Int64, owner: String, as role: ShareRole, deleting: Bool) -> ShareError? {
        deleting || role != .writer ? ShareError.refused(memo: id, owner: owner, role: role, deleting: deleting) : nil
    }
}
