/// A full-screen window's frames and keys: each view controller on the modal stack draws its
/// region (`ScreenLayout`), and keys travel down the stack from the first responder.
extension Window {
    /// Asks for a new frame.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Draws a frame: every view controller on the stack loads what it shows, then draws its
    /// region, root first; on a canvas too small for the layout, a line says so.
    public func display() {
        guard let canvas else { return }
        let size = canvas.size
        if ScreenLayout.fits(size) {
            for (viewController, layout) in zip(viewControllerStack, ScreenLayout.regions(for: viewControllerStack.count, on: size)) {
                viewController.viewWillDraw(in: layout.region)
            }
        }
        // After loading: what was loaded is in this frame.
        needsDisplay = false
        canvas.erase()
        guard ScreenLayout.fits(size) else {
            canvas.put("enlarge the terminal (q quits)", line: 0, in: size, style: .reverse)
            canvas.show(cursor: nil)
            return
        }
        // Loading may have closed a screen (its memo deleted elsewhere): draw the stack as it is now.
        let stack = viewControllerStack
        for (viewController, layout) in zip(stack, ScreenLayout.regions(for: stack.count, on: size)) where !layout.isCovered {
            viewController.draw(on: canvas, in: layout.region)
        }
        canvas.show(cursor: firstResponder?.cursor)
    }

    /// Gives `key` to the first responder; a key it does not handle goes to the view
    /// controller below it, as lines do (`send(_:)`).
    /// - returns: whether some view controller handled the key.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        passDown { $0.handle(key) }
    }

    /// Tells every view controller on the stack that no key came for a while.
    public func idle() {
        for viewController in viewControllerStack {
            viewController.idle()
        }
    }

    // MARK: - Private

    /// The modal stack, root first.
    private var viewControllerStack: [TerminalViewController] {
        var stack: [TerminalViewController] = []
        var next = rootViewController
        while let current = next {
            stack.append(current)
            next = current.presentedViewController
        }
        return stack
    }
}
