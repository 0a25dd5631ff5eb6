/// Where a page read from an anchor (`MemoPageAnchor`) starts in an order other than urgency,
/// as a condition on the order's terms that an engine writes in its own SQL: the rows at the
/// key or after it (`.from`), or before it (`.before`), in that order, ties included, so a
/// page from an anchor holds exactly the rows an offset read gives there.
///
/// An order is a list of terms, the last one unique (the id); a term's nulls come last in its
/// direction, as both engines order them. A term an engine's range of rows holds null, or never
/// null, makes its part of the condition a constant, so a range wholly before the key is left
/// unread and one wholly after it needs no condition.
public enum MemoKeyset {
    /// One term of an order, as a range of rows holds it.
    public struct Term: Sendable, Hashable {
        /// Whether larger values come first.
        public let descending: Bool
        /// Which values the range holds: null only, never null, or either.
        public let nulls: Nulls
        /// Whether the key's value of the term is null.
        public let keyIsNull: Bool

        /// A term of these parts.
        public init(descending: Bool, nulls: Nulls, keyIsNull: Bool) {
            self.descending = descending
            self.nulls = nulls
            self.keyIsNull = keyIsNull
        }
    }

    /// Which values of a term a range of rows holds.
    public enum Nulls: Sendable, Hashable {
        case only, never, either
    }

    /// A comparison of a term with the key's value of it.
    public enum Comparison: String, Sendable, Hashable {
        case less = "<", lessOrEqual = "<=", equal = "=", greaterOrEqual = ">=", greater = ">"
    }

    /// A condition on the terms (by index), each compared with the key's value.
    public indirect enum Condition: Sendable, Hashable {
        case constant(Bool)
        /// The term compared with the key's value (never null when this is asked).
        case compare(Int, Comparison)
        /// The term is null (true) or not (false).
        case isNull(Int, Bool)
        case and([Condition])
        case or([Condition])
    }

    /// The terms of an `ORDER BY` list as both engines write their orders (`due_key, id DESC`):
    /// each name, and whether it is descending.
    public static func terms(of order: String) -> [(name: String, descending: Bool)] {
        order.split(separator: ",").map { term in
            let words = term.split(separator: " ")
            return (String(words[0]), words.count > 1 && words[1] == "DESC")
        }
    }

    /// The condition that keeps the rows at the key or after it (`backward` false), or those
    /// before it, under `terms`; led, when the first term allows it, by a bound on that term
    /// alone that an index seeks.
    public static func condition(_ terms: [Term], backward: Bool) -> Condition {
        let whole = condition(terms, from: 0, backward: backward)
        guard let first = terms.first, !first.keyIsNull, first.nulls == .never, case .or = whole else { return whole }
        let bound: Comparison = backward == first.descending ? .greaterOrEqual : .lessOrEqual
        return and([.compare(0, bound), whole])
    }

    // MARK: - Private

    private static func condition(_ terms: [Term], from index: Int, backward: Bool) -> Condition {
        let term = terms[index]
        // Nulls come last: nothing lies beyond a null key; every value lies before it.
        let beyond: Condition
        if term.keyIsNull {
            beyond = backward ? isNull(index, false, term) : .constant(false)
        } else if backward {
            beyond = term.nulls == .only ? .constant(false) : .compare(index, term.descending ? .greater : .less)
        } else {
            let larger = Condition.compare(index, term.descending ? .less : .greater)
            beyond = or([term.nulls == .only ? .constant(false) : larger, isNull(index, true, term)])
        }
        let equal = term.keyIsNull ? isNull(index, true, term) : (term.nulls == .only ? .constant(false) : .compare(index, .equal))
        guard index + 1 < terms.count else { return backward ? beyond : or([beyond, equal]) }
        return or([beyond, and([equal, condition(terms, from: index + 1, backward: backward)])])
    }

    /// `term` is null (`null`) or not, as far as its range tells.
    private static func isNull(_ index: Int, _ null: Bool, _ term: Term) -> Condition {
        switch term.nulls {
        case .only: return .constant(null)
        case .never: return .constant(!null)
        case .either: return .isNull(index, null)
        }
    }

    private static func and(_ parts: [Condition]) -> Condition {
        if parts.contains(.constant(false)) { return .constant(false) }
        let kept = parts.filter { $0 != .constant(true) }
        return kept.isEmpty ? .constant(true) : kept.count == 1 ? kept[0] : .and(kept)
    }

    private static func or(_ parts: [Condition]) -> Condition {
        if parts.contains(.constant(true)) { return .constant(true) }
        let kept = parts.filter { $0 != .constant(false) }
        return kept.isEmpty ? .constant(false) : kept.count == 1 ? kept[0] : .or(kept)
    }
}

extension MemoKeyset.Condition {
    /// The condition as text: `term` writes a term's comparison with the key's value, or its
    /// null test (`nil` comparison: `IS NULL`; the Bool says null or not).
    public func text(_ term: (Int, MemoKeyset.Comparison?, Bool) -> String) -> String {
        switch self {
        case .constant(let value): return value ? "1 = 1" : "1 = 0"
        case .compare(let index, let comparison): return term(index, comparison, false)
        case .isNull(let index, let null): return term(index, nil, null)
        case .and(let parts): return "(" + parts.map { $0.text(term) }.joined(separator: " AND ") + ")"
        case .or(let parts): return "(" + parts.map { $0.text(term) }.joined(separator: " OR ") + ")"
        }
    }
}
