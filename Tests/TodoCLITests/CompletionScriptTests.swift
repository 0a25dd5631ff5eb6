import Foundation
import XCTest

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
            try check.run()
            check.waitUntilExit()
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
}
