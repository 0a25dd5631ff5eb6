import MemoStore
import TodoRIBs

/// Completes memo ids, and projects and tags inside attribute words, from the user's store.
///
/// Runs inside the shell's completion, so it never prompts, never creates a store, and
/// never writes: it opens an existing store read-only, and offers nothing when there is
/// none or anything goes wrong. Ids come newest first, numerically, matched by prefix
/// across all of the user's memos; zsh and fish show each id's title beside it.
enum MemoIDCompletion {
    /// How many ids are offered at most.
    static let limit = 50

    /// Ids of the memos a command offers (`CommandSpec.offeredIDs`): open ones for `done` and
    /// `edit`, done ones for `undone`, every one for `show` and `rm`; those starting with
    /// `prefix` (a `#` before it ignored), among the user's of the command line `arguments`.
    static func ids(
        _ arguments: [String], _ prefix: String, offering offered: CommandSpec.OfferedIDs, shell: CompletionShell?
    ) -> [String] {
        complete(arguments, prefix, isDone: offered.isDone, shell: shell)
    }

    /// Project names after `project:` (or `pro:`), tags after `+` (or `-` in `modify`), ids
    /// where a word of digits is being typed, and attribute words (`pro` → `project:`), for the
    /// word at `index` of `arguments`, typed up to `prefix`.
    static func words(_ arguments: [String], _ index: Int, _ prefix: String, shell: CompletionShell?) -> [String] {
        if shell == .bash, let offered = afterBashColon(arguments, index, prefix) {
            return offered
        }
        for attribute in ["project:", "proj:", "pro:"] where prefix.hasPrefix(attribute) {
            return names(arguments) { try $0.projects(for: $1) }.map { attribute + $0 }.filter { $0.hasPrefix(prefix) }
                .map { shell == .zsh ? $0.replacingColons : $0 }
        }
        if let sign = prefix.first, sign == "+" || sign == "-" {
            return names(arguments) { try $0.tags(for: $1) }.map { "\(sign)\($0)" }.filter { $0.hasPrefix(prefix) }
                .map { shell == .zsh ? $0.replacingColons : $0 }
        }
        if prefix.allSatisfy(\.isNumber) {
            return complete(arguments, prefix, isDone: false, shell: shell)
        }
        return AttributeCompletion.words(extending: prefix[...], command: commandName(in: arguments))
            .map { shell == .zsh ? $0.replacingColons : $0 }
    }

    // MARK: - Private

    /// bash splits `project:ho` at the colon (`COMP_WORDBREAKS`) into the words `project`, `:`
    /// and `ho`, and puts a candidate in place of what follows the colon: so it gets the bare
    /// names, whether the word typed is `ho` or the colon itself. `nil` when the words are not
    /// an attribute and its colon.
    private static func afterBashColon(_ arguments: [String], _ index: Int, _ prefix: String) -> [String]? {
        guard index > 0, index <= arguments.count else { return nil }
        let before = arguments[..<index]
        let attributes: Set<String> = ["project", "proj", "pro"]
        if prefix == ":", let name = before.last, attributes.contains(name) {
            return names(arguments) { try $0.projects(for: $1) }
        }
        guard before.last == ":", before.count >= 2, attributes.contains(before[before.endIndex - 2]) else { return nil }
        return names(arguments) { try $0.projects(for: $1) }.filter { $0.hasPrefix(prefix) }
    }

    private static func complete(_ arguments: [String], _ prefix: String, isDone: Bool?, shell: CompletionShell?) -> [String] {
        let digits = prefix.hasPrefix("#") ? String(prefix.dropFirst()) : prefix
        let memos = withStore(arguments) { repository, user in
            try repository.memoIDs(
                withPrefix: digits, isDone: isDone, within: try CompletionContext.filter(in: repository, for: user), limit: limit, for: user)
        } ?? []
        return memos.map { memo in
            let id = String(memo.id)
            switch shell {
            case .zsh?: return id + ":" + CompletionTitle.line(memo.title).replacingColons
            case .fish?: return id + "\t" + CompletionTitle.line(memo.title)
            default: return id
            }
        }
    }

    private static func names(_ arguments: [String], _ read: (OpenStore, User) throws -> [NameCount]) -> [String] {
        withStore(arguments) { try read($0, $1).map(\.name) } ?? []
    }

    /// Runs `body` on the store and user the command line names, by the rules a command uses
    /// (`StoreSelection`): a variable that is not UTF-8 means nothing is offered, never the
    /// default store or the login user in its place.
    private static func withStore<T>(_ arguments: [String], _ body: (OpenStore, User) throws -> T) -> T? {
        let environment = Environment.process
        let selection = StoreSelection(db: value(of: "--db", in: arguments), user: value(of: "--user", in: arguments))
        do {
            let repository = try selection.storeLocation(in: environment).openForReading(forCompletion: true)
            defer { repository.close() }
            let user = try repository.logIn(userName: selection.userName(in: environment))
            return try body(repository, user)
        } catch {
            return nil
        }
    }

    /// The subcommand of a completion's words (`todo --db X list pro` → `list`): the first word
    /// after the program's that is neither an option nor the value of `--db` or `--user`.
    private static func commandName(in arguments: [String]) -> String? {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == GlobalOption(startOf: argument)?.reading.name {
                index += 2
            } else if argument.hasPrefix("-") {
                index += 1
            } else {
                return argument
            }
        }
        return nil
    }

    private static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count {
                return arguments[index + 1]
            }
            if argument.hasPrefix(option + "=") {
                return String(argument.dropFirst(option.count + 1))
            }
        }
        return nil
    }
}

extension String {
    /// zsh's `_describe` splits a candidate at its first unescaped colon.
    fileprivate var replacingColons: String {
        var escaped = ""
        for character in self {
            if character == ":" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
