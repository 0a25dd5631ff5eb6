/// A page in urgency order read arm by arm, as both engines' urgency queries read it: each arm
/// is one class's memos in their index order, the most urgent it could hold first, and the walk
/// keeps every memo read once (an arm of scheduled memos reads some again) and the `bound`
/// highest scores among them, so it stops at the first arm that cannot reach the page.
public struct UrgencyWalk: Sendable {
    /// A walk for a page ending `bound` memos in.
    public init(bound: Int) {
        self.bound = bound
    }

    /// Keeps the memos of `read` not read before; their scores count once.
    public mutating func take(_ read: [Urgency.Ranked]) {
        let new = read.filter { seen.insert($0.id).inserted }
        guard !new.isEmpty else { return }
        candidates += new
        best = Self.highest(bound, of: best, and: new.map(\.score).sorted(by: >))
    }

    /// Whether an arm whose memos score at most `most` could still hold a memo of the page.
    public func canReach(_ most: Double) -> Bool {
        guard best.count == bound, let least = best.last else { return true }
        return most >= least
    }

    /// The ids of the page's memos, `offset`…`offset + limit`, in urgency order.
    public func page(offset: Int, limit: Int) -> [Int64] {
        Urgency.page(of: candidates, offset: offset, limit: limit)
    }

    /// The most urgent a memo of `urgencyClass` could be: dated, due no earlier than
    /// `earliestDue` (nil: any time), or undated; lifted by the scheduled term when
    /// `scheduled` (its scheduled date has passed).
    public static func most(
        of urgencyClass: UrgencyClass, dated: Bool, earliestDue: Timestamp?, scheduled: Bool, at now: Timestamp,
        _ coefficients: UrgencyCoefficients
    ) -> Double {
        let term = dated ? earliestDue.map { Urgency.dueTerm($0, at: now, coefficients) } ?? coefficients.due : coefficients.age
        return urgencyClass.score(coefficients) + term + (scheduled ? coefficients.scheduled : 0)
    }

    /// `arms` the most urgent they could be first (`most`), equal ones in the order given.
    /// Inlinable, and `most` read once an arm: sorting a thousand arms through a generic
    /// comparison that called it each time cost a `list` three times its instructions.
    @inlinable
    public static func ordered<Arm>(_ arms: [Arm], by most: (Arm) -> Double) -> [Arm] {
        let bounds = arms.map(most)
        return arms.indices.sorted { bounds[$0] != bounds[$1] ? bounds[$0] > bounds[$1] : $0 < $1 }.map { arms[$0] }
    }

    // MARK: - Private

    /// The `count` highest of two lists of scores each sorted highest first, highest first:
    /// one merge, where inserting each score of a large page in turn was quadratic (`list
    /// --all --limit 10000` of 8,075 memos spent 163 M instructions there).
    private static func highest(_ count: Int, of first: [Double], and second: [Double]) -> [Double] {
        var merged: [Double] = []
        merged.reserveCapacity(min(count, first.count + second.count))
        var (i, j) = (0, 0)
        while merged.count < count, i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i] >= second[j]) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }

    private let bound: Int
    private var candidates: [Urgency.Ranked] = []
    private var best: [Double] = []  // the `bound` highest scores so far, highest first
    private var seen = Set<Int64>()
}
