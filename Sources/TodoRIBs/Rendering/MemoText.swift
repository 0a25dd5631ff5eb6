import MemoStore

/// The text forms of memos and history entries that the views print.
@MainActor
enum MemoText {
    /// One line of a listing: `   12 [x] Buy milk`.
    static func row(_ memo: Memo, style: TerminalStyle) -> String {
        let id = String(memo.id)
        let padding = String(repeating: " ", count: max(0, 5 - id.count))
        let mark = memo.isDone ? style.green("[x]") : "[ ]"
        return "\(padding)\(style.dim(id)) \(mark) \(memo.title.terminalSafe)"
    }

    /// Every field of a memo, one to a line, the body last.
    static func detail(_ memo: Memo, style: TerminalStyle) -> String {
        var text = "\(style.bold("#\(memo.id) \(memo.title.terminalSafe)"))\n"
        text += "status:  \(memo.isDone ? style.green("done") : "open")\n"
        text += "created: \(memo.created.iso8601)\n"
        text += "updated: \(memo.updated.iso8601)\n"
        text += "uuid:    \(memo.uuid.terminalSafe)\n"
        if !memo.body.isEmpty {
            let body = memo.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).terminalSafe }
                .joined(separator: "\n")
            text += "\n\(body)\n"
        }
        return text
    }

    /// What a command did to a memo: `done #12 Buy milk`.
    static func change(_ kind: MemoChangeKind, _ memo: Memo) -> String {
        "\(kind.rawValue) #\(memo.id) \(memo.title.terminalSafe)"
    }

    /// One entry of the history: `2026-11-22T09:47:26Z  add #12 "Buy milk"`.
    static func historyRow(_ change: MemoChange, style: TerminalStyle) -> String {
        "\(style.dim(change.time.iso8601))  \(change.summary.terminalSafe)"
    }

    /// A history entry as a JSON object.
    static func historyJSON(_ change: MemoChange) -> String {
        "{\"id\":\(change.id),\"kind\":\"\(change.kind.rawValue)\",\"summary\":\(MemoJSON.string(change.summary)),"
            + "\"memos\":\(change.memoCount),\"time\":\"\(change.time.iso8601)\"}"
    }
}
