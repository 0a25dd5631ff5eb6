#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write through a filter as the shell runs it: under `TODO_BULK`, on a typed line.
extension FilteredWrite {
    /// The bulk threshold the shell runs under: `TODO_BULK`'s, read once; the command line
    /// refuses a value that is not one before the shell starts.
    static let shellThreshold: BulkThreshold = {
        guard let raw = getenv("TODO_BULK") else { return .standard }
        return BulkThreshold(String(cString: raw)) ?? .standard
    }()

    /// The line in the screen's order on `ids` (`modify 3 4 pri:L`), its words quoted where
    /// they need it.
    func line(ids: [Int64]) -> String {
        arguments(ids: ids).map(ShellQuoting.quoted).joined(separator: " ")
    }
}
