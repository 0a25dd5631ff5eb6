/// How urgent a memo is: a Taskwarrior-like score, the one definition every listing's default
/// order and every `--json` `urgency` use.
///
/// urgency = the static terms of its `UrgencyClass` (priority H/M/L, started, project, tags
/// 0.8/0.9/1.0 for 1/2/3+, annotated, blocked, blocking) × their coefficients
/// + for a memo with a due date: `due` × (1.0 when 7 or more days overdue, 0.2 when due 14 or
///   more days ahead, and in between linear: 0.2 + 0.8 × (days overdue + 14) / 21)
/// + for a memo without a due date: `age` × min(1, days since created / 365) (0 for a future
///   creation time)
/// + `scheduled` when its scheduled date has passed (Taskwarrior's term: ready to start).
///
/// Unlike Taskwarrior, age counts only for memos without a due date (their due term is what
/// time moves for dated memos) and annotations count the same whatever their number: so the
/// order is, within each class, the order of one index column, and a page is a merge of
/// index ranges (see the engines' urgency queries); the memos whose scheduled date has passed
/// are read as classes of their own, lifted by their term. Ties: earlier due first (none
/// last), then older, then lower id (first added).
public enum Urgency {
    /// The urgency of `memo` at `now`.
    public static func score(of memo: Memo, at now: Timestamp, _ coefficients: UrgencyCoefficients) -> Double {
        score(class: UrgencyClass(memo), due: memo.due, created: memo.created, scheduled: memo.scheduled, at: now, coefficients)
    }

    /// The urgency of a memo of `class`, due at `due` (nil: no due date), created at `created`,
    /// scheduled at `scheduled` (nil: not scheduled).
    public static func score(
        class urgencyClass: UrgencyClass, due: Timestamp?, created: Timestamp, scheduled: Timestamp?, at now: Timestamp,
        _ coefficients: UrgencyCoefficients
    ) -> Double {
        score(classScore: urgencyClass.score(coefficients), due: due, created: created, scheduled: scheduled, at: now, coefficients)
    }

    /// `score(class:due:created:scheduled:at:_:)` with the class's part (`UrgencyClass.score`)
    /// already summed: the same additions in the same order, so the same value to the last
    /// bit. A bisection over one class's dates (`UrgencyArmStart`) sums the class once.
    static func score(
        classScore: Double, due: Timestamp?, created: Timestamp, scheduled: Timestamp?, at now: Timestamp,
        _ coefficients: UrgencyCoefficients
    ) -> Double {
        var score = classScore
        if let due {
            score += dueTerm(due, at: now, coefficients)
        } else {
            let age = Double(now.secondsSince1970 - created.secondsSince1970) / 86_400
            score += coefficients.age * min(1, max(0, age / 365))
        }
        if let scheduled, scheduled < now { score += coefficients.scheduled }
        return score
    }

    /// The due term of a memo due at `due`: it never rises as `due` is later, so the earliest
    /// due date of a set of memos bounds the term of each.
    public static func dueTerm(_ due: Timestamp, at now: Timestamp, _ coefficients: UrgencyCoefficients) -> Double {
        let overdue = Double(now.secondsSince1970 - due.secondsSince1970) / 86_400
        let factor = overdue >= 7 ? 1.0 : overdue >= -14 ? 0.2 + 0.8 * (overdue + 14) / 21 : 0.2
        return coefficients.due * factor
    }

    /// Whether a memo scored `a` lists before one scored `b`: higher urgency, then earlier
    /// due (none last), then older, then lower id (first added).
    public static func precedes(_ a: Ranked, _ b: Ranked) -> Bool {
        if a.score != b.score { return a.score > b.score }
        switch (a.due, b.due) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if a.created != b.created { return a.created < b.created }
        return a.id < b.id
    }

    /// A memo's place in the urgency order, as an engine reads it from an index.
    public struct Ranked: Sendable, Hashable {
        /// The memo's id.
        public let id: Int64
        /// Its due date, nil for none.
        public let due: Timestamp?
        /// When it was created.
        public let created: Timestamp
        /// Its urgency.
        public let score: Double

        /// Scores a memo of `class` at `now` under `coefficients`.
        public init(id: Int64, class urgencyClass: UrgencyClass, due: Timestamp?, created: Timestamp, scheduled: Timestamp?,
                    at now: Timestamp, _ coefficients: UrgencyCoefficients) {
            self.id = id
            self.due = due
            self.created = created
            score = Urgency.score(class: urgencyClass, due: due, created: created, scheduled: scheduled, at: now, coefficients)
        }
    }

    /// The ids of `offset`…`offset + limit` of `candidates` in urgency order; a memo read twice
    /// (from its range and as scheduled) counts once.
    public static func page(of candidates: [Ranked], offset: Int, limit: Int) -> [Int64] {
        var seen = Set<Int64>()
        let sorted = candidates.filter { seen.insert($0.id).inserted }.sorted(by: precedes)
        guard offset < sorted.count else { return [] }
        return sorted[offset..<min(sorted.count, offset + limit)].map(\.id)
    }
}
