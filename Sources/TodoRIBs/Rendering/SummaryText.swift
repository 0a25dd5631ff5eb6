import MemoInterchange
import MemoStore
import TodoLanguage

/// `todo summary` laid out, as Taskwarrior's `task summary`: a row a project with the open
/// memos left and the share done, each project's counts including its sub-projects', which
/// follow it indented; the memos without a project last, as `(none)`.
@MainActor
enum SummaryText {
    /// One row of the summary.
    struct Row: Equatable {
        /// The whole project name; nil for the memos without one.
        let project: String?
        /// How deep the project is: 0 for `work`, 1 for `work.q4`.
        let depth: Int
        /// Open memos in it and its sub-projects.
        let open: Int
        /// Done memos in it and its sub-projects.
        let done: Int

        /// The share done, in whole percent rounded down (Taskwarrior's): 100 only when nothing is open.
        var complete: Int { open + done == 0 ? 0 : done * 100 / (open + done) }
    }

    /// The rows of `counts`: a parent project with no memo of its own gets a row of its
    /// sub-projects' sums, so the tree has no gaps.
    static func rows(_ counts: [ProjectCount]) -> [Row] {
        var sums: [[String]: (open: Int, done: Int)] = [:]
        var none: Row?
        for count in counts {
            guard let project = count.project else {
                none = Row(project: nil, depth: 0, open: count.open, done: count.done)
                continue
            }
            let parts = project.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            for length in 1...parts.count {
                let sum = sums[Array(parts.prefix(length))] ?? (0, 0)
                sums[Array(parts.prefix(length))] = (sum.open + count.open, sum.done + count.done)
            }
        }
        let paths = sums.keys.sorted { $0.lexicographicallyPrecedes($1) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        return paths.map { path in
            let sum = sums[path] ?? (0, 0)
            return Row(project: path.joined(separator: "."), depth: path.count - 1, open: sum.open, done: sum.done)
        } + (none.map { [$0] } ?? [])
    }

    /// The table: `Project  Open  Done  Complete`, a row a project, and how many projects.
    static func text(_ counts: [ProjectCount], style: TerminalStyle) -> String {
        let rows = rows(counts)
        guard !rows.isEmpty else { return "no memos\n" }
        let names = rows.map { row in
            row.project.map { String(repeating: "  ", count: row.depth) + ($0.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? $0) }
                ?? "(none)"
        }
        let nameWidth = max("Project".count, names.map(\.count).max() ?? 0)
        let openWidth = max("Open".count, rows.map { String($0.open).count }.max() ?? 0)
        let doneWidth = max("Done".count, rows.map { String($0.done).count }.max() ?? 0)
        func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
            let space = String(repeating: " ", count: max(0, width - text.count))
            return left ? text + space : space + text
        }
        var text = style.bold(pad("Project", nameWidth, left: true) + "  " + pad("Open", openWidth) + "  " + pad("Done", doneWidth)
            + "  Complete") + "\n"
        for (row, name) in zip(rows, names) {
            let filled = row.complete / 10
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
            text += pad(name.terminalSafe, nameWidth + name.terminalSafe.count - name.count, left: true) + "  "
                + pad(String(row.open), openWidth) + "  " + pad(String(row.done), doneWidth) + "  "
                + pad("\(row.complete)%", 4) + "  " + style.green(bar) + "\n"
        }
        let projects = rows.filter { $0.project != nil }.count
        return text + "\n" + CountText.of(projects, "project") + "\n"
    }

    /// The rows as a JSON array of `{"project":…,"depth":…,"open":…,"done":…,"complete":…}`,
    /// `project` null for the memos without one.
    static func json(_ counts: [ProjectCount]) -> String {
        "[" + rows(counts).map { row in
            "{\"project\":\(row.project.map(MemoJSON.string) ?? "null"),\"depth\":\(row.depth),\"open\":\(row.open),"
                + "\"done\":\(row.done),\"complete\":\(row.complete)}"
        }.joined(separator: ",") + "]\n"
    }
}
