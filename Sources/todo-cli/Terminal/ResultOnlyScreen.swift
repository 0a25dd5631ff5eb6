import TodoRIBs

/// A screen that passes on only the result output of the screen it wraps: diagnostics and
/// notes (`no memos match`) are dropped. For a listing of a path where no store exists, whose
/// one line on stderr says that instead.
@MainActor
final class ResultOnlyScreen: Screen {
    /// Wraps `base`, whose result output, input and terminal traits are used as they are.
    init(_ base: Screen) {
        self.base = base
    }

    func write(_ text: String) {
        base.write(text)
    }

    func write(appending append: (inout [UInt8]) -> Void) {
        base.write(appending: append)
    }

    func writeError(_ text: String) {}

    func writeNote(_ text: String) {}

    func readLine(prompt: String) -> String? {
        base.readLine(prompt: prompt)
    }

    var isInteractive: Bool { base.isInteractive }
    var allowsColor: Bool { base.allowsColor }
    var width: Int { base.width }

    // MARK: - Private

    private let base: Screen
}
