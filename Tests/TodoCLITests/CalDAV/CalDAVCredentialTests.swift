import Foundation
import XCTest

/// Issue 20's credentials and transport: from `~/.netrc` (as curl reads it) or the URL's user
/// info for one run, never stored in the store and never printed; https verified against the
/// system's trust store, or a certificate the run trusts through `CURL_CA_BUNDLE`.
final class CalDAVCredentialTests: CalDAVTestCase {
    func test_credentialsFromTheNetrc_work_andAreNotStored() throws {
        // given a memo, and the account's password in ~/.netrc only
        let laptop = try machine()
        try add(laptop, ["from the netrc"])

        // when it syncs with the bare URL
        let line = try sync(laptop, collection)

        // then it reached the server, and the password is nowhere in the store or the output
        assertSynced(line, collection, sent: 1, received: 0)
        XCTAssertEqual(try account.tasks(in: collection).map(\.summary), ["from the netrc"])
        XCTAssertFalse(line.contains(account.password))
        try assertNotStored(account.password, in: laptop)
    }

    func test_credentialsInTheURL_workForOneRun_andAreNeitherStoredNorPrinted() throws {
        // given a machine without a netrc
        let laptop = try machine()
        try add(laptop, ["from the url"])
        let noNetrc = ["HOME": homes.file("without-a-netrc")]

        // when it syncs with the password in the URL, then again without a URL
        let withUserInfo = try todo(laptop, ["sync", account.withCredentials(collection)], environment: noNetrc)
        try add(laptop, ["second"])
        let remembered = try todo(laptop, ["sync"], environment: noNetrc)

        // then the first worked and named the URL without user info; the remembered URL has
        // no password, so the second is refused by the server, in one line without it
        XCTAssertEqual(withUserInfo.status, 0, withUserInfo.stderr)
        assertSynced(withUserInfo.stdout, collection, sent: 1, received: 0)
        XCTAssertEqual(withUserInfo.stderr, "")
        XCTAssertEqual(try account.tasks(in: collection).map(\.summary), ["from the url"])
        XCTAssertEqual(remembered.status, 1, remembered.stderr)
        XCTAssertTrue(remembered.stderr.contains("sync with \(collection!) failed:"), remembered.stderr)
        for output in [withUserInfo.stdout, withUserInfo.stderr, remembered.stdout, remembered.stderr] {
            XCTAssertFalse(output.contains(account.password), output)
        }
        try assertNotStored(account.password, in: laptop)

        // when the netrc is there, then the remembered URL syncs what was kept
        assertSynced(try sync(laptop), collection, sent: 1, received: 0)
    }

    func test_https_withTheCertificateTrusted_syncsBothWays() throws {
        // given a collection on the https server, whose certificate the run trusts
        let secure = try account.makeCollection(https: true)
        let trusted = ["CURL_CA_BUNDLE": account.certificate]
        let laptop = try machine()
        try add(laptop, ["over tls"])
        try account.add("from the phone over tls", to: secure)

        // when
        let line = try sync(laptop, secure, environment: trusted)

        // then
        assertSynced(line, secure, sent: 1, received: 1)
        XCTAssertEqual(Set(try account.tasks(in: secure).compactMap(\.summary)), ["over tls", "from the phone over tls"])
        assertSynced(try sync(laptop, environment: trusted), secure, sent: 0, received: 0)
    }

    func test_https_withASelfSignedCertificateNotTrusted_isRefused() throws {
        // given a collection on the https server, and a store with a memo
        let secure = try account.makeCollection(https: true)
        try account.add("never fetched", to: secure)
        let laptop = try machine()
        try add(laptop, ["kept here"])
        let before = try SyncMachines.memos(of: laptop)

        // when it syncs without trusting the certificate
        let result = try todo(laptop, ["sync", secure], environment: ["CURL_CA_BUNDLE": "/etc/ssl/certs/ca-certificates.crt"])

        // then it is refused in one line, and neither side changed
        try assertRefused(result, secure, memosBefore: before, of: laptop, "self-signed")
        XCTAssertEqual(try account.tasks(in: secure).map(\.summary), ["never fetched"])
    }

    // MARK: - Private

    /// Fails if `secret` is anywhere in the store's files (the database, its WAL) or its dump.
    private func assertNotStored(_ secret: String, in machine: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        for (name, bytes) in try machine.storeSnapshot() {
            XCTAssertNil(bytes.range(of: Data(secret.utf8)), "the password in \(name)", file: file, line: line)
        }
        let tables = SyncMachines.sqliteRows(machine.dbPath, "SELECT name FROM sqlite_master WHERE type = 'table'").map { $0[0] }
        XCTAssertFalse(tables.isEmpty, file: file, line: line)
        for table in tables {
            let rows = SyncMachines.sqliteRows(machine.dbPath, "SELECT * FROM \"\(table)\"")
            XCTAssertFalse(rows.joined().contains { $0.contains(secret) }, "the password in \(table)", file: file, line: line)
        }
    }
}
