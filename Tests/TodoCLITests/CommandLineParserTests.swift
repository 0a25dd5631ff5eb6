import MemoStore
import MemoUseCases
import XCTest
@testable import todo_cli
import TodoRIBs

/// `CommandLineParser` reads every command line into what it asks for, by `CommandTable` and
/// each command's own reading, and refuses the rest in todo's words.
@MainActor
final class CommandLineParserTests: XCTestCase {
    func test_everyCommand_isReadIntoItsAction() async throws {
        let home = StoreSelection(db: "/tmp/a.sqlite")
        let cases: [([String], CommandLineReading)] = [
            (["add", "Buy", "milk", "--body", "oat"], .init(.add(MemoDraft(title: "Buy milk", body: "oat")))),
            (["log", "Called", "--body=b"], .init(.add(MemoDraft(title: "Called", body: "b", isDone: true)))),
            (["add", "--", "--help", "-x"], .init(.add(MemoDraft(title: "--help -x")))),
            (["add", "x", "--tag", "a", "--tag=b", "--priority", "H"], .init(.add(MemoDraft(title: "x", priority: .high, tags: ["a", "b"])))),
            (["list"], .init(.list(MemoPageRequest()))),
            (["ls", "--limit", "5", "--json"], .init(.list(MemoPageRequest(limit: 5)), format: .json)),
            (["next", "--all", "--sort", "due"], .init(.list(MemoPageRequest(filter: Self.all, sort: .due)))),
            (["list", "--limit", "+5"], .init(.list(MemoPageRequest(limit: 5)))),
            (["show", "12"], .init(.open(id: 12))),
            (["info", "--json", "#12"], .init(.open(id: 12), format: .json)),
            (["done", "3", "#4"], .init(.setDone(true, ids: [3, 4]))),
            (["done", "3", "--yes"], .init(.completeSubtrees(ids: [3]))),
            (["undone", "3"], .init(.setDone(false, ids: [3]))),
            (["rm", "--", "4"], .init(.remove(ids: [4]))),
            (["delete", "4", "--keep-children"], .init(.removeParents(ids: [4], keepingChildren: true))),
            (["start", "3"], .init(.modify(ids: [3], Self.started, kind: .modify))),
            (["stop", "3"], .init(.modify(ids: [3], Self.stopped, kind: .modify))),
            (["duplicate", "3", "--subtree"], .init(.duplicateSubtrees(ids: [3]))),
            (["append", "3", "and", "bread"], .init(.modify(ids: [3], Self.appended("and bread"), kind: .modify))),
            (["edit", "3"], .init(.editForm(id: 3))),
            (["edit", "--title=T", "3"], .init(.modify(ids: [3], MemoPatch(title: "T"), kind: .edit))),
            (["modify", "3", "pri:H"], .init(.modify(ids: [3], MemoPatch(priority: .set(.high)), kind: .modify))),
            (["modify", "3", "--priority", "L", "--priority", "H"], .init(.modify(ids: [3], MemoPatch(priority: .set(.high)), kind: .modify))),
            (["search", "milk", "--limit=5"], .init(.search(query: "milk", filter: MemoFilter(status: .all, waiting: .include), limit: 5))),
            (["history"], .init(.history(limit: 20))),
            (["history", "--limit", "5", "--json"], .init(.history(limit: 5), format: .json)),
            (["history", "3"], .init(.memoHistory(id: 3))),
            (["context", "none"], .init(.context(.select(nil)))),
            (["undo"], .init(.undo)),
            (["projects", "--json"], .init(.names(.projects), format: .json)),
            (["tags"], .init(.names(.tags))),
            (["export"], .init(.export(.json))),
            (["export", "--format=taskwarrior"], .init(.export(.taskwarrior))),
            (["export", "+home", "-work", "--format", "ical"], .init(.export(.ical, filter: ["+home", "-work"]))),
            (["project:x", "export"], .init(.export(.json, filter: ["project:x"]))),
            (["import"], .init(.importFile(nil, nil))),
            (["import", "-", "--format", "todotxt"], .init(.importFile("-", .todotxt))),
            (["sync"], .init(.sync(url: nil, watch: false, interval: nil))),
            (["sync", "postgresql:///hub", "--watch", "--interval", "5"], .init(.sync(url: "postgresql:///hub", watch: true, interval: 5))),
            (["conflicts"], .init(.conflicts)),
            (["conflicts", "take", "3"], .init(.resolveConflict(id: 3, taking: true))),
            (["admin", "grant", "ann"], .init(.changeAccess(.grant, role: "ann"))),
            (["share", "project:home", "bob", "--role", "reader"], .init(.share(project: "home", grantee: "bob", role: .reader))),
            (["unshare", "bob", "project:home"], .init(.unshare(project: "home", grantee: "bob"))),
            (["shares", "--json"], .init(.shares, format: .json)),
            (["shell"], .init(.shell)),
            (["ui"], .init(.ui)),
            (["completed", "--limit", "5"], .init(.list(MemoPageRequest(filter: MemoFilter(status: .done, waiting: .include), sort: .end, limit: 5)))),
            (["--db", "/tmp/a.sqlite", "undo"], .init(.undo, selection: home)),
            (["--db=/tmp/x.sqlite", "undo", "--db", "/tmp/a.sqlite"], .init(.undo, selection: home)),
            (["--user", "ann", "list", "--user=bob"], .init(.list(MemoPageRequest()), selection: StoreSelection(user: "bob"))),
            (["--db", "list", "show", "5"], .init(.open(id: 5), selection: StoreSelection(db: "list"))),
            (["--version"], .init(.printText("todo 0.1.0\n"))),
            (["list", "--version"], .init(.printText("todo 0.1.0\n"))),
            // As help does, `--version` answers however the rest of the command is typed.
            (["show", "--version=1"], .init(.printText("todo 0.1.0\n"))),
            (["add", "--frob", "--version"], .init(.printText("todo 0.1.0\n"))),
            (["--frob", "list", "--version"], .init(.printText("todo 0.1.0\n"))),
            (["+x", "modify", "--version"], .init(.printText("todo 0.1.0\n"))),
            (["3", "done"], .init(.setDone(true, ids: [3]))),
            (["--db", "/tmp/a.sqlite"], .init(.shell, selection: home)),
            (["--db", "/tmp/a.sqlite", "--"], .init(.shell, selection: home)),
            (["--db", "/tmp/a.sqlite", "--version"], .init(.printText("todo 0.1.0\n"))),
            // Taskwarrior's `task version`: the command says what the option does.
            (["version"], .init(.printText("todo 0.1.0\n"))),
            (["--user", "ann", "version"], .init(.printText("todo 0.1.0\n"), selection: StoreSelection(user: "ann"))),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(try CommandLineReading.of(arguments), expected, "\(arguments)")
        }
    }

