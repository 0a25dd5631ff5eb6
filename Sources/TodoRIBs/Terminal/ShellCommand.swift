import TodoLanguage

/// One line typed in the shell, split into a command word and the rest.
struct ShellCommand {
    /// The first word, lower-cased.
    let name: String
    /// Everything after the first word, without surrounding whitespace.
    let argument: String

    init(_ line: String) {
        let trimmed = line.drop { $0.isWhitespace }
        let word = trimmed.prefix { !$0.isWhitespace }
        name = word.lowercased()
        argument = String(trimmed.dropFirst(word.count).drop { $0.isWhitespace })
            .trimmingTrailingWhitespace()
    }

    /// The words after the command word, quoted as a POSIX shell quotes them (`ShellQuoting`).
    var words: [String] {
        ShellQuoting.words(argument)
    }

    /// The argument as one memo id (`12` or `#12`), or `nil`.
    var memoID: Int64? {
        let ids = memoIDs
        return ids?.count == 1 ? ids?.first : nil
    }

    /// The argument as one or more memo ids, or `nil` when any word is not one.
    var memoIDs: [Int64]? {
        let words = self.words
        guard !words.isEmpty else { return nil }
        var ids: [Int64] = []
        for word in words {
            guard let id = MemoIDText.parse(word) else { return nil }
            ids.append(id)
        }
        return ids
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var text = self
        while text.last?.isWhitespace == true {
            text.removeLast()
        }
        return text
    }
}
