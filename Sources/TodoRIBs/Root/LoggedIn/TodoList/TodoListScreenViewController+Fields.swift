import MemoUseCases
import TodoLanguage

/// The lines the list screen of `todo ui` reads in place (`a`, `/`, `f`), and what each does
/// with the words typed: they are read as the shell reads `add`, `search` and `list`
/// (`context NAME` in a filter selects a context).
extension TodoListScreenViewController {
    /// Opens a line to type on, at the foot of the list.
    func startField(_ purpose: FieldPurpose, prompt: String, text: String = "") {
        // Typed on the detail screen, the line is the list's: the list comes back on top.
        if presentedViewController != nil { listener?.requestListScreen() }
        field = (purpose, LineField(prompt: prompt, text: text))
    }

    /// Edits the line with `key`; Enter hands what was typed to `submit`, Esc drops it.
    func editField(with key: Key) {
        guard let purpose = field?.purpose, var line = field?.line else { return }
        switch line.handle(key) {
        case .editing:
            field = (purpose, line)
        case .cancelled:
            field = nil
        case .entered(let text):
            field = nil
            submit(text, for: purpose)
        }
        setNeedsDisplay()
    }

    /// Does what the line typed for `purpose` asks.
    func submit(_ text: String, for purpose: FieldPurpose) {
        let words = ShellQuoting.words(text)
        do {
            switch purpose {
            case .add:
                guard let draft = try ShellWords.add(words, clock: clock) else { return showUsage(CommandTable.usage(of: "add")) }
                listener?.request(.add(draft))
            case .search:
                guard !words.isEmpty else { return apply(.all) }
                guard let (query, filter, _) = try ShellWords.search(words, clock: clock) else {
                    return showUsage("search WORDS [FILTER...]")
                }
                apply(.search(query: query, filter: filter, words: text))
            case .filter:
                if words.first == "context" {
                    guard let request = ContextRequest(words: Array(words.dropFirst())) else { return showUsage(CommandTable.usage(of: "context")) }
                    listener?.request(.context(request))
                    needsPage = true
                    return
                }
                guard !words.isEmpty else { return apply(.all) }
                switch try ShellWords.list(words, clock: clock) {
                case .page(let request): apply(.filter(request, words: text))
                case .search(let query, let filter, _): apply(.search(query: query, filter: filter, words: text))
                }
            }
        } catch {
            showError(error)
        }
    }
}
