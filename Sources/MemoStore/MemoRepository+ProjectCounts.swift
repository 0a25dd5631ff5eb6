extension MemoRepository {
    /// `projectCounts(matching:for:)` of every memo, expired ones too (`matchesEveryMemo`),
    /// without reading a memo row: the projects from `projects(for:)` (one covering index)
    /// and the memos without one as the user's kept counts less those. Either engine answers
    /// the unfiltered summary this way.
    public func projectCountsOfEveryMemo(for user: User) throws -> [ProjectCount] {
        let projects = try self.projects(for: user).map { ProjectCount(project: $0.name, open: $0.open, done: $0.done) }
        let total = try counts(for: user)
        let none = ProjectCount(
            project: nil, open: total.open - projects.reduce(0) { $0 + $1.open },
            done: total.done - projects.reduce(0) { $0 + $1.done })
        return none.open + none.done > 0 ? projects + [none] : projects
    }
}
