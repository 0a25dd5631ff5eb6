import MemoStore

/// Reads the words of `add` into a draft, as `task add` reads them.
///
/// The words that are not attributes, joined by single spaces, are the title. `due:DATE`,
/// `wait:DATE`, `pri:H|M|L` (`priority:`), `project:NAME` (`pro:`, `proj:`), `+tag` and
/// `recur:PERIOD` set fields instead; `--` makes every later word title text; `-word` is text
/// here. When a field is given twice the later word wins. An attribute with nothing after the
/// colon is an error on add (there is nothing to clear), as is `recur:` without a due date,
/// and `recur:` on `log` (`isDone`), as in Taskwarrior.
/// A title of nothing or only whitespace is `.missingTitle`; its length and the body are left
/// to the store and `MemoLimits`.
public enum AddWords {
    /// The draft `words` (then `flags`) describe, dates read at `now` in `zone`; `isDone` for
    /// `log`, a memo added already done.
    public static func draft(
        from words: [String], flags: AttributeFlags = AttributeFlags(), isDone: Bool = false, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> MemoDraft {
        var draft = MemoDraft(title: "")
        draft.isDone = isDone
        var title: [String] = []
        var recurWord: String?
        var lastTagWord: String?
        for item in try AttributeWord.read(words, allowingRemoval: false) + flags.attributeWords {
            switch item.kind {
            case .text(let text):
                title.append(text)
            case .tag(let tag):
                draft.tags.append(try AttributeValues.tag(tag, word: item.word))
                lastTagWord = item.word
            case .untag, .substitution:
                title.append(item.word)
            case .attribute(let field, let value):
                guard !value.isEmpty else { throw TodoLanguageError(word: item.word, reason: .missingValue) }
                if field == .depends {
                    let (added, removed) = try AttributeValues.dependencies(value, word: item.word)
                    guard removed.isEmpty else { throw TodoLanguageError(word: item.word, reason: .badID) }
                    draft.dependencies += added
                } else if field == .parent {
                    draft.parentReference = try AttributeValues.memo(value, word: item.word)
                } else {
                    draft[field] = try AttributeValues.content(of: field, value, word: item.word, now: now, zone: zone)
                }
                if field == .recur { recurWord = item.word }
            }
        }
        if let recurWord, isDone {
            throw TodoLanguageError(word: recurWord, reason: .recurOnLog)
        }
        if let recurWord, draft.due == nil {
            throw TodoLanguageError(word: recurWord, reason: .recurWithoutDue)
        }
        if let lastTagWord, let problem = MemoLimits.problem(withTags: draft.tags) {
            throw TodoLanguageError(word: lastTagWord, reason: .badTag(problem))
        }
        draft.title = title.joined(separator: " ")
        guard !draft.title.allSatisfy(\.isWhitespace) else {
            throw TodoLanguageError(word: words.joined(separator: " "), reason: .missingTitle)
        }
        return draft
    }
}
