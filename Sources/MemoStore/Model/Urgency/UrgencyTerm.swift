/// One static term of a memo's urgency, written once: how many values it takes (`levels`),
/// where it sits in `UrgencyClass.code` (`weight`), a memo's value of it, its part of the score
/// under `UrgencyCoefficients`, and what a store reads for it (`source`), which each engine
/// spells in its dialect (`SQLiteSchema.urgencyClass`, `PostgresUrgencyClass`). The class's
/// code, its score and both engines' class expressions are derived from this list, so a term
/// is added here once (and each store's class column or indexes made again by a migration).
///
/// The cases are in the order of their bits: each term's values count in steps of its
/// `weight` from 0 to `levels - 1`, and the next term's weight is this one's times its levels.
public enum UrgencyTerm: Int, Sendable {
    /// The priority's rank: 0 none, 1 L, 2 M, 3 H.
    case priority
    /// Started (`todo start`).
    case active
    /// In a project.
    case project
    /// How many tags, at most 3: 0.8, 0.9 or all of the tags coefficient for 1, 2 or 3.
    case tags
    /// Annotated at least once.
    case annotations
    /// Waits on an open memo (a column the store keeps).
    case blocked
    /// Open, and an open memo waits on it (a column the store keeps).
    case blocking
    /// Tagged `+next`, Taskwarrior's special tag for what to do next.
    case next

    /// What a store reads for a term from a memo's row, which each engine spells in SQL.
    public enum Source: Sendable {
        /// The rank of the priority column (`Priority.rank`; 0 for none).
        case priorityRank
        /// 1 when the column is set, else 0.
        case isSet(MemoColumn)
        /// How many words the column's list holds, at most the term's `levels - 1`.
        case count(MemoColumn)
        /// 1 when the column's text is not empty, else 0.
        case isNotEmpty(MemoColumn)
        /// The store's flag column of this name, as 0 or 1.
        case flag(StaticString)
        /// The store's flag column of this name, as 0 or 1, and 0 for a done memo.
        case flagWhileOpen(StaticString)
        /// 1 when the column's list holds this word, else 0.
        case holds(MemoColumn, StaticString)
    }

    /// How many values the term takes in a class code.
    public var levels: Int {
        switch self {
        case .priority, .tags: 4
        case .active, .project, .annotations, .blocked, .blocking, .next: 2
        }
    }

    /// What one step of the term adds to a class code.
    public var weight: Int {
        switch self {
        case .priority: 1
        case .active: 4
        case .project: 8
        case .tags: 16
        case .annotations: 64
        case .blocked: 128
        case .blocking: 256
        case .next: 512
        }
    }

    /// What a store reads for the term.
    public var source: Source {
        switch self {
        case .priority: .priorityRank
        case .active: .isSet(.start)
        case .project: .isSet(.project)
        case .tags: .count(.tags)
        case .annotations: .isNotEmpty(.annotations)
        case .blocked: .flag("blocked")
        case .blocking: .flagWhileOpen("blocking")
        case .next: .holds(.tags, Self.nextTag)
        }
    }

    /// The term's value for `memo`, as `source` reads it from the memo's row. Borrowed: a copy
    /// would retain every string and list the memo holds.
    public func level(of memo: borrowing Memo) -> Int {
        switch self {
        case .priority: memo.priority?.rank ?? 0
        case .active: memo.start == nil ? 0 : 1
        case .project: memo.project == nil ? 0 : 1
        case .tags: min(memo.tags.count, levels - 1)
        case .annotations: memo.annotations.isEmpty ? 0 : 1
        case .blocked: memo.isBlocked ? 1 : 0
        case .blocking: memo.isBlocking && !memo.isDone ? 1 : 0
        case .next: memo.tags.contains(Self.nextTagText) ? 1 : 0
        }
    }

    /// The term's value in a class's `code`.
    public func level(in code: Int) -> Int {
        code / weight % levels
    }

    /// What the term adds to the score at `level` (not 0) under `coefficients`.
    public func score(level: Int, _ coefficients: UrgencyCoefficients) -> Double {
        switch self {
        case .priority: level == 3 ? coefficients.priorityHigh : level == 2 ? coefficients.priorityMedium : coefficients.priorityLow
        case .active: coefficients.active
        case .project: coefficients.project
        case .tags: level == 3 ? coefficients.tags : level == 2 ? 0.9 * coefficients.tags : 0.8 * coefficients.tags
        case .annotations: coefficients.annotations
        case .blocked: coefficients.blocked
        case .blocking: coefficients.blocking
        case .next: coefficients.next
        }
    }

    /// Taskwarrior's special tag the `next` term weighs: the one spelling the class, its
    /// expressions and a store's reads of the tagged memos share.
    public static let nextTag: StaticString = "next"

    /// `nextTag` as a `String`, made once.
    private static let nextTagText = nextTag.description

    /// How many class codes there are: the last term's weight times its levels.
    public static var codeCount: Int { next.weight * next.levels }

    /// The class code as SQL: what `spell` appends for each term (its value, as an engine
    /// reads `source`) times the term's weight, summed in the order of the bits, in parentheses.
    /// (Appended to one string: built of an array of pieces joined, it cost every `list` 20,000
    /// instructions more than the literal it replaced.)
    public static func classExpression(_ spell: (UrgencyTerm, inout String) -> Void) -> String {
        var expression = "("
        expression.reserveCapacity(320)
        forEach { term in
            if term.weight != 1 {
                expression += " + "
                expression += String(term.weight)
                expression += " * "
            }
            spell(term, &expression)
        }
        expression += ")"
        return expression
    }

    /// Calls `body` with each term, in the order of their bits. (It walks the cases instead of
    /// an `allCases` array: a one-shot command pays for the metadata of each generic type it meets.)
    @inlinable
    public static func forEach(_ body: (UrgencyTerm) throws -> Void) rethrows {
        var position = 0
        while let term = UrgencyTerm(rawValue: position) {
            try body(term)
            position += 1
        }
    }
}
