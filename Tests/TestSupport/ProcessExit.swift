import Foundation

/// The end of a child process, waited for the moment it comes.
///
/// Foundation's `Process.waitUntilExit()` on Linux runs the run loop in steps of 50 ms and
/// returns only when a step ends, so every child a test waited for that way cost it up to
/// 50 ms of doing nothing, where a `todo` command takes 3–10 ms. Foundation calls the
/// process's `terminationHandler` once it has reaped the child and set its status; this waits
/// for that call instead.
public final class ProcessExit {
    /// Arms the wait for `process`, which must not have been started yet. It takes the
    /// process's `terminationHandler`, which nothing else may set.
    public init(of process: Process) {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        self.process = process
        self.exited = exited
    }

    /// Returns once the process has exited; its `terminationStatus` and `terminationReason`
    /// hold then. A later call returns at once.
    public func wait() {
        exited.wait()
        exited.signal()
        // Returns at once now that the process is not running, and lets go of the run loop
        // source `run()` made: that source and the process hold each other, so without this
        // neither is freed, nor the pipes the process holds (two descriptors a child, which
        // every later `run()` then walks through to close in the child).
        process.waitUntilExit()
    }

    private let process: Process
    private let exited: DispatchSemaphore
}
