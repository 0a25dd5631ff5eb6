extension TerminalViewController {
    /// Shows `error` as one line on the diagnostic output: `error: …`.
    func showErrorLine(_ error: Error) {
        showErrorLine(String(describing: error))
    }

    /// Shows `line`, what went wrong, as `error: …` on the diagnostic output.
    func showErrorLine(_ line: String) {
        showFailure(TerminalStyle(screen: screen).red("error:") + " \(line.terminalSafe)")
    }

    /// Shows how a command is typed, after a line that got it wrong.
    func showUsage(_ usage: String) {
        showFailure("usage: \(usage)")
    }

    /// Shows why the line typed failed, as one line on the diagnostic output, and notes the
    /// failure on the window.
    func showFailure(_ line: String) {
        currentWindow?.recordFailedInput()
        screen?.writeError(line + "\n")
    }
}
