/// What a user a project is shared with may do with its memos.
public enum ShareRole: String, Sendable, CaseIterable {
    /// Reads the project's memos: lists, shows, searches, reports.
    case reader
    /// Reads them, adds memos to the project and changes its memos (modify, annotate, start,
    /// stop, done, undone); never deletes one, nor moves one out of what is shared.
    case writer
}
