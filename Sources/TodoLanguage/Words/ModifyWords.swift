import MemoStore

/// Reads the words of `modify` into a patch, as `task 1 modify` reads them.
///
/// The same attributes as `AddWords`; an attribute with nothing after the colon (`due:`,
/// `wait:`, `pri:`, `project:`, `recur:`, `parent:`) clears the field; `-tag` removes a tag and `+tag`
/// adds one (for one tag the later word wins); the words that are not attributes, if any,
/// joined by single spaces, replace the title; `/from/to/` replaces the first `from` in the
/// title (else in the annotations) and `/from/to/g` every one (the last such word counts;
/// after `--` it is title text). `recur:PERIOD` together with `due:` (clearing)
/// is an error; whether a memo keeps a due date for its recurrence is for the store to check.
public enum ModifyWords {
    /// The patch `words` (then `flags`) describe, dates read at `now` in `zone`; a `/from/to/`
    /// word is title text unless `substituting`.
    public static func patch(
        from words: [String], flags: AttributeFlags = AttributeFlags(), now: Timestamp, zone: LocalTimeZone, substituting: Bool = true
    ) throws(TodoLanguageError) -> MemoPatch {
        var patch = MemoPatch()
        var title: [String] = []
        var recurWord: String?
        for item in try AttributeWord.read(words, allowingRemoval: true, substituting: substituting) + flags.attributeWords {
            switch item.kind {
            case .text(let text):
                title.append(text)
            case .substitution(let substitution):
                patch.substitution = substitution
            case .tag(let tag):
                let tag = try AttributeValues.tag(tag, word: item.word)
                patch.removedTags.remove(tag)
                patch.addedTags.insert(tag)
            case .untag(let tag):
                let tag = try AttributeValues.tag(tag, word: item.word, refusingReserved: false)
                patch.addedTags.remove(tag)
                patch.removedTags.insert(tag)
            case .attribute(let attribute, let value):
                try set(attribute, to: value, word: item.word, in: &patch, now: now, zone: zone)
                if attribute == .recur { recurWord = value.isEmpty ? nil : item.word }
            }
        }
        if let recurWord, case .clear = patch.due {
            throw TodoLanguageError(word: recurWord, reason: .recurWithoutDue)
        }
        if let problem = MemoLimits.problem(withTags: Array(patch.addedTags)) {
            throw TodoLanguageError(word: words.last ?? "", reason: .badTag(problem))
        }
        if !title.isEmpty { patch.title = title.joined(separator: " ") }
        return patch
    }

    /// The error for a `patch` that leaves memo `memoID` recurring without a due date (the store
    /// finds it), naming the word that did it: the `recur:` set, else the `due:` that cleared.
    public static func recurWithoutDue(memoID: Int64, patch: MemoPatch) -> TodoLanguageError {
        let word: String
        switch (patch.recur, patch.due) {
        case (.set(let recurrence), _): word = "recur:\(recurrence)"
        case (_, .clear): word = "due:"
        default: word = "recur:"
        }
        return TodoLanguageError(word: word, reason: .recurWithoutDue, memoID: memoID)
    }

    // MARK: - Private

    private static func set(
        _ field: MemoField, to value: String, word: String, in patch: inout MemoPatch,
        now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) {
        if field == .parent {
            patch.parent = value.isEmpty ? .clear : .set(try AttributeValues.memo(value, word: word))
            return
        }
        guard field == .depends else {
            patch.set(field, to: try AttributeValues.content(of: field, value, word: word, now: now, zone: zone), onto: nil)
            return
        }
        // As Taskwarrior's: `depends:3,4` adds, `depends:-3` removes, `depends:` clears.
        if value.isEmpty {
            patch.clearsDependencies = true
            patch.addedDependencies = []
            patch.removedDependencies = []
        } else {
            let (added, removed) = try AttributeValues.dependencies(value, word: word)
            patch.addedDependencies += added
            patch.removedDependencies += removed
        }
    }
}
