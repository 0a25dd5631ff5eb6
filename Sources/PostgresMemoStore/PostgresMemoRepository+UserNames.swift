import MemoStore

extension PostgresMemoRepository {
    /// The user stored under another spelling of `name` (not NFC, from before names were
    /// normalised), matched by `UserNameSpelling`; `nil` when there is none. Reads only.
    func findUserSpelledOtherwise(_ name: String) throws -> User? {
        let result = try connection.execute(
            "SELECT id, name FROM users WHERE octet_length(name) <> length(name) ORDER BY id")
        let stored = (0..<result.rowCount).map { (id: result.int64($0, 0), name: PostgresText.read(result.string($0, 1))) }
        return UserNameSpelling.firstMatch(of: name, among: stored).map { User(id: $0, name: name) }
    }
}
