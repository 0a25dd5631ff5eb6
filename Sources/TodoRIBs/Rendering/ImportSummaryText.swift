import MemoStore
import TodoLanguage

/// The line that ends an import, on the command line and in the shell.
enum ImportSummaryText {
    /// `imported N memos[, updated U][, skipped K already present][, removed R deleted in the
    /// file][, kept C changed here since their deletion][; D deleted tasks left out][; note…]`,
    /// with its line break.
    static func line(_ summary: ImportSummary) -> String {
        let updated = summary.updated > 0 ? ", updated \(summary.updated)" : ""
        let skipped = summary.skipped > 0 ? ", skipped \(summary.skipped) already present" : ""
        let removed = summary.removed > 0 ? ", removed \(summary.removed) deleted in the file" : ""
        let kept = summary.keptChangedSinceDeletion
        let keptText = kept > 0 ? ", kept \(kept) changed here since \(kept == 1 ? "its" : "their") deletion" : ""
        let leftOut = summary.deletedLeftOut > 0
            ? ["\(summary.deletedLeftOut) deleted \(summary.deletedLeftOut == 1 ? "task" : "tasks") left out"] : []
        let notes = (leftOut + summary.notes).map { "; " + $0 }.joined()
        return "imported \(CountText.of(summary.added, "memo"))\(updated)\(skipped)\(removed)\(keptText)\(notes)\n"
    }
}
