import MemoStore

/// Filter words with Taskwarrior's operators read into a `MemoFilterExpression`, with its
/// precedence (its `Eval.cpp`, and what `task` 2.6 selects): `not` (`!`) binds tightest, then
/// `and` (which adjacent words are joined by), then `or`, then `xor`; parentheses group.
struct FilterExpressionParser {
    /// What one operand word means.
    typealias Operand = (String) throws(TodoLanguageError) -> MemoFilterExpression

    /// The words with parentheses written against a word split off (`(+home` → `(`, `+home`),
    /// and a whole expression in parentheses given as one word split at its spaces, as
    /// Taskwarrior reads `task '( pri:H or pri:M )' list`.
    static func tokens(of words: [String]) -> [String] {
        words.flatMap { word -> [Substring] in
            let trimmed = word.trimmingSpaces
            guard trimmed.first == "(", trimmed.last == ")", trimmed.contains(where: \.isWhitespace) else { return [Substring(word)] }
            return trimmed.split(whereSeparator: \.isWhitespace)
        }.flatMap { piece -> [String] in
            var word = piece
            var opening = 0
            var closing = 0
            while word.count > 1, word.first == "(" {
                word = word.dropFirst()
                opening += 1
            }
            while word.count > 1, word.last == ")" {
                word = word.dropLast()
                closing += 1
            }
            return Array(repeating: "(", count: opening) + [String(word)] + Array(repeating: ")", count: closing)
        }
    }

    init(tokens: [String], operand: @escaping Operand) {
        self.tokens = tokens
        self.operand = operand
    }

    /// The whole expression; an error naming the operator that lacks an operand or the
    /// parenthesis that is not matched.
    mutating func expression() throws(TodoLanguageError) -> MemoFilterExpression {
        let result = try xor()
        if let extra = peek { throw TodoLanguageError(word: extra, reason: .filterOperator) }
        return result
    }

    // MARK: - Private

    private let tokens: [String]
    private let operand: Operand
    private var index = 0

    private var peek: String? { index < tokens.count ? tokens[index].lowercased() : nil }

    private mutating func xor() throws(TodoLanguageError) -> MemoFilterExpression {
        var left = try or()
        while peek == "xor" {
            index += 1
            left = .xor(left, try or())
        }
        return left
    }

    private mutating func or() throws(TodoLanguageError) -> MemoFilterExpression {
        var parts = [try and()]
        while peek == "or" {
            index += 1
            parts.append(try and())
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func and() throws(TodoLanguageError) -> MemoFilterExpression {
        var parts = [try unary()]
        while let next = peek, next != "or", next != "xor", next != ")" {
            if next == "and" { index += 1 }
            parts.append(try unary())
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func unary() throws(TodoLanguageError) -> MemoFilterExpression {
        if peek == "not" || peek == "!" {
            index += 1
            return .not(try unary())
        }
        return try primary()
    }

    private mutating func primary() throws(TodoLanguageError) -> MemoFilterExpression {
        guard let next = peek else {
            throw TodoLanguageError(word: tokens.last ?? "", reason: .filterOperator)
        }
        let word = tokens[index]
        index += 1
        switch next {
        case "(":
            let inner = try xor()
            guard peek == ")" else { throw TodoLanguageError(word: word, reason: .filterOperator) }
            index += 1
            return inner
        case ")", "and", "or", "xor":
            throw TodoLanguageError(word: word, reason: .filterOperator)
        default:
            return try operand(word)
        }
    }
}

extension String {
    /// Without whitespace at either end.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