    func test_aCommandThroughAFilter_isAWriteOnWhatTheFilterFinds_readOnAStandInIdFirst() async throws {
        let write = FilteredWrite(globals: [], command: "modify", filter: ["+x"], rest: ["pri:L"], isConfirmed: false)

        XCTAssertEqual(try CommandLineReading.of(["+x", "modify", "pri:L"]), .init(.filteredWrite(write)))
        XCTAssertEqual(CommandLineReading.refusal(of: ["+x", "modify", "pri:Z"]), "bad priority in 'pri:Z': expected H, M or L")
        XCTAssertEqual(CommandLineReading.refusal(of: ["+x", "modify", "--frob"]), "unknown option '--frob'")
        XCTAssertEqual(
            CommandLineReading.refusal(of: ["+x", "search", "--version"])?.hasPrefix("search takes no filter before it"), true)
    }

    func test_helpAnswers_anywhereBeforeDoubleDash_howeverTheRestIsTyped() async throws {
        let addHelp = CommandLineHelp.text(for: .command("add"), width: CommandLineHelp.width)
        let rootHelp = CommandLineHelp.text(for: .root, width: CommandLineHelp.width)

        for arguments in [["add", "--help"], ["add", "-h"], ["help", "add"], ["add", "--frob", "--help"], ["--db", "x", "add", "-h"]] {
            XCTAssertEqual(try CommandLineReading.of(arguments), .init(.printText(addHelp)), "\(arguments)")
        }
        for arguments in [["--help"], ["-h"], ["help"], ["help", "help"]] {
            XCTAssertEqual(try CommandLineReading.of(arguments), .init(.printText(rootHelp)), "\(arguments)")
        }
        XCTAssertEqual(try CommandLineReading.of(["add", "--", "-h"]), .init(.add(MemoDraft(title: "-h"))))
    }

