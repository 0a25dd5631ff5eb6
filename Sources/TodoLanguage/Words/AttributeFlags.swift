import MemoStore

/// The flag form of the attributes (`--due X`, `--wait X`, `--priority X`, `--project X`,
/// `--tag X` repeatable, `--recur X`), read with the same rules and errors as the words.
///
/// Flags are applied after the words, so a flag wins over a word setting the same field. An
/// error names the flag and its value: `bad date in '--due fri2': …`.
public struct AttributeFlags: Sendable, Hashable {
    /// `--due`: a date word.
    public var due: String?
    /// `--wait`: a date word.
    public var wait: String?
    /// `--priority`: `H`, `M` or `L`.
    public var priority: String?
    /// `--project`: a dotted project name.
    public var project: String?
    /// `--tag`, once per tag, without a `+`.
    public var tags: [String]
    /// `--recur`: a recurrence such as `weekly` or `2w`.
    public var recur: String?

    /// Creates flags; with no arguments, none given.
    public init(
        due: String? = nil, wait: String? = nil, priority: String? = nil,
        project: String? = nil, tags: [String] = [], recur: String? = nil
    ) {
        self.due = due
        self.wait = wait
        self.priority = priority
        self.project = project
        self.tags = tags
        self.recur = recur
    }

    /// Whether no flag is given.
    public var isEmpty: Bool { self == AttributeFlags() }

    /// The flags as classified words, in the order due, wait, priority, project, tags, recur.
    var attributeWords: [AttributeWord] {
        var result: [AttributeWord] = []
        let pairs: [(String, MemoField, String?)] = [
            ("--due", .due, due), ("--wait", .wait, wait), ("--priority", .priority, priority),
            ("--project", .project, project),
        ]
        for case let (flag, attribute, value?) in pairs {
            result.append(AttributeWord(word: Self.word(flag, value), kind: .attribute(attribute, value)))
        }
        for tag in tags {
            result.append(AttributeWord(word: Self.word("--tag", tag), kind: .tag(tag)))
        }
        if let recur {
            result.append(AttributeWord(word: Self.word("--recur", recur), kind: .attribute(.recur, recur)))
        }
        return result
    }

    /// The flag as an error names it: `--due fri2`, and `--tag ''` for an empty value.
    private static func word(_ flag: String, _ value: String) -> String {
        "\(flag) \(value.isEmpty ? "''" : value)"
    }
}
