#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEditLine
import TodoRIBs

/// Line editing for the shell on a terminal, with libedit (the editor of sqlite3 and psql):
/// emacs keys, Ctrl-R search, history across sessions and Tab completion.
///
/// libedit is opened only here, when the shell first reads from a terminal, so one-shot
/// commands never load it. Ctrl-C cancels the line being typed and asks again; Ctrl-D leaves
/// on an empty line and is otherwise never Enter. The terminal's settings are restored after
/// every line and when the editor goes away.
@MainActor
final class LineEditor {
    /// Opens libedit on the process's terminal; `nil` when the library cannot be loaded.
    init?(history: LineHistory, completion: ShellCompletion, width: @escaping () -> Int) {
        Self.useWideCharacters()
        var api = cedit_api()
        guard cedit_load(&api) == 0, let editLine = cedit_init(&api, "todo") else { return nil }
        guard let libraryHistory = api.history_init?() else {
            api.el_end?(editLine)
            return nil
        }
        self.api = api
        self.editLine = editLine
        self.libraryHistory = libraryHistory
        self.history = history
        self.completion = completion
        self.width = width
        configure()
    }

    /// Shows `prompt`, lets the person edit a line, and returns it without its newline, or
    /// `nil` at the end of input (Ctrl-D on an empty line).
    func readLine(prompt: String, completion: InputCompletion) -> String? {
        setPrompt(prompt)
        inputCompletion = completion
        Self.current = self
        while true {
            isCancelled = false
            var count: Int32 = 0
            let line = api.el_gets?(editLine, &count)
            if isCancelled { continue }
            guard let line, count > 0 else {
                StandardStreams.write("\n")
                StandardStreams.flush()
                return nil
            }
            var text = String(cString: line)
            if text.hasSuffix("\n") { text.removeLast() }
            if history.add(text) {
                cedit_history_enter(&api, libraryHistory, text)
            }
            return text
        }
    }

    deinit {
        api.el_end?(editLine)
        api.history_end?(libraryHistory)
        free(promptText)
    }

    // MARK: - Private

    // Read by deinit, which Swift 6.0 cannot isolate to the main actor; only it and the
    // main actor touch them, and never at once.
    nonisolated(unsafe) private var api: cedit_api
    nonisolated(unsafe) private let editLine: OpaquePointer
    nonisolated(unsafe) private let libraryHistory: OpaquePointer
    private let history: LineHistory
    private let completion: ShellCompletion
    private let width: () -> Int
    private var inputCompletion = InputCompletion()
    nonisolated(unsafe) private var promptText: UnsafeMutablePointer<CChar>?
    /// Set by Ctrl-C: the line el_gets returns next is thrown away.
    private var isCancelled = false

    /// libedit (and ncursesw, for `todo ui`) handle wide characters only under a UTF-8
    /// LC_CTYPE: the environment's, else C.UTF-8.
    static func useWideCharacters() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private func configure() {
        cedit_set_string(&api, editLine, EL_EDITOR, "emacs")
        cedit_set_int(&api, editLine, EL_SIGNAL, 1)
        cedit_set_prompt(&api, editLine) { editLine in
            let address = LineEditor.withEditor(editLine, fallback: 0) { UInt(bitPattern: $0.promptText) }
            return UnsafeMutablePointer(bitPattern: address)
        }
        cedit_history_int(&api, libraryHistory, H_SETSIZE, Int32(LineHistory.limit))
        cedit_history_int(&api, libraryHistory, H_SETUNIQUE, 1)
        for line in history.lines {
            cedit_history_enter(&api, libraryHistory, line)
        }
        cedit_use_history(&api, editLine, libraryHistory)
        // Ctrl-C reaches the editor as a key (not SIGINT) while a line is edited.
        cedit_setty(&api, editLine, "-isig")
        cedit_add_and_bind(&api, editLine, "todo-cancel", "Cancel the line", { editLine, _ in
            UInt8(LineEditor.withEditor(editLine, fallback: UInt(CC_ERROR)) { UInt($0.cancel()) })
        }, "^C")
        cedit_add_and_bind(&api, editLine, "todo-complete", "Complete the word", { editLine, _ in
            UInt8(LineEditor.withEditor(editLine, fallback: UInt(CC_ERROR)) { UInt($0.complete()) })
        }, "^I")
        cedit_bind(&api, editLine, "^R", "em-inc-search-prev")
        cedit_bind(&api, editLine, "^W", "ed-delete-prev-word")
        cedit_bind(&api, editLine, "^U", "em-kill-line")
    }

