/// The static part of a memo's urgency as one small number, the same in Swift and in both
/// engines' index expressions (`SQLiteSchema.urgencyClass`, `PostgresUrgencyClass`), so a
/// store keeps it in an index without storing a score that coefficients would change.
///
/// `code` packs the value of each `UrgencyTerm` at its weight: priority rank (0 none, 1 L, 2 M,
/// 3 H) + 4 × started + 8 × in a project + 16 × tag count capped at 3 + 64 × annotated + 128 ×
/// blocked (waits on an open memo, which the stores keep as a column of the memo, updated
/// whenever a memo it waits on opens, closes or goes) + 256 × blocking (open, and an open memo
/// waits on it, kept likewise) + 512 × tagged `+next`: 0 to 1023. Two memos of one class differ in urgency only by
/// their due date (if dated) or their age (if not).
public struct UrgencyClass: Sendable, Hashable {
    /// The packed number, 0…1023.
    public let code: Int

    /// How many codes there are: every class is one of `0..<count`.
    public static var count: Int { UrgencyTerm.codeCount }

    /// The class of a code read back from a store.
    public init(code: Int) {
        self.code = code
    }

    /// The class of `memo`. Borrowed: a copy would retain every string and list it holds.
    public init(_ memo: borrowing Memo) {
        var code = 0
        var position = 0
        while let term = UrgencyTerm(rawValue: position) {
            code += term.weight * term.level(of: memo)
            position += 1
        }
        self.code = code
    }

    /// Whether its memos are open and blocking (an open memo waits on each): few, so a listing reads them
    /// from an index of their own rather than by class.
    public var isBlocking: Bool { UrgencyTerm.blocking.level(in: code) != 0 }

    /// Whether its memos are tagged `+next`: few, so a listing reads them apart from the
    /// classes, as the blocking ones.
    public var isTaggedNext: Bool { UrgencyTerm.next.level(in: code) != 0 }

    /// Whether a memo of this class can match `filter`, as far as the class tells (priority,
    /// started, tagged, annotated, blocked, blocking): a listing reads no index range of a class that cannot.
    public func admits(_ filter: MemoFilter) -> Bool {
        if let priority = filter.priority, UrgencyTerm.priority.level(in: code) != priority.rank { return false }
        if let isActive = filter.isActive, (UrgencyTerm.active.level(in: code) != 0) != isActive { return false }
        let tagged = UrgencyTerm.tags.level(in: code) != 0
        if let isTagged = filter.isTagged, tagged != isTagged { return false }
        if !filter.requiredTags.isEmpty, !tagged { return false }
        if let isAnnotated = filter.isAnnotated, (UrgencyTerm.annotations.level(in: code) != 0) != isAnnotated { return false }
        if let isBlocked = filter.isBlocked, (UrgencyTerm.blocked.level(in: code) != 0) != isBlocked { return false }
        // A done memo an open one waits on matches +blocking without the term's bit.
        if filter.isBlocking == false, isBlocking { return false }
        return true
    }

    /// The sum of the static terms for this class under `coefficients`.
    public func score(_ coefficients: UrgencyCoefficients) -> Double {
        // The terms' levels read off the code one term at a time, stopping once no term above
        // is set: this runs for every memo a listing ranks, where a loop over every term
        // (a division by each weight) cost a release `list` of 200 memos 15,000 instructions more.
        var score = 0.0
        var rest = code
        var position = 0
        while rest != 0, let term = UrgencyTerm(rawValue: position) {
            let level = rest % term.levels
            if level != 0 { score += term.score(level: level, coefficients) }
            rest /= term.levels
            position += 1
        }
        return score
    }
}
