#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite
import MemoStore
@testable import SQLiteMemoStore
import XCTest

/// Every error of todo's own says how the command line reports it: SQLite's too.
final class SQLiteErrorFailureTests: XCTestCase {
    func test_anSQLiteError_isARuntimeFailure() throws {
        let error: Error = SQLiteError(code: SQLITE_IOERR, connection: nil, sql: nil)

        let failure = try XCTUnwrap(error as? TodoFailure)

        XCTAssertEqual(failure.exitStatus, .failure)
        XCTAssertFalse(failure.description.isEmpty)
    }

    func test_aFullDisk_isNamedAsSuch_whetherSQLiteOrItsSystemCallSaysSo() {
        let full = SQLiteError(code: SQLITE_FULL, connection: nil, sql: "INSERT INTO memos DEFAULT VALUES")
        let noRoomForTheWALIndex = SQLiteError(code: SQLITE_IOERR | (19 << 8), connection: nil, sql: "PRAGMA user_version", systemErrno: ENOSPC)
        let overQuota = SQLiteError(code: SQLITE_IOERR, connection: nil, sql: nil, systemErrno: EDQUOT)
        let brokenDisk = SQLiteError(code: SQLITE_IOERR, connection: nil, sql: nil, systemErrno: EIO)

        XCTAssertEqual(full.storeError(path: "/x/todo.sqlite"), .noSpace(path: "/x/todo.sqlite"))
        XCTAssertEqual(noRoomForTheWALIndex.storeError(path: "/x/todo.sqlite"), .noSpace(path: "/x/todo.sqlite"))
        XCTAssertEqual(overQuota.storeError(path: "/x/todo.sqlite"), .noSpace(path: "/x/todo.sqlite"))
        guard case .engine = brokenDisk.storeError(path: "/x/todo.sqlite") else {
            return XCTFail("an I/O error that is not a full disk: \(brokenDisk.storeError(path: "/x/todo.sqlite"))")
        }
        XCTAssertEqual(
            MemoStoreError.noSpace(path: "/x/todo.sqlite").description,
            "no space left on the disk of /x/todo.sqlite or of its temporary files (TMPDIR); nothing was changed")
    }

    func test_aCantOpen_saysWhatTheSystemSaid_notSQLitesGenericMessage() {
        // given an open the system refused, and one with no system error behind it
        let refused = SQLiteError(code: SQLITE_CANTOPEN, connection: nil, sql: nil, systemErrno: EACCES)
        let unexplained = SQLiteError(code: SQLITE_CANTOPEN, connection: nil, sql: nil, systemErrno: 0)

        // when each becomes the store's error, then it names the file and the cause when known
        XCTAssertEqual(refused.storeError(path: "/x/t.db"), .cannotOpen(path: "/x/t.db", reason: "Permission denied"))
        XCTAssertEqual(unexplained.storeError(path: "/x/t.db"), .cannotOpen(path: "/x/t.db", reason: "unable to open database file"))
    }

    func test_aMalformedFile_isNamedAsDamaged_andLeftAsItIs() {
        // given SQLite's code for a malformed file
        let malformed = SQLiteError(code: SQLITE_CORRUPT, connection: nil, sql: "PRAGMA user_version")

        // when it becomes the store's error, then it names the file as damaged
        XCTAssertEqual(malformed.storeError(path: "/x/t.db"), .damaged(path: "/x/t.db", reason: "database disk image is malformed"))
        XCTAssertEqual(
            MemoStoreError.damaged(path: "/x/t.db", reason: "database disk image is malformed").description,
            "the store at /x/t.db is damaged (database disk image is malformed); it was left as it is")
    }

    func test_aLongStatement_isCutInTheErrorsOneLine() {
        let trigger = "CREATE TRIGGER t AFTER INSERT ON memos\nBEGIN\n" + String(repeating: "    UPDATE users SET open_count = open_count + 1;\n", count: 200) + "END"

        let line = SQLiteError(code: SQLITE_ERROR, connection: nil, sql: trigger).description

        XCTAssertEqual(
            line,
            "database error 1/1: SQL logic error in `CREATE TRIGGER t AFTER INSERT ON memos BEGIN UPDATE users SET open_count = open_count + 1; UPDATE us…`")
    }
}
