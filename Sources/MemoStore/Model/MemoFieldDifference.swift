/// The value of one field, typed, for a view to phrase: never a sentence.
public enum MemoFieldValue: Sendable, Hashable {
    /// A title, body, project, priority code or recurrence.
    case text(String)
    /// Whether the memo is done.
    case flag(Bool)
    /// A due, wait, scheduled, until or start moment.
    case moment(Timestamp)
    /// Tags, or the uuids a memo waits on.
    case names([String])
    /// Dated notes, oldest first.
    case annotations([MemoAnnotation])
    /// An extra field's JSON text, as it came.
    case json(String)
}

/// One field changed by one command: from what to what; `nil` is "none".
public struct MemoFieldDifference: Sendable, Hashable {
    /// The field.
    public let field: MemoField
    /// The extra field's name when `field` is `.extra`: each extra field differs on its own.
    public let extraName: String?
    /// Its value before the command, `nil` when it had none.
    public let before: MemoFieldValue?
    /// Its value after the command, `nil` when it has none.
    public let after: MemoFieldValue?

    /// Creates a difference.
    public init(field: MemoField, extraName: String? = nil, before: MemoFieldValue?, after: MemoFieldValue?) {
        self.field = field
        self.extraName = extraName
        self.before = before
        self.after = after
    }

    /// The field's name as `show` and the edit form write it (`extra.NAME` for an extra field).
    public var name: String {
        extraName.map { "extra." + $0 } ?? field.name
    }

    /// Every field whose value differs between `old` and `new` (a missing memo has no value
    /// in any field), in `MemoField` order, extra fields by name. `updated` and `created` are
    /// not fields a person changes, so they are never listed.
    public static func between(_ old: Memo?, _ new: Memo?) -> [MemoFieldDifference] {
        var result: [MemoFieldDifference] = []
        for field in MemoField.allCases {
            guard field != .extra else {
                let names = Set((old?.extra.keys.map { $0 } ?? []) + (new?.extra.keys.map { $0 } ?? [])).sorted()
                for name in names {
                    let (from, to) = (old.flatMap { value(ofExtra: name, in: $0) }, new.flatMap { value(ofExtra: name, in: $0) })
                    if from != to { result.append(MemoFieldDifference(field: .extra, extraName: name, before: from, after: to)) }
                }
                continue
            }
            let (from, to) = (old.flatMap { value(of: field, in: $0) }, new.flatMap { value(of: field, in: $0) })
            if from != to { result.append(MemoFieldDifference(field: field, before: from, after: to)) }
        }
        return result
    }

    /// The value `memo` has in `field`; `nil` when it has none (empty text and lists count as
    /// none; extra fields one by one, through `value(ofExtra:in:)`).
    public static func value(of field: MemoField, in memo: Memo) -> MemoFieldValue? {
        switch memo[field] {
        case .text(let text): return text.isEmpty ? nil : .text(text)
        case .flag(let flag): return .flag(flag)
        case .moment(let moment): return moment.map(MemoFieldValue.moment)
        case .priority(let priority): return priority.map { .text($0.rawValue) }
        case .name(let name): return name.map(MemoFieldValue.text)
        case .recurrence(let recurrence): return recurrence.map { .text($0.description) }
        case .names(let names): return names.isEmpty ? nil : .names(names)
        case .annotations(let annotations): return annotations.isEmpty ? nil : .annotations(annotations)
        case .extra: return nil
        }
    }

    /// The value `memo` has in its extra field `name`; `nil` when it has none.
    public static func value(ofExtra name: String, in memo: Memo) -> MemoFieldValue? {
        memo.extra[name].map(MemoFieldValue.json)
    }
}
