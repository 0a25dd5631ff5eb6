import Foundation
import Testing
import TestSupport

/// What listings, `show` and the shell's pages say about memos, on each engine.
final class ListingTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_listAllAndWaiting_markWaitingMemos_doneOnesSayWhenTheyWereDone_neverOverdue(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Renew passport", "wait:+3d"])
        try todo.run(["add", "Pay rent", "due:yesterday"])
        try todo.run(["done", "2"])

        let all = try todo.run(["list", "--all"])
        let waiting = try todo.run(["list", "+waiting"])
        let show = try todo.run(["show", "2"])

        #expect(all.status == 0, "\(all.stderr)")
        let rows = all.stdout.components(separatedBy: "\n")
        #expect(rows[0].hasPrefix("    2 [x] Pay rent  done "), "\(all.stdout)")
        #expect(rows[0].hasSuffix(" ago"), "\(all.stdout)")
        #expect(rows[1].hasPrefix("    1 [ ] Renew passport  waiting until "), "\(all.stdout)")
        #expect(!all.stdout.contains("overdue"), "\(all.stdout)")
        #expect(waiting.stdout.hasPrefix("    1 [ ] Renew passport  waiting until "), "\(waiting.stdout)")
        #expect(show.stdout.contains("\nstatus:   done "), "\(show.stdout)")
        #expect(!show.stdout.contains("overdue"), "\(show.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_emptyHumanListing_saysNoMemosMatchOnStderr_whileJSONStaysAnEmptyArray(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let list = try todo.run(["list", "+nosuchtag"])
        let search = try todo.run(["search", "nothing"])
        let json = try todo.run(["list", "+nosuchtag", "--json"])

        #expect(list.status == 0)
        #expect(list.stdout == "")
        #expect(list.stderr == "no memos match\n")
        #expect(search.stdout == "")
        #expect(search.stderr == "no memos match\n")
        #expect(json.stdout == "[]\n")
        #expect(json.stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellFirstPage_afterLoginAndAfterBack_isInListOrder_andItsHeaderCountsWhatItCanShow(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Soon", "pri:H"])
        try todo.run(["add", "Whenever"])
        try todo.run(["add", "Hidden", "wait:+3d"])
        let list = try todo.run(["list"])

        let shell = try todo.run(["shell"], stdin: Data("open 2\nback\nquit\n".utf8))

        #expect(list.stdout == "    1 [ ] Soon  pri:H\n    2 [ ] Whenever\n")
        let page = "2 open memos (3 open, 0 done)\n" + list.stdout
        #expect(shell.stdout.hasPrefix(page), "\(shell.stdout)")
        #expect(shell.stdout.hasSuffix(page), "\(shell.stdout)")
    }
}
