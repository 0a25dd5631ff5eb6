extension TerminalViewController {
    /// Shows `error` as one line on the diagnostic output: `error: …`.
    func showErrorLine(_ error: Error) {
        screen?.writeError(TerminalStyle(screen: screen).red("error:") + " \(String(describing: error).terminalSafe)\n")
    }

    /// Shows how a command is typed, after a line that got it wrong.
    func showUsage(_ usage: String) {
        screen?.writeError("usage: \(usage)\n")
    }
}