    /// The editor reading a line now: libedit's callbacks are C functions, which capture nothing.
    private static weak var current: LineEditor?

    /// Runs `body` on the editor a libedit callback is for; `fallback` when there is none.
    private nonisolated static func withEditor(
        _ editLine: OpaquePointer?, fallback: UInt, _ body: @MainActor (LineEditor) -> UInt
    ) -> UInt {
        let address = UInt(bitPattern: editLine.map(Int.init(bitPattern:)) ?? 0)
        return MainActor.assumeIsolated {
            guard let editor = current, UInt(bitPattern: Int(bitPattern: editor.editLine)) == address else {
                return fallback
            }
            return body(editor)
        }
    }

    /// Candidates listed under the line: ids with their titles one a line, words in columns.
    private static func listing(_ candidates: [ShellCompletion.Candidate], width: Int) -> String {
        if candidates.contains(where: { $0.description != nil }) {
            let wordWidth = candidates.map(\.word.count).max() ?? 0
            return candidates.map { candidate in
                let padding = String(repeating: " ", count: wordWidth - candidate.word.count)
                return "\(padding)\(candidate.word)  \(candidate.description ?? "")\n"
            }.joined()
        }
        let columnWidth = (candidates.map(\.word.count).max() ?? 0) + 2
        let columns = max(1, width / columnWidth)
        var text = ""
        for (index, candidate) in candidates.enumerated() {
            let isLast = index % columns == columns - 1 || index == candidates.count - 1
            text += isLast ? candidate.word + "\n" : candidate.word.padding(to: columnWidth)
        }
        return text
    }

    private func setPrompt(_ prompt: String) {
        free(promptText)
        promptText = strdup(prompt)
    }

    /// Ctrl-C: shows `^C` at the end of the line and ends it as Enter would (the line stays
    /// on screen, the next prompt goes below), then `readLine` throws the line away.
    private func cancel() -> UInt8 {
        isCancelled = true
        if let info = api.el_line?(editLine) {
            _ = api.el_cursor?(editLine, Int32(info.pointee.lastchar - info.pointee.cursor))
        }
        _ = api.el_insertstr?(editLine, "^C")
        api.el_push?(editLine, "\r")
        return UInt8(CC_REFRESH)
    }

    private func complete() -> UInt8 {
        guard let info = api.el_line?(editLine) else { return UInt8(CC_ERROR) }
        let start = UnsafeRawPointer(info.pointee.buffer!).assumingMemoryBound(to: UInt8.self)
        let length = info.pointee.cursor - info.pointee.buffer
        let typed = String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
        let word = String(ShellCompletion.lastWord(of: typed))
        let candidates = completion.candidates(for: typed, inputCompletion)
        let common = Self.commonPrefix(candidates.map(\.word))
        guard !candidates.isEmpty, common.hasPrefix(word) else { return UInt8(CC_ERROR) }
        if candidates.count == 1 {
            // An attribute word (`project:`) is completed to go on typing its value.
            _ = api.el_insertstr?(editLine, String(common.dropFirst(word.count)) + (common.hasSuffix(":") ? "" : " "))
            return UInt8(CC_REFRESH)
        }
        if common.count > word.count {
            _ = api.el_insertstr?(editLine, String(common.dropFirst(word.count)))
            return UInt8(CC_REFRESH)
        }
        StandardStreams.write("\n" + Self.listing(candidates, width: width()))
        StandardStreams.flush()
        return UInt8(CC_REDISPLAY)
    }

    private static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
