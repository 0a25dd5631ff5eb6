/// Reads lines from the window's screen and gives each to the first responder, prompting
/// with its prompt and offering the responder chain's words for completion, until the window is closed or the input ends.
@MainActor
public func runInputLoop(on window: Window) {
    while !window.isClosed, let responder = window.firstResponder,
        let line = window.screen.readLine(prompt: responder.prompt, completion: window.inputCompletion)
    {
        window.send(line)
    }
}
