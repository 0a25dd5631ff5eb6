/// Runs a full-screen window until it is closed: draws a frame, gives each key to the first
/// responder (`Window.send(_:)`) and draws again; when no key comes within `idleInterval`
/// milliseconds, tells the screens (`Window.idle()`), which look for changes made elsewhere.
@MainActor
public func runFullScreenLoop(on window: Window, idleInterval: Int = 250) {
    guard let canvas = window.canvas else { return }
    window.display()
    while !window.isClosed {
        if let key = canvas.readKey(timeout: idleInterval) {
            if key != .resize {
                window.send(key)
            }
            window.setNeedsDisplay()
        } else {
            window.idle()
        }
        if window.needsDisplay, !window.isClosed {
            window.display()
        }
    }
}
