import TodoLanguage
import TodoRIBs

/// The attribute and option words Tab completes, the same in bash, zsh, fish and the shell:
/// `pro` → `project:`, and the keys after `--sort`.
///
/// Attribute words are offered by their full names (`priority:`, `project:`), the short forms
/// (`pri:`, `pro:`) being what a person types, not what Tab should choose between; a word
/// already holding a colon, a sign or a digit is a value, completed elsewhere.
enum AttributeCompletion {
    /// The attribute words of `command`'s words (filters where its entry of `CommandTable`
    /// takes a filter, as `list` and `search` do; fields where it takes fields, as `add` and
    /// `modify` do) that extend `prefix`; none for other commands or an empty prefix.
    static func words(extending prefix: Substring, command: String?) -> [String] {
        guard let first = prefix.first, first.isLetter, !prefix.contains(":") else { return [] }
        let vocabulary: [String]
        switch CommandTable.command(named: command?.lowercased() ?? "")?.operands {
        case .filter?: vocabulary = Vocabulary.filterAttributeWords
        case .fields?: vocabulary = Vocabulary.attributeWords
        default: return []
        }
        let typed = prefix.lowercased()
        return fullNames(of: vocabulary).filter { $0.hasPrefix(typed) }
    }

    /// The keys `--sort` takes that extend `prefix`.
    static func sortKeys(extending prefix: Substring) -> [String] {
        Vocabulary.sortKeys.filter { $0.hasPrefix(prefix.lowercased()) }
    }

    // MARK: - Private

    /// `words` without the short forms: `pri:` goes, as `priority:` continues its letters;
    /// `due:` stays beside `due.before:`.
    private static func fullNames(of words: [String]) -> [String] {
        words.filter { word in
            let stem = word.dropLast()
            return !words.contains { other in
                other != word && other.hasPrefix(stem) && other.dropFirst(stem.count).first?.isLetter == true
            }
        }
    }
}
