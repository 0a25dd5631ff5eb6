/// One row of a listing laid out in columns: the id and mark, the title, then the attributes
/// (the field words, then the status: when it is due, waiting or was done).
///
/// Given a width, the row fits it: a long title wraps at spaces inside its own column, with
/// the attributes beside its first line; when they leave the title too narrow a column, they
/// go on the lines below, whole words only. Without a width (output read by scripts) a row is
/// one line.
@MainActor
struct MemoRow {
    /// One attribute as written: `pri:H`, `+bills`, `due in 3d`. It is never broken across lines.
    struct Attribute {
        let text: String
        /// Whether it begins a new group (two spaces before it instead of one).
        let startsGroup: Bool
        let paint: TerminalStyle.Paint
    }

    /// `   12 [ ] `: the id right-aligned in five columns and the mark, as plain text and painted.
    let prefix: (plain: String, painted: String)
    /// The title, safe for the terminal.
    let title: String
    let attributes: [Attribute]
    /// How the attributes are painted.
    let style: TerminalStyle

    /// Appends one attribute of a one-line row to `bytes` (UTF-8): two spaces before the first
    /// and before one that starts a group, one otherwise. Rows with and without a width share it.
    static func append(
        _ attribute: String, startsGroup: Bool, isFirst: Bool, paint: TerminalStyle.Paint, style: TerminalStyle, to bytes: inout [UInt8]
    ) {
        bytes.append(UInt8(ascii: " "))
        if isFirst || startsGroup { bytes.append(UInt8(ascii: " ")) }
        style.append(attribute, paint, to: &bytes)
    }

    /// The row's lines, each at most `width` columns when a width is given (unless one word is
    /// longer than its column, which is then cut), joined with line breaks.
    func text(width: Int?) -> String {
        let oneLine = prefix.painted + title + attributeText(painted: true)
        guard let width else { return oneLine }
        let prefixWidth = DisplayWidth.of(prefix.plain)
        let attributesWidth = DisplayWidth.of(attributeText(painted: false))
        guard prefixWidth + DisplayWidth.of(title) + attributesWidth > width else { return oneLine }
        let indent = String(repeating: " ", count: prefixWidth)
        let besideColumn = width - prefixWidth - attributesWidth
        if attributes.isEmpty || besideColumn >= Self.narrowestTitle {
            let lines = Self.wrap(title.split(separator: " ").map(String.init), width: attributes.isEmpty ? width - prefixWidth : besideColumn)
            let first = lines.first ?? ""
            var rows = [prefix.painted + first + (attributes.isEmpty ? "" :
                String(repeating: " ", count: max(0, besideColumn - DisplayWidth.of(first))) + attributeText(painted: true))]
            rows += lines.dropFirst().map { indent + $0 }
            return rows.joined(separator: "\n")
        }
        let column = max(1, width - prefixWidth)
        var rows = Self.wrap(title.split(separator: " ").map(String.init), width: column).enumerated()
            .map { ($0.offset == 0 ? prefix.painted : indent) + $0.element }
        var line = ""
        var lineWidth = 0
        for attribute in attributes {
            let gap = line.isEmpty ? 0 : attribute.startsGroup ? 2 : 1
            let attributeWidth = DisplayWidth.of(attribute.text)
            if !line.isEmpty, lineWidth + gap + attributeWidth > column {
                rows.append(indent + line)
                line = ""
                lineWidth = 0
            }
            let space = line.isEmpty ? "" : String(repeating: " ", count: gap)
            line += space + style.paint(attribute.text, attribute.paint)
            lineWidth += space.count + attributeWidth
        }
        if !line.isEmpty { rows.append(indent + line) }
        return rows.joined(separator: "\n")
    }

    // MARK: - Private

    /// Narrower than this, a title column beside the attributes reads badly: they go below it.
    private static let narrowestTitle = 16

    /// The attributes on one line, two spaces before the first: `  pri:H +bills  due in 3d`.
    private func attributeText(painted: Bool) -> String {
        var bytes: [UInt8] = []
        let style = painted ? style : TerminalStyle(screen: nil)
        for (index, attribute) in attributes.enumerated() {
            Self.append(attribute.text, startsGroup: attribute.startsGroup, isFirst: index == 0, paint: attribute.paint, style: style, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `words` in lines of at most `width` columns, broken at spaces; a word wider than a line
    /// is cut into pieces that fit.
    private static func wrap(_ words: [String], width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words {
            var word = Substring(word)
            var wordWidth = DisplayWidth.of(word)
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                while let next = word.first, pieceWidth + DisplayWidth.of(next) <= width || piece.isEmpty {
                    piece.append(next)
                    pieceWidth += DisplayWidth.of(next)
                    word = word.dropFirst()
                }
                lines.append(piece)
                wordWidth -= pieceWidth
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
