import MemoInterchange
import MemoStore
import TodoLanguage

/// A conflict a sync kept, as one line for people: what lost, and what the memo has now.
@MainActor
public enum ConflictText {
    /// `3  #12 "Call the bank": priority M lost to H (2026-11-25 14:03)`; `now` is the memo as it
    /// is (`nil`: deleted since).
    public static func line(_ conflict: SyncConflict, now memo: Memo?, zone: LocalTimeZone = .system) -> String {
        let phrase = MemoHistoryText.Phrasing(dependencyIDs: [:], zone: zone)
        let name = memo.map { "#\($0.id) \(MemoJSON.string($0.title).terminalSafe)" } ?? "\(conflict.uuid) (deleted)"
        let when = MomentText.text(conflict.time, in: zone)
        switch conflict.subject {
        case .deletion:
            return "\(conflict.id)  \(name): deleted on one side while changed on the other; kept, changed (\(when))"
        case .field(let field):
            let lost = phrase.value(MemoFieldDifference.value(of: field, in: conflict.lost), of: field)
            let won = memo.map { phrase.value(MemoFieldDifference.value(of: field, in: $0), of: field) } ?? "none"
            return "\(conflict.id)  \(name): \(field.name.terminalSafe) \(lost) lost to \(won) (\(when))"
        }
    }

    /// `conflict: priority M lost to H (2026-11-25 14:03); take it: todo conflicts take 3`, for `show`.
    public static func detailLine(_ conflict: SyncConflict, now memo: Memo, zone: LocalTimeZone) -> String {
        let phrase = MemoHistoryText.Phrasing(dependencyIDs: [:], zone: zone)
        let when = MomentText.text(conflict.time, in: zone)
        let what: String
        switch conflict.subject {
        case .deletion:
            what = "deleted on one side while changed on the other; kept"
        case .field(let field):
            let lost = phrase.value(MemoFieldDifference.value(of: field, in: conflict.lost), of: field)
            let won = phrase.value(MemoFieldDifference.value(of: field, in: memo), of: field)
            what = "\(field.name.terminalSafe) \(lost) lost to \(won)"
        }
        return "conflict: \(what) (\(when)); take it: todo conflicts take \(conflict.id)"
    }
}
