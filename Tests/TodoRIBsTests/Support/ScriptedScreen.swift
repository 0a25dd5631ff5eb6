@testable import TodoRIBs

/// A screen for tests: records everything written and answers `readLine` from a script.
@MainActor
final class ScriptedScreen: Screen {
    var output = ""
    var errors = ""
    private(set) var prompts: [String] = []
    var script: [String]
    let isInteractive: Bool
    var allowsColor = false
    var width = 80

    init(script: [String] = [], isInteractive: Bool = false) {
        self.script = script
        self.isInteractive = isInteractive
    }

    func write(_ text: String) {
        output += text
    }

    func writeError(_ text: String) {
        errors += text
    }

    /// Plays the person's editor: given the text opened, returns what was saved; `nil`
    /// plays a screen without an editor.
    var editor: ((String) throws -> String)?
    /// The texts opened in the editor, in order.
    private(set) var editedTexts: [String] = []

    func editText(_ text: String) throws -> String? {
        guard let editor else { return nil }
        editedTexts.append(text)
        return try editor(text)
    }

    func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        return script.isEmpty ? nil : script.removeFirst()
    }

    /// Returns what was written since the last call, and forgets it.
    func takeOutput() -> String {
        defer { output = "" }
        return output
    }

    /// Returns what was written to the error output since the last call, and forgets it.
    func takeErrors() -> String {
        defer { errors = "" }
        return errors
    }
}
