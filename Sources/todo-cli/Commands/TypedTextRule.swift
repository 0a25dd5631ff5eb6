import MemoStore
import TodoRIBs

/// Checks the memo text a command line carries (titles and bodies), so a bad one is a usage
/// error (exit 2) before the store is opened; the store enforces the same `MemoLimits` on
/// every write. A typed title is one line: more lines belong in the body (an imported title
/// with a line break is kept, and shown with the break made visible).
enum TypedTextRule {
    static func validate(title: String, option: String = "title") throws {
        try refuseLineBreak(in: title, option)
        switch MemoLimits.problem(withTitle: title) {
        case nil: return
        case .tooLong(let limit)?: throw CommandWordsError("the \(option) is longer than \(limit) characters")
        case _?: throw CommandWordsError("the \(option) is empty; a memo needs a title")
        }
    }

    /// Checks the title text `patch` types: a new title, or text appended or prepended to the
    /// title. (A substitution's replacement may land in an annotation, where lines may break.)
    static func validate(patch: MemoPatch) throws {
        if let title = patch.title { try validate(title: title) }
        if let appended = patch.appendedText { try refuseLineBreak(in: appended, "appended text") }
        if let prepended = patch.prependedText { try refuseLineBreak(in: prepended, "prepended text") }
    }

    static func validate(body: String) throws {
        if case .tooLong(let limit)? = MemoLimits.problem(withBody: body) {
            throw CommandWordsError("the body is longer than \(limit) characters")
        }
    }

    // MARK: - Private

    private static func refuseLineBreak(in text: String, _ option: String) throws {
        guard text.contains(where: \.isNewline) else { return }
        throw CommandWordsError("the \(option) has a line break; a title is one line (put more lines in the body)")
    }
}
