extension CommandSuggestion {
    /// "unknown option '--lmit'; did you mean '--limit'?", or without the question when no
    /// option of `names` is near: one line for the command line and the shell.
    public static func unknownOption(_ word: String, among names: [String]) -> String {
        let typed = word.drop { $0 == "-" }
        let nearest = nearest(to: String(typed), among: names.map { String($0.drop { $0 == "-" }) })
        guard let nearest else { return "unknown option \(quoted(word))" }
        return "unknown option \(quoted(word)); did you mean '--\(nearest)'?"
    }
}
