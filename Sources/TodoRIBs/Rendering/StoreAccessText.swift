import MemoUseCases

/// What `todo admin` changed, as its one line for people.
public enum StoreAccessText {
    /// `granted alice: its own memos only`, `revoked alice: …`, or that nothing changed.
    public static func line(_ change: StoreAccessChange) -> String {
        switch change {
        case .granted(let role, let handedOverUser):
            let handed = handedOverUser ? "; the user \(role) and its memos are now its own" : ""
            return "granted \(role): its own memos only\(handed)"
        case .revoked(let role, let hadAccess):
            return hadAccess ? "revoked \(role): its memos stay in the store, out of its reach" : "\(role) had no access; nothing changed"
        }
    }
}
