import MemoStore
import TodoRIBs

/// What Tab offers in the shell: the command words of the screen that has input, then memo
/// ids (newest first, with their titles), projects after `project:` and tags after `+` or `-`,
/// attribute words (`pro` → `project:`) and the keys after `list --sort` (`AttributeCompletion`),
/// read from the store the shell already opened, for the user whose memos are on screen.
@MainActor
final class ShellCompletion {
    /// One word Tab may put in place of the word being typed.
    struct Candidate: Equatable {
        let word: String
        /// Shown beside the word when candidates are listed (a memo's title).
        let description: String?
    }

    /// How many ids are offered at most.
    static let idLimit = 50

    /// Completes from `repository`; without one, only command words.
    init(repository: OpenStore?) {
        self.repository = repository
    }

    /// The candidates for the last word of `text` (what is typed before the cursor).
    func candidates(for text: String, _ completion: InputCompletion) -> [Candidate] {
        let word = Self.lastWord(of: text)
        let isFirstWord = text.dropLast(word.count).allSatisfy(\.isWhitespace)
        if isFirstWord {
            let typed = word.lowercased()
            return completion.commandWords.filter { $0.hasPrefix(typed) }.sorted().map { Candidate(word: $0, description: nil) }
        }
        let words = text.split(whereSeparator: \.isWhitespace)
        let command = words.first.map(String.init)
        let previous = words.dropLast(word.isEmpty ? 0 : 1).last
        if previous == "--sort", CommandTable.command(named: command?.lowercased() ?? "")?.options.contains(.sort) == true {
            return AttributeCompletion.sortKeys(extending: word).map { Candidate(word: $0, description: nil) }
        }
        let attributes = AttributeCompletion.words(extending: word, command: command)
        if !attributes.isEmpty {
            return attributes.map { Candidate(word: $0, description: nil) }
        }
        guard let owner = completion.memoOwnerName else { return [] }
        for attribute in ["project:", "proj:", "pro:"] where word.hasPrefix(attribute) {
            return names(of: owner) { try $0.projects(for: $1) }
                .map { attribute + $0 }.filter { $0.hasPrefix(word) }.map { Candidate(word: $0, description: nil) }
        }
        if let sign = word.first, sign == "+" || sign == "-" {
            return names(of: owner) { try $0.tags(for: $1) }
                .map { "\(sign)\($0)" }.filter { $0.hasPrefix(word) }.map { Candidate(word: $0, description: nil) }
        }
        // `#12` is an id too: the candidates keep the `#` typed, so they extend the word.
        let mark = word.hasPrefix("#") ? "#" : ""
        let digits = String(word.dropFirst(mark.count))
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return [] }
        let isDone = CommandTable.command(named: command?.lowercased() ?? "")?.offeredIDs.isDone
        let memos = withUser(owner) { repository, user in
            try repository.memoIDs(
                withPrefix: digits, isDone: isDone, within: try CompletionContext.filter(in: repository, for: user),
                limit: Self.idLimit, for: user)
        } ?? []
        return memos.map { Candidate(word: mark + String($0.id), description: CompletionTitle.line($0.title)) }
    }

    /// The word the cursor is in: everything after the last blank of `text`.
    static func lastWord(of text: String) -> Substring {
        text[(text.lastIndex(where: \.isWhitespace).map(text.index(after:)) ?? text.startIndex)...]
    }

    // MARK: - Private

    private let repository: OpenStore?
    private var users: [String: User] = [:]

    private func names(of owner: String, _ read: (OpenStore, User) throws -> [NameCount]) -> [String] {
        withUser(owner) { try read($0, $1).map(\.name) } ?? []
    }

    private func withUser<T>(_ name: String, _ body: (OpenStore, User) throws -> T) -> T? {
        guard let repository else { return nil }
        do {
            return try repository.answeringQuickly {
                let user = try users[name] ?? repository.logIn(userName: UserNameRule.normalized(name))
                users[name] = user
                return try body(repository, user)
            }
        } catch {
            return nil
        }
    }
}
