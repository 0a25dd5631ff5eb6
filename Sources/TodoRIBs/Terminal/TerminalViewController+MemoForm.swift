import MemoStore
import TodoLanguage

extension TerminalViewController {
    /// The patch the person's edit of `memo`'s form (`MemoFormSession`) asks for; `nil`
    /// (saying why) when there is no editor, it failed, the form cannot be read or nothing changed.
    func readMemoForm(of memo: Memo, dependencyIDs: [String: Int64], clock: LocalClock) -> MemoPatch? {
        guard let screen else { return nil }
        let session = MemoFormSession(screen: screen, clock: clock, errorPrefix: "") { screen.readLine(prompt: $0) }
        do {
            switch try session.edit(memo, dependencyIDs: dependencyIDs) {
            case .changed(let patch):
                return patch
            case .unchanged:
                screen.write("no change to #\(memo.id)\n")
            case .notRead:
                screen.writeError("the form was not read; nothing was changed\n")
            case .noEditor:
                screen.writeError("no editor here; use title, body or modify\n")
            }
        } catch {
            showErrorLine(error)
        }
        return nil
    }
}
