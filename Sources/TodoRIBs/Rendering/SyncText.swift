import MemoStore
import MemoUseCases
import TodoLanguage

/// What `todo sync` did with each remote, as lines for people.
public enum SyncText {
    /// `synced with URL: sent 2, received 1` (`synced with the task list "Tasks" at URL: …`
    /// when it was found behind an account's URL), then the conflicts it kept and what the remote
    /// held that todo could not take, if any.
    public static func line(_ sync: RemoteSync) -> String {
        let list = sync.foundList.map { "the task list \"\($0.terminalSafe)\" at " } ?? ""
        var line = "synced with \(list)\(sync.remote.terminalSafe): sent \(sync.sent), received \(sync.received)"
        if sync.conflicts > 0 {
            line += ", \(CountText.of(sync.conflicts, "conflict")) kept (todo conflicts)"
        }
        if sync.unreadable > 0 {
            switch sync.kind {
            case .hub: line += ", \(CountText.of(sync.unreadable, "memo")) on the hub todo cannot take left as they are"
            case .collection: line += ", \(CountText.of(sync.unreadable, "task")) on the server todo cannot read left as they are"
            }
            // Names and reasons come from the server: shown, never obeyed.
            line += " (" + sync.unreadableNames.map(\.terminalSafe).joined(separator: "; ")
            line += sync.unreadable > sync.unreadableNames.count ? "; …)" : ")"
        }
        return line
    }

    /// Every remote's line, each ending in a newline, each followed by a line for each shared
    /// project whose memos left the replica (`leftLine`).
    public static func lines(_ syncs: [RemoteSync]) -> String {
        syncs.map { sync in ([line(sync)] + sync.left.map(leftLine)).map { $0 + "\n" }.joined() }.joined()
    }

    /// `3 memos of alice's project Home left: no longer shared`.
    public static func leftLine(_ left: SharedLeave) -> String {
        "\(CountText.of(left.count, "memo")) of \(left.owner.terminalSafe)'s project \(left.project.terminalSafe) left: no longer shared"
    }

    /// The one line of a sync of which some remotes failed: what synced, then what failed.
    public static func incomplete(synced: [RemoteSync], failures: [String]) -> String {
        (synced.map(line) + failures).joined(separator: "; ")
    }
}
