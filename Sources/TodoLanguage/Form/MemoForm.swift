import MemoStore

/// The text form of every field of a memo that `todo edit ID` opens in an editor, as
/// Taskwarrior's `task edit` does, and the reading of it back into one `MemoPatch`.
///
/// A field a line, `Name: value`, dates in the local zone as `MomentText` writes them (read
/// back as `due:` words are), the body last, after a `Body:` line. What the reader finds
/// unchanged, text for text, it leaves out of the patch, so printing and reading an untouched
/// form gives an empty patch, even for moments with seconds the form does not show.
public enum MemoForm {
    /// The form of `memo`; `dependencyIDs` gives the ids of the memos it waits on, by uuid
    /// (a uuid without one is written as it is).
    public static func text(_ memo: Memo, dependencyIDs: [String: Int64], zone: LocalTimeZone) -> String {
        let fields = Fields(memo, dependencyIDs: dependencyIDs, zone: zone)
        var text = """
            # Edit memo #\(memo.id): change the values after the colons, then save and quit.
            # An empty value clears a field; dates read as due: words do (2026-12-01, fri, +3d).
            # Depends: ids of your memos. Annotation: one a line, DATE -- TEXT.
            # Extra: NAME = VALUE (a JSON value, or text). Lines starting with # are ignored.
            # Everything after the Body: line is the body.

            """
        for label in Label.single {
            text += line(label.title, fields.single[label] ?? "")
        }
        for annotation in fields.annotations { text += line(Label.annotation.title, annotation) }
        for extra in fields.extra { text += line(Label.extra.title, extra) }
        text += "Body:\n"
        if !memo.body.isEmpty { text += memo.body + "\n" }
        return text
    }

    // MARK: - Internal

    /// The names of the form's lines, in order.
    enum Label: String, CaseIterable {
        case title, due, wait, scheduled, until, start, priority, project, tags, recur, depends, annotation, extra, body

        /// The fields written once each, in the form's order.
        static let single: [Label] = [.title, .due, .wait, .scheduled, .until, .start, .priority, .project, .tags, .recur, .depends]

        /// `Title`, as the form writes it.
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// Every field of a memo as the form writes it: what the reader compares a line against.
    struct Fields {
        var single: [Label: String] = [:]
        var annotations: [String] = []
        var extra: [String] = []

        init(_ memo: Memo, dependencyIDs: [String: Int64], zone: LocalTimeZone) {
            single[.title] = memo.title
            let days: [(Label, Timestamp?)] = [(.due, memo.due), (.wait, memo.wait), (.scheduled, memo.scheduled), (.until, memo.until)]
            for (label, moment) in days {
                single[label] = moment.map { MomentText.dateText($0, in: zone) } ?? ""
            }
            single[.start] = memo.start.map { MomentText.text($0, in: zone) } ?? ""
            single[.priority] = memo.priority?.rawValue ?? ""
            single[.project] = memo.project ?? ""
            single[.tags] = memo.tags.joined(separator: " ")
            single[.recur] = memo.recur?.description ?? ""
            single[.depends] = memo.depends.map { uuid in dependencyIDs[uuid].map(String.init) ?? uuid }.joined(separator: " ")
            annotations = memo.annotations.map { MomentText.text($0.entry, in: zone) + " -- " + $0.description }
            extra = memo.extra.keys.sorted().map { "\($0) = \(memo.extra[$0] ?? "")" }
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
