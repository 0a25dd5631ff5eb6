/// The static part of a memo's urgency as one small number, the same in Swift and in both
/// engines' index expressions (`SQLiteSchema.urgencyClass`, `PostgresSchemaVersion5`), so a
/// store keeps it in an index without storing a score that coefficients would change.
///
/// `code` = priority rank (0 none, 1 L, 2 M, 3 H) + 4 × started + 8 × in a project
/// + 16 × tag count capped at 3 + 64 × annotated + 128 × blocked (waits on an open memo, which
/// the stores keep as a column of the memo, updated whenever a memo it waits on opens, closes
/// or goes) + 256 × blocking (open, and an open memo waits on it, kept likewise): 0 to 511. Two memos of one class differ in urgency only by their due date (if
/// dated) or their age (if not).
public struct UrgencyClass: Sendable, Hashable {
    /// The packed number, 0…511.
    public let code: Int

    /// How many codes there are: every class is one of `0..<count`.
    public static let count = 512

    /// The class of a code read back from a store.
    public init(code: Int) {
        self.code = code
    }

    /// The class of `memo`. Borrowed: a copy would retain every string and list it holds.
    public init(_ memo: borrowing Memo) {
        code = (memo.priority?.rank ?? 0) + (memo.start == nil ? 0 : 4) + (memo.project == nil ? 0 : 8)
            + 16 * min(memo.tags.count, 3) + (memo.annotations.isEmpty ? 0 : 64) + (memo.isBlocked ? 128 : 0)
            + (memo.isBlocking && !memo.isDone ? 256 : 0)
    }

    /// Whether its memos are open and blocking (an open memo waits on each): few, so a listing reads them
    /// from an index of their own rather than by class.
    public var isBlocking: Bool { code & 256 != 0 }

    /// Whether a memo of this class can match `filter`, as far as the class tells (priority,
    /// started, tagged, annotated, blocked, blocking): a listing reads no index range of a class that cannot.
    public func admits(_ filter: MemoFilter) -> Bool {
        if let priority = filter.priority, code & 3 != priority.rank { return false }
        if let isActive = filter.isActive, (code & 4 != 0) != isActive { return false }
        let tagged = (code >> 4) & 3 != 0
        if let isTagged = filter.isTagged, tagged != isTagged { return false }
        if !filter.requiredTags.isEmpty, !tagged { return false }
        if let isAnnotated = filter.isAnnotated, (code & 64 != 0) != isAnnotated { return false }
        if let isBlocked = filter.isBlocked, (code & 128 != 0) != isBlocked { return false }
        // A done memo an open one waits on matches +blocking without the term's bit.
        if filter.isBlocking == false, isBlocking { return false }
        return true
    }

    /// The sum of the static terms for this class under `coefficients`.
    public func score(_ coefficients: UrgencyCoefficients) -> Double {
        var score = 0.0
        switch code & 3 {
        case 3: score += coefficients.priorityHigh
        case 2: score += coefficients.priorityMedium
        case 1: score += coefficients.priorityLow
        default: break
        }
        if code & 4 != 0 { score += coefficients.active }
        if code & 8 != 0 { score += coefficients.project }
        switch (code >> 4) & 3 {
        case 3: score += coefficients.tags
        case 2: score += 0.9 * coefficients.tags
        case 1: score += 0.8 * coefficients.tags
        default: break
        }
        if code & 64 != 0 { score += coefficients.annotations }
        if code & 128 != 0 { score += coefficients.blocked }
        if isBlocking { score += coefficients.blocking }
        return score
    }
}
