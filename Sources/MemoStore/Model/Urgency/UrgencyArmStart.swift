/// Where an anchor's position (`MemoPageKey`) falls in one arm of the urgency order: one
/// class's dated memos by (due, created, id) or undated ones by (created, id), the scheduled
/// ones lifted or not. An arm's index order is its urgency order, so the memos at the key or
/// after it are the arm's rows from a bound on, and those before it the rows short of it: an
/// engine seeks the bound and reads a page forward or backward, whatever the key's depth.
///
/// Within an arm the urgency is a function of one column (`due` or `created`) that never rises
/// as it grows; the smallest value scoring at most, and below, the key's score is found by
/// bisection over the very function `Urgency.score` computes, so the bound is exact.
public enum UrgencyArmStart: Sendable, Hashable {
    /// Every row of the arm is at the key or after it.
    case everything
    /// No row is.
    case nothing
    /// The rows whose column (due or created) is at least this.
    case column(Timestamp)
    /// The rows whose (due, created, id) or (created, id) is at least the key's.
    case key(MemoPageKey)

    /// The start of the arm of `urgencyClass`, dated or not, lifted by its scheduled term or
    /// not, for the position `key` at `now`.
    public init(
        class urgencyClass: UrgencyClass, dated: Bool, lifted: Bool, key: MemoPageKey, at now: Timestamp,
        _ coefficients: UrgencyCoefficients
    ) {
        let keyScore = key.ranked(at: now, coefficients).score
        let lift: Timestamp? = lifted ? Timestamp(secondsSince1970: now.secondsSince1970 - 1) : nil
        // The class's part is the same at every step of the bisections below.
        let classScore = urgencyClass.score(coefficients)
        func score(_ value: Int64) -> Double {
            let moment = Timestamp(secondsSince1970: value)
            return Urgency.score(classScore: classScore, due: dated ? moment : nil, created: dated ? now : moment,
                                 scheduled: lift, at: now, coefficients)
        }
        // Beyond these the score is flat (14 days ahead, 7 overdue; a year old, or not yet made).
        let low = now.secondsSince1970 - Self.flatBeyond, high = now.secondsSince1970 + Self.flatBeyond
        func first(_ holds: (Double) -> Bool) -> Int64? {
            guard holds(score(high)) else { return nil }
            var (lower, upper) = (low, high)
            while lower < upper {
                let middle = lower + (upper - lower) / 2
                if holds(score(middle)) { upper = middle } else { lower = middle + 1 }
            }
            return lower
        }
        // Holding at `low` holds for every value below it too: the start is then no bound.
        let atMost = first { $0 <= keyScore }.map { $0 == low ? Int64.min : $0 }
        let below = first { $0 < keyScore }.map { $0 == low ? Int64.min : $0 }
        func from(_ value: Int64?) -> UrgencyArmStart {
            guard let value else { return .nothing }
            return value == .min ? .everything : .column(Timestamp(secondsSince1970: value))
        }
        // At the key's score a dated memo lists before an undated one; alike, by their columns.
        switch (dated, key.due != nil) {
        case (true, false): self = from(below)
        case (false, true): self = from(atMost)
        default:
            let keyColumn = (dated ? key.due : key.created)?.secondsSince1970 ?? 0
            guard let atMost else { self = .nothing; return }
            if keyColumn < atMost {
                self = from(atMost)
            } else if let below, keyColumn >= below {
                self = from(below)
            } else {
                self = .key(key)
            }
        }
    }

    /// The columns an arm's index orders its memos by, which within the arm is their urgency
    /// order: a dated arm's by due date, then creation, then id; an undated arm's by creation,
    /// then id. A `column` start bounds the first of them, a `key` start all of them. Each
    /// engine spells them in its order and its comparisons.
    public static func orderColumns(dated: Bool) -> [MemoColumn] {
        dated ? [.due, .created, .id] : [.created, .id]
    }

    // MARK: - Private

    /// Seconds either side of now past which no arm's score changes: more than a year.
    private static let flatBeyond: Int64 = 400 * 86_400
}
