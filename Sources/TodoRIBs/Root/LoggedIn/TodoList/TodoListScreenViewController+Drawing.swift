import MemoStore
import TodoLanguage

/// How the list screen of `todo ui` is drawn: a heading, a row a memo (the shell's row, one
/// line, cut at the region's edge; the selected one inverted; done ones green, overdue ones
/// red, urgent ones yellow), and the line of keys, or the line being typed, or the help.
extension TodoListScreenViewController {
    func drawList(on canvas: Canvas, in region: Region) {
        let heading = " \(userName.terminalSafe)'s memos" + (query.label.map { " — \($0)" } ?? "")
        canvas.put(heading, line: 0, in: region, style: [.bold, .cyan])
        let rows = Self.listRows(in: region)
        if showsHelp {
            drawHelp(on: canvas, in: region)
        } else if memos.isEmpty {
            canvas.put("  no memos match", line: 1, in: region, style: .dim)
        } else {
            let now = clock.now()
            for line in 0..<rows {
                let index = scrolling.top + line - pageTop
                guard memos.indices.contains(index) else { continue }
                let memo = memos[index]
                let isSelected = scrolling.top + line == scrolling.selected
                var style = Self.style(of: memo, now: now)
                if isSelected {
                    style.insert(.reverse)
                    canvas.fill(line: line + 1, in: region, style: style)
                }
                let text = MemoText.row(memo, style: TerminalStyle(screen: nil), clock: clock)
                canvas.put(text, line: line + 1, in: region, style: style)
            }
        }
        let last = region.rows - 1
        if let field {
            fieldCursor = field.line.draw(on: canvas, line: last, in: region)
        } else {
            fieldCursor = nil
            let count = "\(scrolling.count)" + (isCountExact ? "" : "+")
            // Counted back from the end when the list was not counted to it (`G`).
            let fromEnd = scrolling.count - 1 - scrolling.selected
            let position = scrolling.count == 0 ? "" : positionsFromEnd ? (fromEnd == 0 ? "last  " : "last-\(fromEnd)  ")
                : "\(scrolling.selected + 1)/\(count)  "
            canvas.put(" " + position + "Enter open  a add  d done  u undo  / search  f filter  ? help  q quit",
                       line: last, in: region, style: .dim)
        }
    }

    /// Urgency and lateness in colour: green done, red overdue, yellow (bold from 8) urgent.
    static func style(of memo: Memo, now: Timestamp) -> CanvasStyle {
        if memo.isDone { return .green }
        if DueText.isOverdue(memo, now: now) { return [.red, .bold] }
        let urgency = Urgency.score(of: memo, at: now, .configured)
        if urgency >= urgentScore { return [.yellow, .bold] }
        return urgency >= notableScore ? .yellow : []
    }

    // MARK: - Private

    /// Scores from which a memo is drawn urgent: priority H alone is 6, due today about 8.8.
    private static let urgentScore = 8.0
    private static let notableScore = 5.0

    private static let keys: [(String, String)] = [
        ("j k ↓ ↑", "move"), ("PgDn PgUp", "a screen down, up"), ("g G", "first, last"),
        ("Enter", "open the memo (Esc or q goes back)"), ("a", "add: the words of todo add (title, due:fri +tag …)"),
        ("d", "done (or open again)"), ("u", "undo your last change"), ("e", "edit every field in $EDITOR"),
        ("/", "search titles, bodies and annotations"), ("f", "filter with the words of list (+tag …), or context NAME"),
        ("Esc", "back to every open memo"), ("s", "sync with every remote remembered"), ("q", "quit"),
    ]

    private func drawHelp(on canvas: Canvas, in region: Region) {
        for (line, (key, meaning)) in Self.keys.enumerated() {
            canvas.put("  " + key, line: line + 1, in: region, style: .bold)
            canvas.put(meaning, line: line + 1, in: region, column: 14)
        }
    }
}
