import Foundation
import MemoStore

/// A fresh directory holding a store file path, removed when the value is released.
final class TemporaryStore {
    let directory: URL
    var path: String { directory.appendingPathComponent("todo.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func open() throws -> SQLiteMemoRepository {
        try SQLiteMemoRepository(path: path)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
