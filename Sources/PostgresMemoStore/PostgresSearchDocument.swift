/// One memo's search words as a `tsvector` holds them: each lexeme once, in the server's
/// order (bytes compared, the shorter first on a tie), with its positions ascending, at most
/// 256 of them, none past 16383 — exactly what the server would make of the same words given
/// as a literal. Written either as that literal or in the binary form COPY sends.
///
/// Meant to be filled again for each memo: its storage is kept from one to the next, so an
/// import of a million memos allocates it once.
struct PostgresSearchDocument {
    /// Makes this the document of a memo of user `user` (its text as the person wrote it,
    /// not as `PostgresText` stores it; `annotations` its notes).
    mutating func fill(title: String, body: String, annotations: [String] = [], user: Int64) {
        bytes.removeAll(keepingCapacity: true)
        terms.removeAll(keepingCapacity: true)
        PostgresSearchWords.forEachLexeme(title: title, body: body, annotations: annotations, bytes: &bytes) { range, position in
            let position = UInt16(min(position, Int(Self.maxPosition)))
            terms.append(Term(start: Int32(range.lowerBound), end: Int32(range.upperBound), position: position))
        }
        // The user's own lexeme ('#42', which no text yields), without a position.
        let start = bytes.count
        bytes.append(UInt8(ascii: "#"))
        bytes.appendDecimal(user)
        terms.append(Term(start: Int32(start), end: Int32(bytes.count), position: 0))
        bytes.withUnsafeBufferPointer { bytes in
            terms.sort { Self.precedes($0, $1, in: bytes) }
        }
    }

    /// Appends the `tsvector` literal: `'cafe':1 'lait':3,9 '#7'`.
    func appendLiteral(to literal: inout [UInt8]) {
        var isFirst = true
        forEachLexeme { lexeme, positions in
            if !isFirst { literal.append(UInt8(ascii: " ")) }
            isFirst = false
            PostgresSearchWords.appendQuoted(lexeme, to: &literal)
            for (index, position) in positions.enumerated() {
                literal.append(index == 0 ? UInt8(ascii: ":") : UInt8(ascii: ","))
                literal.appendDecimal(Int64(position))
            }
        }
    }

    /// Appends the value in `tsvector`'s binary form: the count of lexemes, then each
    /// lexeme with a NUL after it, its count of positions and the positions (weight D).
    func appendBinary(to buffer: inout [UInt8]) {
        let countAt = buffer.count
        buffer.append(contentsOf: [0, 0, 0, 0])
        var count: UInt32 = 0
        forEachLexeme { lexeme, positions in
            count += 1
            buffer.append(contentsOf: lexeme)
            buffer.append(0)
            buffer.appendBigEndian(UInt16(positions.count))
            for position in positions {
                buffer.appendBigEndian(position)
            }
        }
        withUnsafeBytes(of: count.bigEndian) { buffer.replaceSubrange(countAt..<countAt + 4, with: $0) }
    }

    // MARK: - Private

    /// A lexeme at `bytes[start..<end]` and where it stood; position 0 for none.
    private struct Term {
        var start: Int32
        var end: Int32
        var position: UInt16
    }

    /// The most positions a lexeme keeps, and the last position there is.
    private static let maxPositions = 256
    private static let maxPosition: UInt16 = 16_383

    /// Every lexeme, folded, one after another.
    private var bytes: [UInt8] = []
    private var terms: [Term] = []

    /// Calls `body` with each distinct lexeme, in order, and its positions.
    private func forEachLexeme(_ body: (UnsafeBufferPointer<UInt8>, ArraySlice<UInt16>) -> Void) {
        var positions: [UInt16] = []
        positions.reserveCapacity(Self.maxPositions)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < terms.count {
                let lexeme = Self.lexeme(terms[index], in: bytes)
                positions.removeAll(keepingCapacity: true)
                var next = index
                while next < terms.count, Self.lexeme(terms[next], in: bytes).elementsEqual(lexeme) {
                    let position = terms[next].position
                    if position > 0, positions.count < Self.maxPositions, position != positions.last {
                        positions.append(position)
                    }
                    next += 1
                }
                body(lexeme, positions[...])
                index = next
            }
        }
    }

    private static func lexeme(_ term: Term, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(term.start)..<Int(term.end)])
    }

    /// The server's order of lexemes (`memcmp`, then the shorter first), then by position.
    private static func precedes(_ left: Term, _ right: Term, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (a, b) = (lexeme(left, in: bytes), lexeme(right, in: bytes))
        for (x, y) in zip(a, b) where x != y {
            return x < y
        }
        return a.count != b.count ? a.count < b.count : left.position < right.position
    }
}
