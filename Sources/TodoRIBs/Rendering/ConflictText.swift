import MemoInterchange
import MemoStore
import MemoUseCases
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
        case .field, .extra:
            let lost = value(of: conflict.subject, in: conflict.lost, phrase)
            let won = memo.map { value(of: conflict.subject, in: $0, phrase) } ?? "none"
            return "\(conflict.id)  \(name): \(conflict.subjectName.terminalSafe) \(lost) lost to \(won) (\(when))"
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
        case .field, .extra:
            let lost = value(of: conflict.subject, in: conflict.lost, phrase)
            let won = value(of: conflict.subject, in: memo, phrase)
            what = "\(conflict.subjectName.terminalSafe) \(lost) lost to \(won)"
        }
        return "conflict: \(what) (\(when)); take it: todo conflicts take \(conflict.id)"
    }

    /// What `conflicts take N` or `conflicts dismiss N` did, in one line.
    public static func resolution(_ resolution: ConflictResolution) -> String {
        switch resolution {
        case .dismissed(let id): return "dismissed conflict \(id)"
        case .took(let subjectName, let memoID): return "took the losing \(subjectName) of #\(memoID)"
        }
    }

    /// Each conflict's line (`line(_:now:zone:)`), each ending in a newline.
    public static func lines(_ conflicts: [ListedConflict], zone: LocalTimeZone = .system) -> String {
        conflicts.map { line($0.conflict, now: $0.memo, zone: zone) + "\n" }.joined()
    }

    // MARK: - Private

    /// What `memo` holds in the field a conflict is about, phrased.
    private static func value(of subject: SyncConflict.Subject, in memo: Memo, _ phrase: MemoHistoryText.Phrasing) -> String {
        switch subject {
        case .field(let field): return phrase.value(MemoFieldDifference.value(of: field, in: memo), of: field)
        case .extra(let name): return phrase.value(MemoFieldDifference.value(ofExtra: name, in: memo), of: .extra)
        case .deletion: return "none"
        }
    }
}