    func test_everyUsageError_isOneLineInTodosWords() async {
        let cases: [([String], String)] = [
            (["add", "x", "--foo"], "unknown option '--foo'"),
            (["list", "--lmit", "5"], "unknown option '--lmit'; did you mean '--limit'?"),
            (["show", "1", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
            (["--json", "list"], "unknown option '--json'"),
            (["--usr", "ann", "list"], "unknown option '--usr'; did you mean '--user'?"),
            (["-V"], "unknown option '-V'"),
            (["add", "x", "--body"], "--body needs a value"),
            (["add", "x", "--body="], "--body needs a value"),
            (["add", "x", "--body", "--json"], "--body needs a value"),
            (["--db"], "--db needs a value"),
            (["list", "--db"], "--db needs a value"),
            (["--db", "", "list"], "--db needs a path"),
            (["--db", ""], "--db needs a path"),
            (["show", "1", "--json=true"], "--json takes no value"),
            (["show"], "say which memo: todo show ID"),
            (["done"], "say which memos: todo done ID..."),
            (["edit", "1", "2"], "unexpected argument '2': todo edit takes one id"),
            (["show", "x"], "bad id in 'x': expected a memo's number such as 12 or #12"),
            (["done", "-x"], "bad id in '-x': expected a memo's number such as 12 or #12"),
            (["edit", "1", "-t", "x"], "unknown option '-t'"),
            (["undo", "1"], "unexpected argument '1': todo undo takes none"),
            (["import", "a", "b"], "unexpected argument 'b': todo import reads one file"),
            (["export", "--format", "xml"], "unknown format 'xml': expected json, todotxt, taskwarrior or ical"),
            (["list", "--limit", "abc"], "--limit must be between 1 and 10000"),
            (["list", "--limit", "0"], "--limit must be between 1 and 10000"),
            (["history", "--limit", "101"], "--limit must be between 1 and 100"),
            (["history", "1", "--limit", "5"], "--limit is for the whole history; todo history ID lists all of one memo's changes"),
            (["list", "--all", "--done"], "--all and --done exclude each other"),
            (["add"], "missing title in '': give words for the title"),
            (["sync", "--interval", "5"], "--interval goes with --watch"),
            (["sync", "--watch", "--interval", "x"], "--interval is a number of seconds from 1 to 86400"),
            (["conflicts", "take"], "usage: todo conflicts [take N | dismiss N]"),
            (["lst"], "unknown command 'lst'; did you mean 'list'?"),
            (["help", "lst"], "unknown command 'lst'; did you mean 'list'?"),
            (["3", "dne"], "unknown command 'dne'; did you mean 'done'?"),
            (["-"], "unexpected argument '-'"),
            (["--user=al", "--", "oldest"], "unexpected argument 'oldest': todo shell takes none"),
            (["done", "--"], "say which memos: todo done ID..."),
            (["sync", "-3"], "unknown option '-3'"),
            (["import", "-3"], "unknown option '-3'"),
            (["conflicts", "-3"], "unknown option '-3'"),
            (["show", "-1"], "bad id in '-1': expected a memo's number such as 12 or #12"),
            (["--", "list"], "unknown option '--'"),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(CommandLineReading.refusal(of: arguments), message, "\(arguments)")
        }
    }

    // MARK: - Private

    private static let all: MemoFilter = {
        var filter = MemoFilter(status: .all, waiting: .include)
        filter.includesExpired = true
        return filter
    }()

    private static var started: MemoPatch {
        var patch = MemoPatch()
        patch.start = .set(Timestamp(secondsSince1970: 0))
        return patch
    }

    private static var stopped: MemoPatch {
        var patch = MemoPatch()
        patch.start = .clear
        return patch
    }

    private static func appended(_ text: String) -> MemoPatch {
        var patch = MemoPatch()
        patch.appendedText = text
        return patch
    }
}
