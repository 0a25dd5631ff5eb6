/// The value a memo holds in one `MemoField`, typed and whole: what copying, comparing,
/// patching and merging a field go through.
///
/// Each field has exactly one case (`Memo.subscript(_:)` gives which); `nil` in an optional
/// case is "none".
public enum MemoFieldContent: Sendable, Hashable {
    /// A title or body.
    case text(String)
    /// Whether the memo is done.
    case flag(Bool)
    /// A due, wait, scheduled, until, start or end moment.
    case moment(Timestamp?)
    /// A priority.
    case priority(Priority?)
    /// A project, or the uuid of a parent.
    case name(String?)
    /// A recurrence.
    case recurrence(Recurrence?)
    /// Tags, or the uuids a memo waits on.
    case names([String])
    /// Dated notes, oldest first.
    case annotations([MemoAnnotation])
    /// Extra fields by name, each value its JSON text.
    case extra([String: String])

    // MARK: - Typed values

    /// A title or body: the value of a `.text` content; any other is a programming error.
    public var textValue: String {
        guard case .text(let text) = self else { mismatch("text") }
        return text
    }

    /// Whether done: the value of a `.flag` content; any other is a programming error.
    public var flagValue: Bool {
        guard case .flag(let flag) = self else { mismatch("flag") }
        return flag
    }

    /// A moment: the value of a `.moment` content; any other is a programming error.
    public var momentValue: Timestamp? {
        guard case .moment(let moment) = self else { mismatch("moment") }
        return moment
    }

    /// A priority: the value of a `.priority` content; any other is a programming error.
    public var priorityValue: Priority? {
        guard case .priority(let priority) = self else { mismatch("priority") }
        return priority
    }

    /// A project or parent: the value of a `.name` content; any other is a programming error.
    public var nameValue: String? {
        guard case .name(let name) = self else { mismatch("name") }
        return name
    }

    /// A recurrence: the value of a `.recurrence` content; any other is a programming error.
    public var recurrenceValue: Recurrence? {
        guard case .recurrence(let recurrence) = self else { mismatch("recurrence") }
        return recurrence
    }

    /// Tags or dependencies: the value of a `.names` content; any other is a programming error.
    public var namesValue: [String] {
        guard case .names(let names) = self else { mismatch("names") }
        return names
    }

    /// Annotations: the value of a `.annotations` content; any other is a programming error.
    public var annotationsValue: [MemoAnnotation] {
        guard case .annotations(let annotations) = self else { mismatch("annotations") }
        return annotations
    }

    /// Extra fields: the value of a `.extra` content; any other is a programming error.
    public var extraValue: [String: String] {
        guard case .extra(let extra) = self else { mismatch("extra") }
        return extra
    }

    private func mismatch(_ expected: String) -> Never {
        preconditionFailure("\(self) given where a \(expected) value belongs")
    }
}
