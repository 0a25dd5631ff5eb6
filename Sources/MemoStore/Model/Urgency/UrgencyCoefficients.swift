#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much each term of a memo's urgency weighs (`Urgency`), with Taskwarrior's defaults.
///
/// The static terms (priority, active, project, tags, annotations, blocked, blocking, next) may be any finite number,
/// negative too. The terms that change with time, `due`, `age` and `scheduled`, are never negative:
/// the index-backed order relies on a memo's urgency never rising as its due date moves later
/// or as it gets newer (`UrgencyCoefficients.allowedValues(ofTerm:)` leaves out negative ones).
public struct UrgencyCoefficients: Sendable, Hashable {
    /// Due proximity: the whole weight for a memo 7 days overdue or more, a fifth of it 14 days ahead or more.
    public var due: Double = 12
    /// A memo of priority H.
    public var priorityHigh: Double = 6
    /// A memo of priority M.
    public var priorityMedium: Double = 3.9
    /// A memo of priority L.
    public var priorityLow: Double = 1.8
    /// A started memo (`todo start`).
    public var active: Double = 4
    /// Age of a memo without a due date: the whole weight at 365 days old.
    public var age: Double = 2
    /// A memo with at least one annotation.
    public var annotations: Double = 1
    /// Tags: 0.8 of it for one tag, 0.9 for two, all of it for three or more.
    public var tags: Double = 1
    /// A memo in a project.
    public var project: Double = 1
    /// A memo that waits on an open memo (`+blocked`): Taskwarrior's -5 lists it below the
    /// memos that can be done now.
    public var blocked: Double = -5
    /// A memo an open memo waits on (`+blocking`): Taskwarrior's +8 lists it above them, as
    /// doing it first unblocks them.
    public var blocking: Double = 8
    /// A memo whose scheduled date has passed (`scheduled < now`), as Taskwarrior's
    /// `urgency.scheduled.coefficient`: ready to start. Never negative, as `due` and `age`.
    public var scheduled: Double = 5
    /// A memo tagged `+next`, as Taskwarrior's `urgency.next.coefficient`: what to do next
    /// lists above nearly everything else.
    public var next: Double = 15

    /// Taskwarrior's coefficients.
    public init() {}

    /// Taskwarrior's coefficients.
    public static let standard = UrgencyCoefficients()

    /// The coefficients the process's environment sets (`TODO_URGENCY_DUE_COEFFICIENT` …, as
    /// the config file's `urgency.due.coefficient` … set them), read once, on first use; the
    /// standard ones for every variable unset or not a number a coefficient may be.
    public static let configured: UrgencyCoefficients = {
        var coefficients = UrgencyCoefficients()
        for term in terms {
            guard let raw = getenv(term.variable) else { continue }
            let text = String(cString: raw)
            if let value = Double(text), allowedValues(ofTerm: term.name).contains(value) {
                coefficients[keyPath: term.keyPath] = value
            }
        }
        return coefficients
    }()

    /// Each term: its config-file key (Taskwarrior's name), its environment variable and its field.
    public static let terms: [(name: String, variable: String, keyPath: WritableKeyPath<UrgencyCoefficients, Double> & Sendable)] = [
        ("urgency.due.coefficient", "TODO_URGENCY_DUE_COEFFICIENT", \.due),
        ("urgency.uda.priority.H.coefficient", "TODO_URGENCY_PRIORITY_H_COEFFICIENT", \.priorityHigh),
        ("urgency.uda.priority.M.coefficient", "TODO_URGENCY_PRIORITY_M_COEFFICIENT", \.priorityMedium),
        ("urgency.uda.priority.L.coefficient", "TODO_URGENCY_PRIORITY_L_COEFFICIENT", \.priorityLow),
        ("urgency.active.coefficient", "TODO_URGENCY_ACTIVE_COEFFICIENT", \.active),
        ("urgency.age.coefficient", "TODO_URGENCY_AGE_COEFFICIENT", \.age),
        ("urgency.annotations.coefficient", "TODO_URGENCY_ANNOTATIONS_COEFFICIENT", \.annotations),
        ("urgency.tags.coefficient", "TODO_URGENCY_TAGS_COEFFICIENT", \.tags),
        ("urgency.project.coefficient", "TODO_URGENCY_PROJECT_COEFFICIENT", \.project),
        ("urgency.blocked.coefficient", "TODO_URGENCY_BLOCKED_COEFFICIENT", \.blocked),
        ("urgency.blocking.coefficient", "TODO_URGENCY_BLOCKING_COEFFICIENT", \.blocking),
        ("urgency.scheduled.coefficient", "TODO_URGENCY_SCHEDULED_COEFFICIENT", \.scheduled),
        ("urgency.next.coefficient", "TODO_URGENCY_NEXT_COEFFICIENT", \.next),
    ]

    /// The values the coefficient of the term named `name` may take: finite and at most a
    /// million either way, and never negative for `due`, `age` and `scheduled` (NaN is in no range).
    public static func allowedValues(ofTerm name: String) -> ClosedRange<Double> {
        let isTimeTerm = ["urgency.due.coefficient", "urgency.age.coefficient", "urgency.scheduled.coefficient"].contains(name)
        return (isTimeTerm ? 0 : -1_000_000)...1_000_000
    }
}
