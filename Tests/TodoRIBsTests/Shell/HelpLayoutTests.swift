import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The shell's `help` is laid out to the screen's width, words never cut, on every screen.
@MainActor
final class HelpLayoutTests: XCTestCase {
    func test_helpOnEachScreen_fitsTheWidth_withEveryWordWhole() async throws {
        for width in [30, 40, 60, 72, 100] {
            let session = try ShellSession(user: "joy", typing: ["add First"])
            session.screen.width = width
            let wide = try helpWords(session, typing: ["help", "open 1", "help"], width: 1_000)

            session.send("back")
            let text = try helpText(session, typing: ["help", "open 1", "help"], width: width)

            let tooLong = text.split(separator: "\n").filter { $0.count > width && $0.contains(" ") }
            XCTAssertEqual(tooLong, [], "width \(width)")
            XCTAssertEqual(text.split(whereSeparator: \.isWhitespace), wide, "width \(width)")
        }
    }

    func test_helpAtTheLogin_namesWhatWorksThere() async throws {
        let screen = ScriptedScreen()
        screen.width = 40
        let directory = try TemporaryDirectory()
        let (launchRouter, _) = RootBuilder(dependency: TestRootDependency(memoRepository: try directory.openSQLite()))
            .build(userName: nil)
        let window = Window(screen: screen, mode: .session)
        launchRouter.launch(from: window)

        window.send("help")

        XCTAssertEqual(screen.takeOutput(), """
            NAME
                log in as NAME (Enter alone: the
                name in brackets)

            clear
                clear the screen
            tree
                print the RIBs attached right now
            quit
                leave (end of input does too)


            """)
    }

    // MARK: - Private

    private func helpText(_ session: ShellSession, typing lines: [String], width: Int) throws -> String {
        session.screen.width = width
        _ = session.screen.takeOutput()
        var text = ""
        for line in lines {
            session.send(line)
            let output = session.screen.takeOutput()
            if line == "help" { text += output }
        }
        return text
    }

    private func helpWords(_ session: ShellSession, typing lines: [String], width: Int) throws -> [Substring] {
        try helpText(session, typing: lines, width: width).split(whereSeparator: \.isWhitespace)
    }
}
