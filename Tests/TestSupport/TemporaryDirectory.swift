import Foundation
import MemoStore
import SQLiteMemoStore

/// The one temporary-store helper of every test target: a fresh directory under the system's
/// temporary directory for a test's files, removed with everything in it when the value is
/// released. Hold it for as long as a store in it is open, so no test runs on an unlinked file.
public final class TemporaryDirectory {
    /// The directory, created when the value was.
    public let url: URL

    /// The directory's path.
    public var path: String { url.path }

    /// Creates a fresh, empty directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory (not created).
    public func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Opens the SQLite store `name` in the directory, creating it empty on first use; opened
    /// again with the same name, it is the same store.
    public func openSQLite(_ name: String = "memos.sqlite") throws -> SQLiteMemoRepository {
        try SQLiteMemoRepository(path: file(name))
    }

    /// The bytes of the file at `path`.
    public func bytes(of path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The permission bits of the file or directory at `path`.
    public func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
