extension ProjectShare {
    /// The shares received by one user, as a hub tells a replica of them and the replica keeps
    /// them: one `owner TAB project TAB role` line each, ordered by owner then project (user
    /// and project names hold no tab or line break). The grantee is the reader, unnamed.
    public static func text(of shares: [ProjectShare]) -> String {
        shares.map { "\($0.owner)\t\($0.project)\t\($0.role.rawValue)" }.joined(separator: "\n")
    }

    /// The shares `text` (`text(of:)`) holds, received by `grantee`; a line that is not one is left out.
    public static func list(fromText text: String, grantee: String) -> [ProjectShare] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 3, let role = ShareRole(rawValue: String(parts[2])) else { return nil }
            return ProjectShare(owner: String(parts[0]), project: String(parts[1]), grantee: grantee, role: role)
        }
    }

    /// What `shares` (received) let their reader do with a memo of `owner` in `project`: a
    /// writer's share beside a reader's wins; `nil` when none covers it.
    public static func role(in shares: [ProjectShare], owner: String, project: String?) -> ShareRole? {
        let covering = shares.filter { $0.owner == owner && $0.covers(project: project) }
        return covering.contains { $0.role == .writer } ? .writer : covering.first?.role
    }
}
