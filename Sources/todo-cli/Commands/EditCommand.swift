import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo edit ID --title T --body B`: a new title or body for one memo. Without either
/// option, `edit ID` opens every field in the person's editor (`FormEditing`).
enum EditCommand {
    /// What `edit ID` with these options asks for: the change, or without either option the
    /// memo loaded for the edit form.
    /// - throws: a usage error when the title or body cannot be a memo's.
    static func action(id: Int64, title: String?, body: String?) throws -> MemoAction {
        if title == nil && body == nil {
            return .openForEditing(id: id)
        }
        if let title { try TypedTextRule.validate(title: title, option: "--title") }
        if let body { try TypedTextRule.validate(body: body) }
        return .modify(ids: [id], MemoPatch(title: title, body: body), kind: .edit)
    }
}
