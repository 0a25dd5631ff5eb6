import MemoStore

/// One word of `add` or `modify` (or one flag), classified: title text, an attribute with its
/// raw value, a tag to add or one to remove, a `/from/to/` substitution. `word` is what an
/// error names.
struct AttributeWord {
    enum Kind {
        case text(String)
        case attribute(MemoField, String)
        case tag(String)
        case untag(String)
        case substitution(TextSubstitution)
    }

    let word: String
    let kind: Kind

    /// Classifies `words` in order; empty words are dropped, everything after `--` is text.
    /// `-tag` is a removal and `/from/to/[g]` a substitution when `allowingRemoval` (modify),
    /// else text (add, as Taskwarrior); a substitution only when `substituting` too (not for
    /// `append`, whose text may hold a path).
    static func read(_ words: [String], allowingRemoval: Bool, substituting: Bool = true) throws(TodoLanguageError) -> [AttributeWord] {
        var result: [AttributeWord] = []
        var attributesEnded = false
        for word in words where !word.isEmpty {
            if attributesEnded {
                result.append(AttributeWord(word: word, kind: .text(word)))
                continue
            }
            switch WordShape(word) {
            case .endOfAttributes:
                attributesEnded = true
            case .text:
                let substitution = allowingRemoval && substituting ? TextSubstitution(word: word) : nil
                result.append(AttributeWord(word: word, kind: substitution.map { .substitution($0) } ?? .text(word)))
            case .plus(let tag):
                result.append(AttributeWord(word: word, kind: .tag(tag)))
            case .minus(let tag):
                result.append(AttributeWord(word: word, kind: allowingRemoval ? .untag(tag) : .text(word)))
            case .attribute(let name, let value):
                switch name.contains(".") ? .unknown : Attribute.match(name) {
                case .known(let attribute):
                    result.append(AttributeWord(word: word, kind: .attribute(attribute, value)))
                case _ where value.isEmpty:
                    // `Note:` and `re:` are prose; only a name with a value claims to be an attribute.
                    result.append(AttributeWord(word: word, kind: .text(word)))
                case .ambiguous:
                    throw TodoLanguageError(word: word, reason: .ambiguousAttribute)
                case .unknown:
                    throw TodoLanguageError(word: word, reason: .unknownAttribute)
                }
            }
        }
        return result
    }
}
