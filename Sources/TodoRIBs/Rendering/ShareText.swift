import MemoInterchange
import MemoStore

/// What `todo share`, `unshare` and `shares` print: one line a share, names shown safely (they
/// come from other users of the hub).
public enum ShareText {
    /// `shared project:work with bob as writer` (`… now as reader, was writer` for a role
    /// changed), or `unshared project:work with bob: its memos leave bob's view`.
    public static func line(_ change: ShareChange) -> String {
        switch change {
        case .shared(let share, let previous):
            let target = "project:\(share.project.terminalSafe) with \(share.grantee.terminalSafe)"
            guard let previous, previous != share.role else {
                return "shared \(target) as \(share.role.rawValue)" + (previous == nil ? "" : " (already)")
            }
            return "shared \(target) now as \(share.role.rawValue), was \(previous.rawValue)"
        case .unshared(let share):
            return "unshared project:\(share.project.terminalSafe) with \(share.grantee.terminalSafe): its memos leave their view"
        }
    }

    /// One line a share, what `userName` shares first (`project:work → bob writer`), then what
    /// is shared with them (`project:home ← @alice reader`).
    public static func lines(_ shares: [ProjectShare], userName: String) -> String {
        let given = shares.filter { $0.owner == userName }
        let received = shares.filter { $0.owner != userName }
        return given.map { "project:\($0.project.terminalSafe) → \($0.grantee.terminalSafe) \($0.role.rawValue)\n" }.joined()
            + received.map { "project:\($0.project.terminalSafe) ← @\($0.owner.terminalSafe) \($0.role.rawValue)\n" }.joined()
    }

    /// A JSON array of `{"owner", "project", "grantee", "role"}` objects, in the order of `lines`.
    public static func json(_ shares: [ProjectShare], userName: String) -> String {
        let ordered = shares.filter { $0.owner == userName } + shares.filter { $0.owner != userName }
        let objects = ordered.map {
            "{\"owner\":\(MemoJSON.string($0.owner)),\"project\":\(MemoJSON.string($0.project)),"
                + "\"grantee\":\(MemoJSON.string($0.grantee)),\"role\":\"\($0.role.rawValue)\"}"
        }
        return "[" + objects.joined(separator: ",") + "]\n"
    }
}
