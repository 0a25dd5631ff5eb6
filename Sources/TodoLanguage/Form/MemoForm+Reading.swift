import MemoStore

extension MemoForm {
    /// The one patch that turns `memo` into what its edited form `text` says: only the fields
    /// whose text changed; empty when nothing did. Dates are read at `now` in `zone`.
    /// A field line left out keeps its field; Annotation and Extra lines are the whole list.
    /// - throws: `MemoFormError` naming every line that cannot be read; then there is no patch.
    public static func patch(
        reading text: String, for memo: Memo, dependencyIDs: [String: Int64], now: Timestamp, zone: LocalTimeZone
    ) throws(MemoFormError) -> MemoPatch {
        var reader = Reader(
            printed: Fields(memo, dependencyIDs: dependencyIDs, zone: zone), memo: memo, dependencyIDs: dependencyIDs,
            now: now, zone: zone)
        reader.read(text)
        guard reader.problems.isEmpty else {
            let byLine = reader.problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            throw MemoFormError(problems: byLine.map(\.element))
        }
        return reader.patch
    }

    /// What the reader keeps while it goes through the lines.
    private struct Reader {
        let printed: Fields
        let memo: Memo
        let dependencyIDs: [String: Int64]
        let now: Timestamp
        let zone: LocalTimeZone
        var patch = MemoPatch()
        var problems: [MemoFormError.Problem] = []

