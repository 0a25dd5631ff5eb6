import Foundation
import XCTest

/// `todo shell` driven over a pipe: no terminal, so no prompts and no colour.
class ShellTests: EngineTestCase {
    func test_shellOverAPipe_loginAddOpenEditBackLogoutQuit() throws {
        let todo = try makeTodo()
        let script = """
            add Buy milk
            add Call mom
            open 2
            body about Sunday
            back
            tree
            logout
            bob
            list all
            quit
            add never read

            """

        let result = try todo.run(["shell"], stdin: Data(script.utf8))

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
            no open memos (0 open, 0 done)
            added #1 Buy milk
            added #2 Call mom
            #2 Call mom
            status:   open
            \(try lines(of: result.stdout, startingWith: "created:"))
            edit #2 Call mom
            2 open memos (2 open, 0 done)
                1 [ ] Buy milk
                2 [ ] Call mom
            Root
            └── LoggedIn
                └── TodoList
            no open memos (0 open, 0 done)
            no memos (0 open, 0 done)

            """)
        XCTAssertEqual(try todo.run(["show", "2"]).stdout.hasSuffix("\nabout Sunday\n"), true)
        XCTAssertEqual(try todo.run(["list"]).stdout.contains("never read"), false)
    }

    func test_shellOverAPipe_badLinesGoToStderr_andTheShellExitsOne() throws {
        let todo = try makeTodo()

        let result = try todo.run(["shell"], stdin: Data("frobnicate\ndone 7\nadd   \n".utf8))

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            unknown command 'frobnicate' (type help)
            error: no memo with id 7
            usage: add TITLE [ATTRIBUTE...]

            """)
    }

    func test_shellOverAPipe_aFailedLineThenGoodOnes_stillExitsOne_andWithoutFailuresZero() throws {
        let todo = try makeTodo()

        let failed = try todo.run(["shell"], stdin: Data("done 7\nadd Buy milk\nlist\n".utf8))
        let clean = try todo.run(["shell"], stdin: Data("add Call mom\nlist\nquit\n".utf8))

        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stderr, "error: no memo with id 7\n")
        XCTAssertTrue(failed.stdout.contains("added #1 Buy milk\n"), failed.stdout)
        XCTAssertEqual(clean.status, 0, clean.stderr)
    }

    // MARK: - Private

    /// The lines of `text` from the one starting with `prefix` through the `uuid:` line, which
    /// hold times and a uuid the test cannot know.
    private func lines(of text: String, startingWith prefix: String) throws -> String {
        let all = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(all.firstIndex { $0.hasPrefix(prefix) })
        let end = try XCTUnwrap(all[start...].firstIndex { $0.hasPrefix("uuid:") })
        return all[start...end].joined(separator: "\n")
    }
}
