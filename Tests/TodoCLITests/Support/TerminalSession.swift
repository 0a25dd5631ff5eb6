import Foundation
import TestSupport

/// `todo shell` on a real terminal: a detached tmux session of its own, typed into with
/// `send-keys` and read back with `capture-pane` (the screen as a person sees it).
///
/// Every read waits until the screen shows what the test expects (or gives up after a long
/// while with the screen in the failure), so no assertion depends on timing.
final class TerminalSession {
    /// Starts `todo shell` on `todo`'s store, with `stateHome` as `XDG_STATE_HOME`, on a
    /// terminal `width` columns wide.
    init(
        _ todo: TodoProcess, stateHome: URL, width: Int = 120, height: Int = 100, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        socket = todo.directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))").path
        let command = [
            "env", "-u", "TODO_DB", "-u", "TODO_USER", "LANG=C.UTF-8", "NO_COLOR=1",
            "XDG_STATE_HOME=\(stateHome.path)", TodoProcess.binary.path,
            "shell", "--db", todo.db, "--user", todo.user,
        ].map(Self.quoted).joined(separator: " ")
        // The exit status stays on screen, and the pane stays open to read it.
        let script = todo.directory.appendingPathComponent("shell-\(UUID().uuidString.prefix(8)).sh")
        try "echo $$ > \(Self.quoted(socket + ".shell"))\n\(command)\necho \"[exit $?]\"\nexec cat\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh \(script.path)"])
        waitForPrompt("todo> ", file: file, line: line)
    }

    /// Starts `todo ARGUMENTS` on `todo`'s store on a terminal `width` columns by `height` rows,
    /// after the shell has printed `before` on it (to see the screen given back), with the
    /// variables `environment` sets; waits until `ready` holds for the screen.
    init(
        _ todo: TodoProcess, running arguments: [String], before: String, width: Int, height: Int,
        environment: [String] = [], ready: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        socket = todo.directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))").path
        let command = ["env", "-u", "TODO_DB", "-u", "TODO_USER", "LANG=C.UTF-8"] + environment + [TodoProcess.binary.path]
            + arguments + ["--db", todo.db, "--user", todo.user]
        let script = todo.directory.appendingPathComponent("run-\(UUID().uuidString.prefix(8)).sh")
        // The shell outlives a Ctrl-C (it would end the pane), and its child starts with SIGINT's default action.
        try """
            trap : INT
            echo $$ > \(Self.quoted(socket + ".shell"))
            echo \(Self.quoted(before))
            \(command.map(Self.quoted).joined(separator: " "))
            echo "[exit $?]"
            exec cat

            """.write(to: script, atomically: true, encoding: .utf8)
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh \(script.path)"])
        waitForLine(containing: ready, file: file, line: line)
    }

    /// Waits until some line of the screen contains `text`.
    func waitForLine(containing text: String, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil("a line containing \(text.debugDescription)", file: file, line: line) { $0.contains { $0.contains(text) } }
    }

    /// Makes the terminal `width` columns by `height` rows (the program sees SIGWINCH).
    func resize(width: Int, height: Int) {
        _ = try? tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The process the pane's shell runs now (the program it was started for), if any.
    var programID: Int32? {
        paneProcessIDs.dropFirst().first
    }

    /// The pane's shell (which wrote its id beside the socket), then the processes it runs now;
    /// empty for a login shell started by `init(running:in:prompt:)`, which writes none.
    private var paneProcessIDs: [Int32] {
        guard let text = try? String(contentsOfFile: socket + ".shell", encoding: .utf8),
              let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return [] }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return [shell] + children.split(separator: " ").compactMap { Int32($0) }
    }

    /// Waits (10 s at most) until none of `processes` runs: each has exited, even if no one
    /// has reaped it yet.
    private static func waitUntilGone(_ processes: [Int32]) {
        func runs(_ process: Int32) -> Bool {
            // The state follows the command name's closing parenthesis; `Z` has exited.
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")")
            else { return false }
            return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first != "Z"
        }
        let deadline = Date().addingTimeInterval(10)
        while processes.contains(where: runs), Date() < deadline {
            usleep(10_000)
        }
    }

    /// Starts `command` (a shell's command line) in `directory`, with a tmux socket there, and
    /// waits for `prompt`: a login shell's completion driven as a person drives it.
    init(running command: String, in directory: URL, prompt: String, file: StaticString = #filePath, line: UInt = #line) throws {
        socket = directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))").path
        try tmux(["new-session", "-d", "-x", "120", "-y", "50", "-c", directory.path, command])
        waitForPrompt(prompt, file: file, line: line)
    }

    deinit {
        let pane = paneProcessIDs
        _ = try? tmux(["kill-server"])
        // The pane's programs end on the hangup a moment later, and `todo shell` then saves its
        // history into the test's directory: removing that directory before they are gone
        // failed now and then, and left it behind.
        Self.waitUntilGone(pane)
    }

    /// Types `text` as it is.
    func type(_ text: String) {
        _ = try? tmux(["send-keys", "-l", "--", text])
    }

    /// Presses the named keys (`Enter`, `Up`, `Tab`, `C-c`, `BSpace`, …).
    func press(_ keys: String...) {
        _ = try? tmux(["send-keys"] + keys)
    }

    /// The screen's lines, without the blank ones at the bottom.
    var screen: [String] {
        // Through a file: a pipe from tmux can stay open in its server.
        let file = socket + ".screen"
        _ = try? tmux(["capture-pane", "-b", "screen"])
        _ = try? tmux(["save-buffer", "-b", "screen", file])
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        var lines = text.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits until the last line of the screen is `text` (trailing blanks aside).
    func waitForLastLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        waitUntil("the last line to be \(expected.debugDescription)", file: file, line: line) { $0.last == expected }
    }

    /// Waits until the last line of the screen is a fresh prompt `prompt`.
    func waitForPrompt(_ prompt: String, file: StaticString = #filePath, line: UInt = #line) {
        waitForLastLine(prompt, file: file, line: line)
    }

    /// Waits until the line typed at `prompt` has been taken and a fresh prompt follows: the
    /// line `prompt` + `typed` stands above the last line, which is `prompt`. (A screen the
    /// shell has not redrawn yet shows the old prompt last, which `waitForPrompt` would take.)
    func waitForPrompt(_ prompt: String, after typed: String, file: StaticString = #filePath, line: UInt = #line) {
        let trim = { (text: String) in text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let (fresh, taken) = (trim(prompt), trim(prompt + typed))
        waitUntil("\(taken.debugDescription), then a fresh prompt", file: file, line: line) { screen in
            screen.last == fresh && screen.dropLast().contains(taken)
        }
    }

    /// Waits until some line of the screen is `text`.
    func waitForLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil("a line \(text.debugDescription)", file: file, line: line) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen; fails, showing the screen, if it never does.
    func waitUntil(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: ([String]) -> Bool) {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition(screen) { return }
            usleep(20_000)
        }
        recordFailure("waited for \(what); the screen shows:\n\(screen.joined(separator: "\n"))", file: file, line: line)
    }

    // MARK: - Private

    private let socket: String

    /// Runs tmux with posix_spawn, not `Process`: Foundation watches a child through a
    /// descriptor the tmux server would inherit and keep open, so `waitUntilExit` never returned.
    private func tmux(_ arguments: [String]) throws {
        let words = ["/usr/bin/env", "-u", "TMUX", "LANG=C.UTF-8", "tmux", "-u", "-S", socket] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        // The tmux server forked from this child must see its panes' SIGCHLD.
        let spawned = SignalMask.withNoneBlocked { posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ) }
        guard spawned == 0 else {
            throw TerminalSessionError(arguments: arguments, status: -1)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status >> 8) & 0xFF
        guard exitStatus == 0 || arguments == ["kill-server"] else {
            throw TerminalSessionError(arguments: arguments, status: exitStatus)
        }
    }

    private static func quoted(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$") + "\""
    }
}

/// tmux failed (not installed, or it could not start the session).
struct TerminalSessionError: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    var description: String { "tmux \(arguments.joined(separator: " ")) exited \(status)" }
}
