import TodoRIBs
import XCTest
@testable import todo_cli

/// The command line and the shell read a command's words by one reader (`CommandWords`): for
/// every command the shell takes and every tricky list of words, both keep the same words and
/// option values, or refuse with the same line. They differ only where the fronts say so: the
/// shell takes no `--json`, `--watch` or `--interval`, and names no global option in a suggestion.
final class CommandWordsAgreementTests: XCTestCase {
    /// What a front made of the words: the positionals and each option's values, or the refusal.
    private enum Reading: Equatable {
        case read(positionals: [String], values: [String: [String]])
        case refused(String)

        init(_ reading: () throws -> CommandWords) {
            do {
                let words = try reading()
                var values: [String: [String]] = [:]
                for option in CommandOption.allCases where words.isSet(option) {
                    values[option.name] = option.takesValue ? words.values(option) : []
                }
                self = .read(positionals: words.positionals, values: values)
            } catch {
                self = .refused(String(describing: error))
            }
        }
    }

    private let wordLists: [[String]] = [
        [], ["--"], ["x", "--", "--limit", "--bogus"], ["--", "--json"],
        ["--body="], ["--limit="], ["--x="], ["--x=--y"], ["--body=--json"], ["--title=--x"],
        ["--body", "--json"], ["--limit", "--all"], ["--sort", "--", "due"], ["--body"], ["--limit"],
        ["--tag", "a", "--tag=b"], ["--limit", "3", "--limit", "5"], ["--sort", "due", "--sort=created"], ["--all", "--all"],
        ["--frobnicate"], ["--lmit", "3"], ["--bdy", "x"], ["--yse"], ["--jsn"],
        ["-tag", "+home"], ["--body", "-x"], ["--due", "-1d"], ["--limit", "-5"], ["-", "-1"], ["-h"],
        ["--all=yes"], ["--yes"], ["--yes=no"], ["--body", ""], ["--role", "reader"], ["--format", "json", "f"],
        ["--json"], ["--watch"], ["--interval", "5"], ["1", "--subtree", "--keep-children"],
    ]

    func test_everyShellCommand_readsEveryWordList_asTheCommandLineDoes() throws {
        let shellOnly: Set<CommandOption> = [.json, .watch, .interval]
        var compared = 0
        for name in CommandTable.names {
            let spec = try XCTUnwrap(CommandTable.command(named: name))
            guard spec.isShellCommand else { continue }
            for words in wordLists {
                let commandLine = Reading { try CommandLineParser.words(of: ([name] + words)[...], command: spec, nameAt: 0) }
                let shell = Reading { try CommandWords(shell: words, command: name) }
                let context = "\(name) \(words)"
                // An option the command line alone takes, read there: the shell names it as unknown.
                if case .read(_, let values) = commandLine, let option = shellOnly.first(where: { values[$0.name] != nil }) {
                    guard case .refused(let line) = shell else { XCTFail(context); continue }
                    XCTAssertTrue(line.hasPrefix("unknown option '--\(option.name)'"), "\(context): \(line)")
                    continue
                }
                // The command line may suggest an option the shell does not take (a global one, `--json`):
                // the shell names the same word, with a suggestion of its own or none.
                if case .refused(let line) = commandLine, let suggested = line.split(separator: "'").dropLast().last,
                    line.hasSuffix("'?"), !spec.options(on: .shell).options.map({ "--" + $0.name }).contains(String(suggested)) {
                    let named = line.prefix { $0 != ";" }
                    guard case .refused(let shellLine) = shell else { XCTFail(context); continue }
                    XCTAssertEqual(shellLine.prefix { $0 != ";" }, named, context)
                    continue
                }
                XCTAssertEqual(shell, commandLine, context)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, CommandTable.shellNames.count * wordLists.count * 3 / 4)
    }

    func test_aValueStartingWithTwoDashes_isRefusedAfterASpace_onBothFronts() {
        let add = CommandTable.command(named: "add")!

        XCTAssertEqual(Reading { try CommandLineParser.words(of: ["add", "x", "--body", "--json"], command: add, nameAt: 0) },
                       .refused("--body needs a value"))
        XCTAssertEqual(Reading { try CommandWords(shell: ["x", "--body", "--json"], command: "add") }, .refused("--body needs a value"))
        guard case .refused(let error) = CommandLineParser.reading(of: ["add", "x", "--body", "--json"]) else {
            return XCTFail("`todo add x --body --json` was read")
        }
        XCTAssertEqual(String(describing: error), "--body needs a value")
    }
}
