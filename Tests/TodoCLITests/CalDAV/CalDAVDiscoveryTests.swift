import Foundation
import TestSupport
import XCTest

/// Issue 32: the URL a phone's account setup asks for (the server's, or the calendar home's)
/// leads to the account's task lists (current-user-principal, calendar-home-set,
/// supported-calendar-component-set), on a Radicale server of each test's own.
final class CalDAVDiscoveryTests: XCTestCase {
    private var server: OwnCalDAVServer!
    private var homes: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try OwnCalDAVServer()
        homes = try TemporaryDirectory()
    }

    override func tearDown() {
        (server, homes) = (nil, nil)
        super.tearDown()
    }

    func test_anAccountWithOneTaskList_syncsThatList_namesIt_andRemembersIt() throws {
        // given an account with one task list and a calendar of events
        let groceries = try server.makeCalendar("groceries", display: "Groceries")
        try server.makeCalendar("meetings", display: "Meetings", components: "VEVENT")
        let (laptop, phone) = (try TodoProcess(), try TodoProcess())
        XCTAssertEqual(try todo(laptop, ["add", "buy milk"]).status, 0)

        // when the laptop is given the server's URL and the phone the calendar home's
        let first = try todo(laptop, ["sync", server.url])
        let home = try todo(phone, ["sync", server.url + "/" + server.user + "/"])

        // then each syncs the task list, saying which
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "synced with the task list \"Groceries\" at \(groceries): sent 1, received 0\n")
        XCTAssertEqual(home.status, 0, home.stderr)
        XCTAssertEqual(home.stdout, "synced with the task list \"Groceries\" at \(groceries): sent 0, received 1\n")
        // and remembers the list itself, not the account
        let again = try todo(laptop, ["sync"])
        XCTAssertEqual(again.stdout, "synced with \(groceries): sent 0, received 0\n", again.stderr)
    }

    func test_anAccountWithSeveralTaskLists_listsThem_exit2_andRemembersNothing() throws {
        // given two task lists (one of tasks and events) and a calendar of events only
        let work = try server.makeCalendar("work", display: "Work")
        let home = try server.makeCalendar("home", display: "Home", components: "VEVENT,VTODO")
        try server.makeCalendar("meetings", display: "Meetings", components: "VEVENT")
        let laptop = try TodoProcess()
        XCTAssertEqual(try todo(laptop, ["add", "buy milk"]).status, 0)

        let result = try todo(laptop, ["sync", server.url])

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            todo: \(server.url)/ has 2 task lists; sync one of them by its URL:
              Home  \(home)
              Work  \(work)

            """)
        let after = try todo(laptop, ["sync"])
        XCTAssertEqual(after.status, 2, "no remote was remembered: \(after.stdout)")
        // and naming one of them syncs it
        XCTAssertEqual(try todo(laptop, ["sync", work]).stdout, "synced with \(work): sent 1, received 0\n")
    }

    func test_aCalendarWithoutTasks_isRefusedByName_andAnAccountWithNoTaskList_saysSo() throws {
        let meetings = try server.makeCalendar("meetings", display: "Meetings", components: "VEVENT")
        let laptop = try TodoProcess()
        XCTAssertEqual(try todo(laptop, ["add", "buy milk"]).status, 0)

        let calendar = try todo(laptop, ["sync", meetings])
        let account = try todo(laptop, ["sync", server.url])

        XCTAssertEqual(calendar.status, 2, calendar.stderr)
        XCTAssertEqual(calendar.stderr, "todo: the calendar \"Meetings\" holds no tasks (VTODO), only other entries: give a task list's URL\n")
        XCTAssertEqual(account.status, 1, account.stderr)
        XCTAssertEqual(
            account.stderr,
            "todo: sync with \(server.url)/ failed: no task list (a calendar of VTODOs) was found there: make one, or give a task list's URL\n")
        XCTAssertEqual(try todo(laptop, ["sync"]).status, 2, "neither was remembered")
    }

    func test_aServerWhoseRootIsAWebSite_isFoundThroughWellKnownCalDAV() throws {
        // given a server whose root is a web page, where /.well-known/caldav leads to the
        // account (RFC 6764), and one task list there
        try server.makeCalendar("groceries", display: "Groceries")
        let site = try FaultServer(arguments: ["--upstream", server.url, "--well-known", "/\(server.user)/"])
        let laptop = try TodoProcess()
        XCTAssertEqual(try todo(laptop, ["add", "buy milk"]).status, 0)

        // when the laptop is given only the server
        let result = try todo(laptop, ["sync", site.url])

        // then it syncs the task list it found there, saying which
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "synced with the task list \"Groceries\" at \(site.url)/\(server.user)/groceries/: sent 1, received 0\n")
    }

    // MARK: - Private

    private func todo(_ machine: TodoProcess, _ arguments: [String]) throws -> TodoResult {
        try machine.run(arguments, environment: try server.netrcHome(in: homes))
    }
}
