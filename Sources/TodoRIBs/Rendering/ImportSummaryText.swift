import MemoStore
import TodoLanguage

/// The line that ends an import, on the command line and in the shell.
enum ImportSummaryText {
    /// `imported N memos[, updated U][, skipped K already present][; note…]`, with its line break.
    static func line(_ summary: ImportSummary) -> String {
        let updated = summary.updated > 0 ? ", updated \(summary.updated)" : ""
        let skipped = summary.skipped > 0 ? ", skipped \(summary.skipped) already present" : ""
        let notes = summary.notes.map { "; " + $0 }.joined()
        return "imported \(CountText.of(summary.added, "memo"))\(updated)\(skipped)\(notes)\n"
    }
}
