import Glibc

/// The name of the machine a sync runs on, as history names what arrived from it (`from
/// laptop`), on the hub and on the other replicas: `TODO_MACHINE` (the config file's `machine`)
/// when set, else the host's name, else `a replica`.
public enum MachineName {
    /// This machine's name, read once.
    public static let current: String = {
        if let given = getenv("TODO_MACHINE"), given.pointee != 0 { return String(cString: given) }
        var bytes = [CChar](repeating: 0, count: 256)
        guard gethostname(&bytes, bytes.count - 1) == 0 else { return "a replica" }
        let name = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "a replica" : name
    }()
}
