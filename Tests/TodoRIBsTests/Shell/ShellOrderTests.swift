import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// Taskwarrior's order in the shell: ids or a filter before a command, as on the command line.
@MainActor
final class ShellOrderTests: XCTestCase {
    func test_idsBeforeACommand_actAsTheCommandWithThoseIDs() async throws {
        // given three memos on the list screen
        let session = try ShellSession(user: "gus", typing: ["add Milk", "add Letter", "add Bank"])
        _ = session.screen.takeOutput()

        // when commands are typed after their ids
        session.send("3 done")
        session.send("1,2 modify pri:H")
        session.send("2 annotate 5 apples")

        // then each acted on those memos, and a number after annotate stayed its text
        XCTAssertEqual(session.screen.takeOutput(), "done #3 Bank\nmodify #1 Milk\nmodify #2 Letter\nannotate #2 Letter\n")
        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertTrue(try session.memo(3).isDone)
        XCTAssertEqual(try session.memo(1).priority, .high)
        XCTAssertEqual(try session.memo(2).annotations.map(\.description), ["5 apples"])
    }

    func test_aFilterBeforeList_listsWithIt_andBeforeAWrite_writesTheMemosItMatches() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk +errand", "add Letter", "add Bank +errand"])
        _ = session.screen.takeOutput()

        session.send("+errand list")
        let listing = session.screen.takeOutput()
        session.send("+errand modify pri:L")
        let modified = session.screen.takeOutput()
        session.send("-errand done")

