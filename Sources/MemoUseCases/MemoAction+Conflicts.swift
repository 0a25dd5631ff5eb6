extension MemoAction {
    /// What the words after `conflicts` ask, on the command line and in the shell: nothing
    /// lists them (`.conflicts`), `take N` or `dismiss N` resolves one; `nil` for anything else.
    public static func conflicts(words: [String]) -> MemoAction? {
        guard !words.isEmpty else { return .conflicts }
        guard words.count == 2, ["take", "dismiss"].contains(words[0]), let id = Int64(words[1]), id > 0 else { return nil }
        return .resolveConflict(id: id, taking: words[0] == "take")
    }
}
