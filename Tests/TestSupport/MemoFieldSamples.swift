import MemoStore

/// A value for each `MemoField` that a fresh memo (`MemoFieldSamples.plainDraft`) does not
/// hold, so a test can set one field and see that every conversion carries it. The switch has
/// no `default`: a new field does not compile until it has a sample here.
public enum MemoFieldSamples {
    /// A draft with a title and a due date (so a sampled recurrence keeps the store's rules),
    /// every other field empty.
    public static var plainDraft: MemoDraft {
        MemoDraft(title: "Plain", due: Timestamp(secondsSince1970: 1_750_000_000))
    }

    /// A value of `field` other than `plainDraft`'s.
    public static func sample(_ field: MemoField) -> MemoFieldContent {
        let moment = Timestamp(secondsSince1970: 1_800_000_000 + 60 * Int64(MemoField.allCases.firstIndex(of: field) ?? 0))
        switch field {
        case .title: return .text("Sampled title")
        case .body: return .text("A sampled body")
        case .done: return .flag(true)
        case .due, .wait, .scheduled, .until, .start, .end: return .moment(moment)
        case .priority: return .priority(.medium)
        case .project: return .name("sampled.project")
        case .tags: return .names(["alpha", "beta"])
        case .recur: return .recurrence(Recurrence("weekly")!)
        case .depends: return .names(["00000000-0000-4000-8000-000000000001"])
        case .parent: return .name("00000000-0000-4000-8000-000000000002")
        case .annotations: return .annotations([MemoAnnotation(entry: moment, description: "a sampled note")])
        case .extra: return .extra(["sampled": "1"])
        }
    }
}
