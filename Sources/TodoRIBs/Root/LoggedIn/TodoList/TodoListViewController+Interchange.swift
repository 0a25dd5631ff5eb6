import MemoInterchange
import MemoStore
import MemoUseCases

/// The shell's `export` and `import`: the command line's, with a file named in the shell.
extension TodoListViewController {
    /// `export [--format F] [FILE]`: every memo, oldest first, shown or written to FILE.
    func exportAction(_ words: [String]) throws -> MemoAction? {
        let options = try CommandWords(shell: words, command: "export")
        guard options.positionals.count <= 1, let format = Self.format(options.value(.format)) else { return nil }
        let export = ShellExport(format: format, path: options.positionals.first)
        pendingExport = export
        return .export(sink: { export.take($0) })
    }

    /// `import [--format F] FILE`: the whole file is read and checked first; a bad line names
    /// itself and nothing is imported.
    func importAction(_ words: [String]) throws -> MemoAction? {
        let options = try CommandWords(shell: words, command: "import")
        guard options.positionals.count == 1, let path = options.positionals.first else { return nil }
        let format = options.value(.format).map { InterchangeFormat(rawValue: $0) }
        if case .some(.none) = format { return nil }
        let input = try InputFile(path: path)
        defer { input.close() }
        let reader = MemoImportReader(format: format ?? nil, descriptor: input.descriptor)
        var drafts: [MemoDraft] = []
        while let draft = try reader.next() { drafts.append(draft) }
        var next = 0
        return .importMemos(next: {
            defer { next += 1 }
            return next < drafts.count ? drafts[next] : nil
        }, notes: reader.notes, removing: reader.deletions)
    }

    /// Ends an export whose memos have all arrived: shows it, or writes its file.
    func finishExport() {
        guard let export = pendingExport, let screen else { return }
        pendingExport = nil
        guard let path = export.path else { return screen.write(export.finishedText()) }
        do {
            screen.write(try export.writeFile(to: path) + "\n")
        } catch {
            showError(error)
        }
    }

    private static func format(_ name: String?) -> InterchangeFormat? {
        guard let name else { return .json }
        return InterchangeFormat(rawValue: name)
    }
}
