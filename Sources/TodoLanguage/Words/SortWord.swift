import MemoStore

/// Reads the value of `--sort`: `urgency`, `due`, `priority` or `created`.
public enum SortWord {
    /// The sort `text` names, case-insensitively.
    /// - parameter word: the word to name in an error; `--sort TEXT` when `nil`.
    public static func sort(_ text: String, word: String? = nil) throws(TodoLanguageError) -> MemoSort {
        guard let sort = MemoSort(rawValue: text.lowercased()) else {
            throw TodoLanguageError(word: word ?? "--sort \(text)", reason: .unknownSort)
        }
        return sort
    }
}
