import XCTest

/// Issue 25: a global option given last without its value crashed the binary (SIGILL,
/// nothing printed) while the options were moved after the command.
final class MissingOptionValueTests: XCTestCase {
    func test_globalOptionWithoutItsValue_isAUsageErrorNamingTheOption() throws {
        // given the global options, each left without its value at the end
        let cases: [([String], String)] = [
            (["--db"], "--db"), (["--user"], "--user"),
            (["--db", "/tmp/x.sqlite", "--user"], "--user"), (["--user", "bob", "--db"], "--db"),
        ]
        for (arguments, option) in cases {
            // when
            let result = try TodoProcess.execute(arguments)
            // then
            assertOneLineError(result, status: 2, arguments)
            XCTAssertTrue(result.stderr.contains(option), "\(arguments): \(result.stderr)")
        }
    }
}
