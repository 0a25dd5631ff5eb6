import MemoStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment, read once where it matters and replaceable in tests.
struct Environment {
    private let lookup: (String) -> String?
    private let isInvalid: (String) -> Bool

    /// An environment answering with `lookup`; `isInvalid` tells which set variables are not UTF-8.
    init(lookup: @escaping (String) -> String?, isInvalid: @escaping (String) -> Bool = { _ in false }) {
        self.lookup = lookup
        self.isInvalid = isInvalid
    }

    /// The environment of this process. A value that is not valid UTF-8 reads as unset here
    /// (never repaired into another path or name); `requireUTF8` turns it into an error.
    static var process: Environment {
        Environment(
            lookup: { name in getenv(name).flatMap { String(validatingCString: $0) } },
            isInvalid: { name in getenv(name).map { String(validatingCString: $0) == nil } ?? false })
    }

    /// Throws a usage error naming the first of `names` that is set but not valid UTF-8: an
    /// invalid byte silently replaced would mean another store or another user.
    func requireUTF8(_ names: String...) throws {
        if let name = names.first(where: isInvalid) {
            throw EnvironmentError(description: "\(name) is not valid UTF-8")
        }
    }

    /// The value of `name`, treating an empty value as unset.
    subscript(name: String) -> String? {
        guard let value = lookup(name), !value.isEmpty else { return nil }
        return value
    }

    /// The name the process runs as, from the password database.
    var loginName: String? {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
            return String(cString: name)
        }
        return self["USER"]
    }

    /// Where the store lives when neither `--db` nor `TODO_DB` says:
    /// `$XDG_DATA_HOME/todo/todo.sqlite`, else `~/.local/share/todo/todo.sqlite`.
    var defaultStorePath: String? {
        if let dataHome = self["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/todo/todo.sqlite"
        }
        guard let home = self["HOME"] else { return nil }
        return home + "/.local/share/todo/todo.sqlite"
    }
}

/// A variable of the environment that cannot be used: a usage error.
struct EnvironmentError: TodoFailure {
    let description: String
    var exitStatus: ExitStatus { ExitStatus.usage }
}