        XCTAssertTrue(listing.contains("Milk"), listing)
        XCTAssertFalse(listing.contains("Letter"), listing)
        XCTAssertEqual(modified, "modify #1 Milk\nmodify #3 Bank\n")
        XCTAssertEqual(session.screen.takeOutput(), "done #2 Letter\n")
        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual(try session.memo(1).priority, .low)
        XCTAssertNil(try session.memo(2).priority)
        XCTAssertTrue(try session.memo(2).isDone)
    }

    func test_aWriteThroughAFilterOfMoreThanThreeMemos_withoutATerminal_isRefused_unlessYes() async throws {
        let session = try ShellSession(user: "gus", typing: (1...4).map { "add Memo \($0) +x" })

        session.send("+x done")
        let refused = session.screen.takeErrors()
        let untouched = try session.memo(4).isDone
        session.send("+x done --yes")

        XCTAssertEqual(refused, "done would change 4 memos: add --yes to go ahead\n")
        XCTAssertFalse(untouched)
        XCTAssertEqual(session.screen.takeOutput(), "done #1 Memo 1\ndone #2 Memo 2\ndone #3 Memo 3\ndone #4 Memo 4\n")
    }

    func test_aWriteThroughAFilterOfMoreThanThreeMemos_onATerminal_asks_andOnlyYesGoesAhead() async throws {
        let session = try ShellSession(user: "gus", typing: (1...4).map { "add Memo \($0) +x" }, interactive: true)
        session.screen.script = ["n", "yes"]

        session.send("+x modify pri:H")
        let declined = (session.screen.takeOutput(), session.screen.takeErrors(), try session.memo(1).priority)
        session.send("+x modify pri:H")

        XCTAssertEqual(session.screen.prompts.suffix(2), ["modify 4 memos? [y/N] ", "modify 4 memos? [y/N] "])
        // Before asking, the memos it would change are listed.
        XCTAssertEqual(declined.0, (1...4).map { "    \($0) [ ] Memo \($0)  +x\n" }.joined())
        XCTAssertEqual(declined.1, "nothing changed\n")
        XCTAssertNil(declined.2)
        XCTAssertEqual(try session.memo(4).priority, .high)
    }

    func test_aWriteThroughAFilter_thatMatchesNothing_orIsMistyped_saysSoAndChangesNothing() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk +errand"])

        session.send("+nothing done")
        session.send("+errand modify")
        session.send("+errand done now")

        XCTAssertEqual(session.screen.takeErrors(), "no memos match the filter\nusage: FILTER... modify ATTRIBUTE...\n"
            + "unexpected argument 'now': FILTER done takes no more words\n")
        XCTAssertFalse(try session.memo(1).isDone)
    }

    func test_infoThroughAFilter_opensTheOneMemoItFinds_doneOnesToo_orListsSeveralAndSaysSo() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk +errand", "add Letter", "add Bank +errand", "2 done"])
        let letter = try session.memo(2)
        _ = session.screen.takeOutput()

        // Through the counter: the first 13 characters are only the millisecond the memo was made
        // in, which the three adds above can share.
        session.send("\(letter.uuid.prefix(18)) info")
        let opened = session.screen.takeOutput()
        session.send("back")
        _ = session.screen.takeOutput()
        session.send("+errand info")
        let several = session.screen.takeOutput()
        session.send("+nothing open")
        session.send("3")
        let alone = session.screen.takeOutput()

        XCTAssertTrue(opened.hasPrefix("#2 Letter\nstatus:   done"), opened)
        XCTAssertTrue(alone.hasPrefix("#3 Bank\n"), "an id alone opens its memo: \(alone)")
        XCTAssertEqual(several, "    1 [ ] Milk  +errand\n    3 [ ] Bank  +errand\n")
        XCTAssertEqual(session.screen.takeErrors(), "2 memos match; info opens one: ID info\nno memos match the filter\n")
    }

    func test_aFilterAlone_listsAsNextDoes_andABareWordAfterItIsTheUnknownCommand() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk +errand", "add Letter", "add Bank +errand pri:H"])
        _ = session.screen.takeOutput()

        session.send("+errand")
        let alone = session.screen.takeOutput()
        session.send("next +errand")
        let next = session.screen.takeOutput()
        session.send("-errand")
        let without = session.screen.takeOutput()
        session.send("+errand dne")

        XCTAssertEqual(alone, next)
        XCTAssertTrue(alone.hasSuffix("    3 [ ] Bank  pri:H +errand\n    1 [ ] Milk  +errand\n"), alone)
        XCTAssertTrue(without.hasSuffix("    2 [ ] Letter\n"), without)
        XCTAssertEqual(session.screen.takeErrors(), "unknown command 'dne'; did you mean 'done'?\n")
    }

    func test_theShellRefusesWhatTheCommandLineRefuses_inTheSameWords() {
        let words = ["add", "list", "done", "modify", "info", "open"]
        let commandLine = { (arguments: [String]) -> String? in
            do {
                _ = try TaskwarriorOrder.reading(
                    of: arguments, front: TaskwarriorOrder.Front(program: "", command: { words.contains($0) ? $0 : nil }))
                return nil
            } catch {
                return String(describing: error)
            }
        }

        // A mistyped id, ids given twice, words after `done`.
        for line in ["0 done", "1 modify 2 pri:H", "+x done now"] {
            guard case .refused(let problem) = ShellOrder.reading(of: line, commandWords: words) else {
                return XCTFail("\(line) was not refused")
            }
            XCTAssertEqual(problem, commandLine(line.split(separator: " ").map(String.init)), line)
        }
        // A command that takes no filter: the commands named are those the shell takes, so not
        // `edit`, which the command line names.
        XCTAssertEqual(commandLine(["+x", "add", "Milk"])?.contains("info, edit, done"), true)
        XCTAssertEqual(
            ShellOrder.reading(of: "+x add Milk", commandWords: words),
            .refused("add takes no filter before it; these do: list, info, done, undone, rm, delete, start, stop, duplicate, "
                + "modify, annotate, denotate, append, prepend and the reports (completed, all, count, …)"))
        // Several ids before a one-id command: the screen shows one memo at a time.
        XCTAssertEqual(ShellOrder.reading(of: "1,2 info", commandWords: words), .refused("info takes one id before it: ID info"))
        XCTAssertEqual(ShellOrder.reading(of: "2 open", commandWords: words), .line("open 2"))
    }

    func test_theReading_leavesTheScreensOwnOrderAlone() {
        let words = ["add", "list", "done", "modify"]
        XCTAssertEqual(ShellOrder.reading(of: "add 3 done", commandWords: words), .line("add 3 done"))
        XCTAssertEqual(ShellOrder.reading(of: "  ", commandWords: words), .line("  "))
        XCTAssertEqual(ShellOrder.reading(of: "milk", commandWords: words), .line("milk"))
        XCTAssertEqual(ShellOrder.reading(of: "#4 Done", commandWords: words), .line("done 4"))
        XCTAssertEqual(ShellOrder.reading(of: "3 list", commandWords: words), .line("list 3"))
    }

    func test_quotedWords_keepTheirSpacesAndQuotes_throughTheReordering() {
        let words = ["add", "list", "done", "modify", "annotate"]
        XCTAssertEqual(
            ShellOrder.reading(of: #"3 annotate "two  spaces" 'it'\''s'"#, commandWords: words),
            .line(#"annotate 3 'two  spaces' 'it'\''s'"#))
        XCTAssertEqual(ShellOrder.reading(of: #""buy milk" +home list"#, commandWords: words), .line("list 'buy milk' +home"))
        XCTAssertEqual(
            ShellOrder.reading(of: #""buy milk" modify pri:H"#, commandWords: words),
            .filtered(FilteredWrite(globals: [], command: "modify", filter: ["buy milk"], rest: ["pri:H"], isConfirmed: false)))
        for word in ["plain", "", "a b", "it's", #"say "hi""#, #"back\slash"#, "tab\there"] {
            XCTAssertEqual(ShellQuoting.words(ShellQuoting.quoted(word)), [word], word)
        }
    }

    func test_quotedTextAfterTheIDs_isStoredAsTyped() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk"])
        _ = session.screen.takeOutput()

        session.send(#"1 annotate "two  spaces" and 'it'\''s'"#)

        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual(try session.memo(1).annotations.map(\.description), ["two  spaces and it's"])
    }
}
