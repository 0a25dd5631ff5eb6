import MemoStore
import TodoRIBs

/// Completes a memo id with the ids of the user's newest open memos.
///
/// Runs inside the shell's completion, so it never prompts, never creates a store, and
/// never writes: it opens an existing store read-only, and offers nothing when there is
/// none or anything goes wrong.
enum MemoIDCompletion {
    /// How many ids are offered at most.
    static let limit = 50

    static func complete(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let environment = Environment.process
        let path = value(of: "--db", in: arguments) ?? environment["TODO_DB"] ?? environment.defaultStorePath
        let name = value(of: "--user", in: arguments) ?? environment["TODO_USER"] ?? environment.loginName
        guard let path, let name else { return [] }
        do {
            let repository = try SQLiteMemoRepository(readingExistingStoreAt: path)
            let user = try repository.logIn(userName: UserNameRule.normalized(name))
            let page = try repository.page(MemoPageRequest(filter: .open, sort: .created, limit: limit), for: user)
            return page.memos.map { String($0.id) }.filter { $0.hasPrefix(prefix) }
        } catch {
            return []
        }
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
