import Glibc

/// The name of the machine a sync runs on, as a hub's history names what arrived from it
/// (`from laptop`): the host's name, else `a replica`.
enum MachineName {
    /// This machine's host name, read once.
    static let current: String = {
        var bytes = [CChar](repeating: 0, count: 256)
        guard gethostname(&bytes, bytes.count - 1) == 0 else { return "a replica" }
        let name = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "a replica" : name
    }()
}
