import Foundation
import XCTest
@testable import todo_cli
import TestSupport
import TodoRIBs

/// The completion scripts themselves, which open no store: each shell accepts its own.
final class CompletionScriptTests: XCTestCase {
    func test_completionScripts_areAcceptedByBashZshAndFish() throws {
        for shell in ["bash", "zsh", "fish"] {
            let path = "/usr/bin/\(shell)"
            guard FileManager.default.isExecutableFile(atPath: path) else {
                XCTFail("\(shell) is not installed; .ci/run installs it")
                continue
            }
            let script = try TodoProcess.execute(["--generate-completion-script", shell])
            XCTAssertEqual(script.status, 0)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-completion-\(UUID()).\(shell)")
            try Data(script.stdout.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }

            let check = Process()
            check.executableURL = URL(fileURLWithPath: path)
            check.arguments = ["-n", file.path]
            let exit = ProcessExit(of: check)
            try check.run()
            exit.wait()
            XCTAssertEqual(check.terminationStatus, 0, "\(shell) -n rejected the script")
        }
    }

    func test_completionScripts_offerTheShortNameLs_inEveryShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try TodoProcess.execute(["--generate-completion-script", shell]).stdout
            let words = script.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            XCTAssertTrue(words.contains("ls"), "\(shell) does not offer ls")
            XCTAssertTrue(words.contains("list"), "\(shell) does not offer list")
        }
    }

    func test_completionScripts_offerUi_inEveryShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try TodoProcess.execute(["--generate-completion-script", shell]).stdout
            let words = script.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            XCTAssertTrue(words.contains("ui"), "\(shell) does not offer ui")
        }
    }

    func test_completionScripts_offerTaskwarriorsNamesInfoDeleteAndNext_inEveryShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try TodoProcess.execute(["--generate-completion-script", shell]).stdout
            let words = script.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            for name in ["info", "delete", "next"] {
                XCTAssertTrue(words.contains(Substring(name)), "\(shell) does not offer \(name)")
            }
        }
    }

    func test_everyCommandAndOptionOfTheTable_appearsInEachScript_whereThatCommandIsCompleted() throws {
        let bash = CompletionShell.bash.script
        let zsh = CompletionShell.zsh.script
        let fish = CompletionShell.fish.script

        for name in CommandTable.names {
            let spec = try XCTUnwrap(CommandTable.command(named: name))
            let options = spec.options.options.map { "--" + $0.name } + GlobalOption.allCases.map { "--" + $0.name } + ["--help"]
            let bashLine = try XCTUnwrap(bash.split(separator: "\n").first { $0.hasPrefix("    \(name)) flags=(") }, name)
            let zshStart = try XCTUnwrap(zsh.firstRange(of: "        \(name))\n"), name).upperBound
            let zshArm = zsh[zshStart..<(try XCTUnwrap(zsh[zshStart...].firstRange(of: "\n            ;;"), name).lowerBound)]
            XCTAssertTrue(fish.contains("-n __todo_needs_command -a '\(name)' -d "), name)
            for option in options {
                XCTAssertTrue(bashLine.contains(" \(option)") || bashLine.contains("(\(option)"), "bash: \(name) \(option)")
                XCTAssertTrue(zshArm.contains("\(option)[") || zshArm.contains("\(option)}"), "zsh: \(name) \(option)")
                XCTAssertTrue(fish.contains("'__todo_offers \\'\(name)\\' \(option)"), "fish: \(name) \(option)")
            }
        }
    }

    func test_aScriptForAShellWithoutOne_orWithWordsAfterIt_isAUsageError() throws {
        let unknown = try TodoProcess.execute(["--generate-completion-script", "powershell"])
        let more = try TodoProcess.execute(["--generate-completion-script", "bash", "zsh"])

        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "todo: no completion script for 'powershell' (only bash, zsh, fish)\n")
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertEqual(more.status, 2)
        XCTAssertEqual(more.stdout, "")
    }

    func test_theScriptAsked_afterGlobalOptions_isTodosOwn() throws {
        let script = try TodoProcess.execute(["--db", "/nonexistent/todo.sqlite", "--generate-completion-script", "bash"])

        XCTAssertEqual(script.status, 0)
        XCTAssertTrue(script.stdout.contains("__todo_grammar"))
    }

    func test_aCallBackThatIsNotOneTheScriptsMake_isAUsageError_onOneLine() throws {
        for arguments in [["---completion"], ["---completion", "show", "--", "--nope", "3", "0", "todo", "show", ""],
                          ["---completion", "nope", "--", "positional@0", "2", "0", "todo", "nope", ""]] {
            let result = try TodoProcess.execute(arguments)

            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments)")
        }
    }

    func test_bash_offersCommandNamesAfterHelp_andFormatsAfterFormat() throws {
        let script = CompletionShell.bash.script
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-completion-\(UUID()).bash")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let offered = try BashCompletionDriver.offered(file, lines: ["todo help mo", "todo export --format t", "todo show --json -"])

        XCTAssertEqual(offered, ["modify", "todotxt taskwarrior", "--version -h --help --db --user"])
    }
}
