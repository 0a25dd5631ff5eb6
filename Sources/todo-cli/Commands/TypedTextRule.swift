import ArgumentParser
import MemoStore

/// Checks the memo text a command line carries (titles and bodies), so a bad one is a usage
/// error (exit 2) before the store is opened; the store enforces the same `MemoLimits` on
/// every write.
enum TypedTextRule {
    static func validate(title: String, option: String = "title") throws {
        switch MemoLimits.problem(withTitle: title) {
        case nil: return
        case .tooLong(let limit)?: throw ValidationError("the \(option) is longer than \(limit) characters")
        case _?: throw ValidationError("the \(option) is empty; a memo needs a title")
        }
    }

    static func validate(body: String) throws {
        if case .tooLong(let limit)? = MemoLimits.problem(withBody: body) {
            throw ValidationError("the body is longer than \(limit) characters")
        }
    }
}
