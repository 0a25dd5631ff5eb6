import ArgumentParser
import MemoStore

/// Checks titles and bodies where they are typed, so a bad one is a usage error (exit 2)
/// before the store is opened; the store enforces the same `MemoLimits` on every write.
enum TitleRule {
    static func validate(title: String, option: String = "title") throws {
        if title.allSatisfy(\.isWhitespace) {
            throw ValidationError("the \(option) is empty; a memo needs a title")
        }
        if title.count > MemoLimits.maxTitleLength {
            throw ValidationError("the \(option) is longer than \(MemoLimits.maxTitleLength) characters")
        }
    }

    static func validate(body: String) throws {
        if body.count > MemoLimits.maxBodyLength {
            throw ValidationError("the body is longer than \(MemoLimits.maxBodyLength) characters")
        }
    }
}
