#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment, read once where it matters and replaceable in tests.
struct Environment {
    private let lookup: (String) -> String?

    init(lookup: @escaping (String) -> String?) {
        self.lookup = lookup
    }

    /// The environment of this process.
    static var process: Environment {
        Environment { name in getenv(name).map { String(cString: $0) } }
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
