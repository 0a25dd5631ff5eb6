import Foundation
@testable import MemoStore

/// A throwaway directory for one test's store files, removed afterwards.
final class StoreFixture {
    let directory: URL
    var path: String { directory.appendingPathComponent("memos.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("memostore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func open() throws -> SQLiteMemoRepository {
        try SQLiteMemoRepository(path: path)
    }

    func bytes(_ path: String? = nil) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path ?? self.path))
    }
}

extension SQLiteMemoRepository {
    /// Adds memos titled `prefix 1`…`prefix count` in one import.
    func addMemos(_ count: Int, titled prefix: String = "memo", for user: User) throws {
        var index = 0
        _ = try importMemos(for: user) {
            index += 1
            return index <= count ? MemoDraft(title: "\(prefix) \(index)") : nil
        }
    }
}
