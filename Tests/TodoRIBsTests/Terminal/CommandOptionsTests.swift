import MemoStore
import XCTest
@testable import TodoRIBs

/// Long options read out of a command's words as the command line reads them.
final class CommandOptionsTests: XCTestCase {
    private let options: [CommandOptions.Option] = [.flag("--all"), .value("--limit"), .value("--tag")]

    func test_valuesAfterASpaceOrAnEquals_flags_andTheOtherWordsInOrder() throws {
        let read = try CommandOptions(["+home", "--limit", "5", "-work", "--all", "--tag=a", "--tag", "b"], options: options)

        XCTAssertEqual(read.words, ["+home", "-work"])
        XCTAssertEqual(read.value("--limit"), "5")
        XCTAssertEqual(read.values("--tag"), ["a", "b"])
        XCTAssertTrue(read.isSet("--all"))
        XCTAssertFalse(read.isSet("--sort"))
    }

    func test_doubleDash_endsTheOptions_andIsKeptForTheLanguage() throws {
        let read = try CommandOptions(["x", "--", "--limit", "--bogus"], options: options)

        XCTAssertEqual(read.words, ["x", "--", "--limit", "--bogus"])
        XCTAssertNil(read.value("--limit"))
    }

    func test_mistakes_areOneLineEach() {
        let cases: [([String], String)] = [
            (["--lmit", "3"], "unknown option '--lmit'; did you mean '--limit'?"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--limit"], "--limit needs a value"),
            (["--limit="], "--limit needs a value"),
            (["--all=yes"], "--all takes no value"),
        ]
        for (words, message) in cases {
            XCTAssertThrowsError(try CommandOptions(words, options: options), "\(words)") { error in
                XCTAssertEqual((error as? CommandWordsError)?.description, message)
                // The command line reports it as it reports every error of todo's: a usage error.
                XCTAssertEqual((error as? TodoFailure)?.exitStatus, .usage)
            }
        }
    }
}
