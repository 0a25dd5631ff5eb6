import Foundation
import MemoUseCases
import XCTest
@testable import todo_cli

/// What a replica remembers of a hub: the address libpq reads, without any password in it.
final class HubAddressTests: XCTestCase {
    func test_aURIsPassword_isDroppedWhereverLibpqReadsIt_andTheRestIsKept() throws {
        let cases = [
            // The user info runs to the first `@` before any `/`: a `?` in the password is the password's.
            ("postgresql://alice:se?cret@h/db", "postgresql://alice@h/db"),
            ("postgresql://alice:se?cret@h", "postgresql://alice@h"),
            ("postgresql://alice:hunter2@h:5432/db?sslmode=require", "postgresql://alice@h:5432/db?sslmode=require"),
            ("POSTGRES://alice:x@h/db", "postgres://alice@h/db"),
            ("postgresql://alice:@h/db", "postgresql://alice@h/db"),
            ("postgresql://:pw@h/db", "postgresql://@h/db"),
            ("postgresql://alice:p%40ss@h1:5432,h2/db", "postgresql://alice@h1:5432,h2/db"),
            // A password parameter, in any case, its name percent-encoded or not.
            ("postgresql://h/db?user=alice&password=x&sslmode=require", "postgresql://h/db?user=alice&sslmode=require"),
            ("postgresql://h/db?PassWord=x", "postgresql://h/db"),
            ("postgresql://h/db?pass%77ord=x&application_name=a", "postgresql://h/db?application_name=a"),
            ("postgresql://h/db?%70ASSWORD=x", "postgresql://h/db"),
            ("postgresql://h?password=x", "postgresql://h"),
            ("postgresql://h/db?sslmode=verify-full&sslpassword=k3y&sslkey=/k", "postgresql://h/db?sslmode=verify-full&sslkey=/k"),
            ("postgresql://a:b?c@h/db?password=d&host=/tmp", "postgresql://a@h/db?host=/tmp"),
            // Nothing to drop: kept exactly.
            ("postgresql://alice@h/db", "postgresql://alice@h/db"),
            ("postgresql:///todo?host=/tmp/pg&user=todo", "postgresql:///todo?host=/tmp/pg&user=todo"),
            ("postgresql://h/db?sslpassword_file=x&passfile=/p", "postgresql://h/db?sslpassword_file=x&passfile=/p"),
            ("postgresql://h:5/d?a=1&&b=%41", "postgresql://h:5/d?a=1&&b=%41"),
        ]
        for (given, remembered) in cases {
            let address = try HubAddress(given)
            XCTAssertEqual(address.remembered, remembered, given)
            XCTAssertEqual(address.connection.dropFirst(10), given.dropFirst(10), "libpq connects with the URL as given")
        }
    }

    func test_aKeywordStringsPassword_isDroppedAsLibpqTokenizesIt_andTheRestKeptExactly() throws {
        let cases = [
            ("host=h password = hunter2 dbname=todo", "host=h dbname=todo"),
            ("host=h password='hun ter2' dbname=todo", "host=h dbname=todo"),
            ("password='it\\'s a \\\\ secret' host=h", "host=h"),
            ("  password =\t'x'   host = h", "host = h"),
            ("host = h  dbname='my db'  password=x", "host = h  dbname='my db'"),
            ("host=h password=a\\ b port=5", "host=h port=5"),
            ("host=h PASSWORD=x", "host=h"),
            ("dbname=todo password='' user=alice", "dbname=todo user=alice"),
            ("host=h sslkey=/k sslpassword='k 3y' dbname=todo", "host=h sslkey=/k dbname=todo"),
            // Nothing to drop: kept exactly, quoting, blanks and all.
            ("host=/tmp/pg dbname=todo user=todo", "host=/tmp/pg dbname=todo user=todo"),
            (" host = 'a b'  sslmode=require ", " host = 'a b'  sslmode=require "),
            ("host=h passfile=/p sslpassword_file=x", "host=h passfile=/p sslpassword_file=x"),
        ]
        for (given, remembered) in cases {
            let address = try HubAddress(given)
            XCTAssertEqual(address.remembered, remembered, given)
            XCTAssertEqual(address.connection, given)
        }
    }

    func test_aKeywordStringLibpqCannotRead_isAUsageErrorQuotingNothingOfIt() {
        for given in ["host=h password='hun ter2", "host=h password", "host=h password x=y", "host=h password='a\\'"] {
            XCTAssertThrowsError(try HubAddress(given), given) { error in
                XCTAssertEqual((error as? SyncCommandError)?.exitStatus, .usage, given)
                XCTAssertFalse("\(error)".contains("hun"), "\(error)")
                XCTAssertFalse("\(error)".contains("host=h"), "\(error)")
            }
        }
    }

    func test_aFailedSyncToAnUnreachableHub_leavesNoPasswordInTheReplica() throws {
        let hubs = [
            "postgresql://alice:x?hunter1@/todo?host=/nonexistent-dir&connect_timeout=1",
            "postgresql:///todo?host=/nonexistent-dir&Pass%77ord=hunter2",
            "host=/nonexistent-dir dbname=todo password = hunter3 user=alice",
            "host=/nonexistent-dir password='x hunter4' dbname=todo",
        ]
        for hub in hubs {
            // given a replica
            let todo = try TodoProcess()
            XCTAssertEqual(try todo.run(["add", "kept here"]).status, 0)
            // when it syncs with a hub it cannot reach, a password in the hub's address
            let result = try todo.run(["sync", hub])
            // then the sync fails in one line, and neither it nor the replica holds the password
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertFalse(result.stderr.contains("hunter"), result.stderr)
            // (a hub never reached is not remembered, and no byte of the store holds the password)
            for suffix in ["", "-wal"] {
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: todo.dbPath + suffix))) ?? Data()
                XCTAssertNil(bytes.range(of: Data("hunter".utf8)), hub + suffix)
            }
            XCTAssertTrue(try todo.run(["list"]).stdout.contains("kept here"))
        }
    }
}
