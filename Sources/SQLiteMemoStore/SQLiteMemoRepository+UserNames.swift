import MemoStore

extension SQLiteMemoRepository {
    /// The user stored under another spelling of `name` (not NFC, from before names were
    /// normalised), matched by `UserNameSpelling`; `nil` when there is none. Reads only.
    func findUserSpelledOtherwise(_ name: String) throws -> User? {
        // length() counts characters and the blob's bytes: they differ only for non-ASCII names.
        let stored = try connection.rows(
            "SELECT id, name FROM users WHERE length(name) <> length(CAST(name AS BLOB)) ORDER BY id"
        ) { (id: $0.int64(0), name: $0.string(1)) }
        return UserNameSpelling.firstMatch(of: name, among: stored).map { User(id: $0, name: name) }
    }
}
