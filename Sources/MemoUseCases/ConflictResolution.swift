/// What `conflicts take N` or `conflicts dismiss N` did.
public enum ConflictResolution: Sendable, Equatable {
    /// Conflict `id` was forgotten; no memo changed.
    case dismissed(id: Int64)
    /// Memo `memoID` took the value that lost (`subjectName`: the field, or "deletion").
    case took(subjectName: String, memoID: Int64)
}
