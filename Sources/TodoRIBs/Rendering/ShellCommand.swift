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

    /// The argument as a memo id: a positive whole number, `#` allowed in front.
    var memoID: Int64? {
        let digits = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        guard let id = Int64(digits), id > 0 else { return nil }
        return id
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