        mutating func read(_ text: String) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
            }
            var single: [MemoField: (line: Int, value: String)] = [:]
            var annotations: [(line: Int, value: String)] = []
            var extra: [(line: Int, value: String)] = []
            var body: (line: Int, text: String)?
            for (index, line) in lines.enumerated() {
                let number = index + 1
                let trimmed = line.trimmedSpaces
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard let colon = trimmed.firstIndex(of: ":"),
                      let label = Label(name: trimmed[..<colon].trimmedSpaces.lowercased())
                else {
                    let shown = trimmed.split(separator: ":", maxSplits: 1).first.map(String.init) ?? trimmed
                    problem(number, "unknown field '\(shown)'; the fields are "
                        + Label.allCases.map(\.title).joined(separator: ", "))
                    continue
                }
                let value = trimmed[trimmed.index(after: colon)...].trimmedSpaces
                switch label {
                case .body:
                    let rest = lines[(index + 1)...].joined(separator: "\n")
                    body = (number, value.isEmpty ? rest : value + "\n" + rest)
                case .annotation: annotations.append((number, value))
                case .extra: extra.append((number, value))
                case .field(let field):
                    if single[field] != nil {
                        problem(number, "\(label.title) is given twice")
                    } else {
                        single[field] = (number, value)
                    }
                }
                if label == .body { break }
            }
            for field in Label.single {
                // As read: a value's spaces at either end are the form's, not the field's.
                if let (line, value) = single[field], value != printed.single[field]?.trimmedSpaces {
                    read(value, of: field, at: line)
                }
            }
            readAnnotations(annotations)
            readExtra(extra)
            if let body { readBody(body.text, at: body.line) }
        }

        // MARK: - Fields

        private mutating func read(_ value: String, of field: MemoField, at line: Int) {
            do throws(TodoLanguageError) {
                switch field {
                case .title:
                    if let limit = MemoLimits.problem(withTitle: value) {
                        problem(line, "the title is \(limit.description)")
                    } else {
                        patch.title = value
                    }
                case .due, .wait, .scheduled, .until, .start, .priority, .project, .recur:
                    // A start written here moves the moment (`set` says so), unlike `todo start`.
                    patch.set(field, to: try AttributeValues.content(of: field, value, word: value, now: now, zone: zone), onto: memo)
                case .tags:
                    let tags = Set(value.split(whereSeparator: \.isWhitespace).map { $0.hasPrefix("+") ? String($0.dropFirst()) : String($0) })
                    let old = Set(memo.tags)
                    patch.addedTags = Set(try tags.subtracting(old).map { tag throws(TodoLanguageError) in
                        try AttributeValues.tag(tag, word: tag)
                    })
                    patch.removedTags = old.subtracting(tags)
                case .depends:
                    readDepends(value, at: line)
                case .parent:
                    patch.parent = value.isEmpty ? .clear : .set(try AttributeValues.memo(value, word: value))
                case .done, .end, .body, .annotations, .extra:
                    break  // not lines of their own (see Label.single)
                }
            } catch {
                problem(line, error.description)
            }
        }

        /// Ids as `depends:` takes them; a uuid the form showed (its memo is gone) may stay.
        private mutating func readDepends(_ value: String, at line: Int) {
            let unresolved = memo.depends.filter { dependencyIDs[$0] == nil }
            let old = memo.depends.compactMap { dependencyIDs[$0] }
            var ids: [Int64] = []
            var keptUUIDs: Set<String> = []
            for word in value.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init) {
                if let id = MemoIDText.parse(word) {
                    ids.append(id)
                } else if unresolved.contains(word) {
                    keptUUIDs.insert(word)
                } else {
                    problem(line, TodoLanguageError(word: word, reason: .badID).description)
                }
            }
            if keptUUIDs == Set(unresolved) {
                patch.addedDependencies = ids.filter { !old.contains($0) }.map(MemoIdentifier.id)
                patch.removedDependencies = old.filter { !ids.contains($0) }.map(MemoIdentifier.id)
            } else {
                // A uuid can only be dropped by starting again from the ids written.
                patch.clearsDependencies = true
                patch.addedDependencies = ids.map(MemoIdentifier.id)
            }
        }

        private mutating func readAnnotations(_ lines: [(line: Int, value: String)]) {
            let shown = printed.annotations.map(\.trimmedSpaces)
            guard lines.map(\.value) != shown else { return }
            var unused = Array(zip(shown, memo.annotations))
            var result: [MemoAnnotation] = []
            for (line, value) in lines {
                if let index = unused.firstIndex(where: { $0.0 == value }) {
                    result.append(unused.remove(at: index).1)
                    continue
                }
                guard let separator = value.firstRange(of: " -- ") else {
                    result.append(MemoAnnotation(entry: now, description: value))
                    continue
                }
                let note = value[separator.upperBound...].trimmedSpaces
                guard !note.isEmpty else {
                    problem(line, "an annotation needs text after its date and --")
                    continue
                }
                do throws(TodoLanguageError) {
                    let entry = try DateWords.moment(value[..<separator.lowerBound].trimmedSpaces, now: now, zone: zone)
                    result.append(MemoAnnotation(entry: entry, description: note))
                } catch {
                    problem(line, error.description)
                }
            }
            // Oldest first, each in a second of its own, as Taskwarrior keys them.
            result = result.enumerated().sorted { ($0.element.entry, $0.offset) < ($1.element.entry, $1.offset) }.map(\.element)
            for index in result.indices.dropFirst() where result[index].entry <= result[index - 1].entry {
                result[index].entry = Timestamp(secondsSince1970: result[index - 1].entry.secondsSince1970 + 1)
            }
            patch.annotations = result
        }

        private mutating func readExtra(_ lines: [(line: Int, value: String)]) {
            let shown = printed.extra.map(\.trimmedSpaces)
            guard lines.map(\.value) != shown else { return }
            var result: [String: String] = [:]
            for (line, value) in lines {
                guard let equals = value.firstIndex(of: "=") else {
                    problem(line, "write an extra field as NAME = VALUE")
                    continue
                }
                let name = value[..<equals].trimmedSpaces
                let text = value[value.index(after: equals)...].trimmedSpaces
                if name.isEmpty || name.contains(where: \.isWhitespace) {
                    problem(line, "an extra field's name is one word before the =")
                } else if result[name] != nil {
                    problem(line, "extra field \(name) is given twice")
                } else if let json = shown.contains(value) ? memo.extra[name] : JSONText.value(text) {
                    result[name] = json
                } else {
                    problem(line, "\(name): write a string, number, true, false or null; objects and arrays can only be kept as they are")
                }
            }
            if result != memo.extra { patch.extra = result }
        }

        private mutating func readBody(_ text: String, at line: Int) {
            let body = text.droppingTrailingNewlines
            guard body != memo.body.droppingTrailingNewlines else { return }
            if let limit = MemoLimits.problem(withBody: body) {
                problem(line, "the body is \(limit.description)")
            } else {
                patch.body = body
            }
        }

        private mutating func problem(_ line: Int, _ message: String) {
            problems.append(MemoFormError.Problem(line: line, message: message))
        }
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    fileprivate var trimmedSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Without the newlines an editor leaves at the end.
    fileprivate var droppingTrailingNewlines: String {
        String(String(self).reversed().drop { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.reversed())
    }
}
