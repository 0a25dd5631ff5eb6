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
    private let listNames: ((String) -> [String])?

    /// An environment answering with `lookup`; `isInvalid` tells which set variables are not
    /// UTF-8; `listNames`, when given, lists the set variables whose names start with a prefix.
    init(
        lookup: @escaping (String) -> String?, isInvalid: @escaping (String) -> Bool = { _ in false },
        listNames: ((String) -> [String])? = nil
    ) {
        self.lookup = lookup
        self.isInvalid = isInvalid
        self.listNames = listNames
    }

    /// The names of the set variables starting with `prefix`, in no order; nil when this
    /// environment cannot list them (then every name must be asked for).
    func names(withPrefix prefix: String) -> [String]? {
        listNames?(prefix)
    }

    /// The environment of this process. A value that is not valid UTF-8 reads as unset here
    /// (never repaired into another path or name); `requireUTF8` turns it into an error.
    static var process: Environment {
        Environment(
            lookup: { name in getenv(name).flatMap { String(validatingCString: $0) } },
            isInvalid: { name in getenv(name).map { String(validatingCString: $0) == nil } ?? false },
            listNames: processNames(withPrefix:))
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

    /// The names in the process's `environ` that start with `prefix`, read as bytes.
    private static func processNames(withPrefix prefix: String) -> [String] {
        var names: [String] = []
        let length = prefix.utf8.count
        var entry = environ
        while let pointer = entry.pointee {
            if strncmp(pointer, prefix, length) == 0 {
                let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
                var end = 0
                while bytes[end] != 0, bytes[end] != UInt8(ascii: "=") { end += 1 }
                names.append(String(decoding: UnsafeBufferPointer(start: bytes, count: end), as: UTF8.self))
            }
            entry += 1
        }
        return names
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
