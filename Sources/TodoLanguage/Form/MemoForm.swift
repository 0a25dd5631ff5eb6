import MemoStore

/// The text form of every field of a memo that `todo edit ID` opens in an editor, as
/// Taskwarrior's `task edit` does, and the reading of it back into one `MemoPatch`.
///
/// A field a line, `Name: value`, dates in the local zone as `MomentText` writes them (read
/// back as `due:` words are), the body last, after a `Body:` line. What the reader finds
/// unchanged, text for text, it leaves out of the patch, so printing and reading an untouched
/// form gives an empty patch, even for moments with seconds the form does not show.
public enum MemoForm {
    /// The form of `memo`; `dependencyIDs` gives the ids of the memos it waits on and of its
    /// parent, by uuid (a uuid without one is written as it is).
    public static func text(_ memo: Memo, dependencyIDs: [String: Int64], zone: LocalTimeZone) -> String {
        let fields = Fields(memo, dependencyIDs: dependencyIDs, zone: zone)
        var text = """
            # Edit memo #\(memo.id): change the values after the colons, then save and quit.
            # An empty value clears a field; dates read as due: words do (2026-12-01, fri, +3d).
            # Depends, Parent: ids of your memos. Annotation: one a line, DATE -- TEXT.
            # Extra: NAME = VALUE (a JSON value, or text). Lines starting with # are ignored.
            # Everything after the Body: line is the body.

            """
        for field in Label.single {
            text += line(Label.field(field).title, fields.single[field] ?? "")
        }
        for annotation in fields.annotations { text += line(Label.annotation.title, annotation) }
        for extra in fields.extra { text += line(Label.extra.title, extra) }
        text += "Body:\n"
        if !memo.body.isEmpty { text += memo.body + "\n" }
        return text
    }

    // MARK: - Internal

    /// The names of the form's lines: the fields written once each, in the memo's order, then
    /// the annotations and extra fields a line each, then the body.
    enum Label: Hashable {
        case field(MemoField)
        case annotation, extra, body

        /// The fields written once each, in the form's order: every field but done (its own
        /// command) and those the form writes a line each or last.
        static let single = MemoField.allCases.filter { ![.done, .end, .body, .annotations, .extra].contains($0) }

        /// Every line's name, in the form's order.
        static let allCases = single.map(Label.field) + [.annotation, .extra, .body]

        /// The label written as `name` (any case); `nil` for a name the form does not have.
        init?(name: String) {
            guard let label = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = label
        }

        /// `title`, `annotation`, … as a line names it, in lower case.
        var name: String {
            switch self {
            case .field(let field): return field.name
            case .annotation: return "annotation"
            case .extra: return "extra"
            case .body: return "body"
            }
        }

        /// `Title`, as the form writes it.
        var title: String { name.prefix(1).uppercased() + name.dropFirst() }
    }

    /// Every field of a memo as the form writes it: what the reader compares a line against.
    struct Fields {
        var single: [MemoField: String] = [:]
        var annotations: [String] = []
        var extra: [String] = []

        init(_ memo: Memo, dependencyIDs: [String: Int64], zone: LocalTimeZone) {
            for field in Label.single {
                single[field] = Self.text(of: field, in: memo, dependencyIDs: dependencyIDs, zone: zone)
            }
            annotations = memo.annotations.map { MomentText.text($0.entry, in: zone) + " -- " + $0.description }
            extra = memo.extra.keys.sorted().map { "\($0) = \(memo.extra[$0] ?? "")" }
        }

        private static func text(of field: MemoField, in memo: Memo, dependencyIDs: [String: Int64], zone: LocalTimeZone) -> String {
            switch field {
            case .title: return memo.title
            case .due, .wait, .scheduled, .until: return memo[field].momentValue.map { MomentText.dateText($0, in: zone, startsDay: DateValue.dayStarts(field)) } ?? ""
            case .start: return memo.start.map { MomentText.text($0, in: zone) } ?? ""
            case .priority: return memo.priority?.rawValue ?? ""
            case .project: return memo.project ?? ""
            case .tags: return memo.tags.joined(separator: " ")
            case .recur: return memo.recur?.description ?? ""
            case .depends: return memo.depends.map { uuid in dependencyIDs[uuid].map(String.init) ?? uuid }.joined(separator: " ")
            case .parent: return memo.parent.map { uuid in dependencyIDs[uuid].map(String.init) ?? uuid } ?? ""
            case .done, .end, .body, .annotations, .extra: return ""  // not lines of their own (see Label.single)
            }
        }
    }

    // MARK: - Private

    private static let labelWidth = "Annotation: ".count

    private static func line(_ title: String, _ value: String) -> String {
        let label = title + ":"
        guard !value.isEmpty else { return label + "\n" }
        return label + String(repeating: " ", count: max(1, labelWidth - label.count)) + value + "\n"
    }
}
