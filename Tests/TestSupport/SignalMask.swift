import Foundation

/// The calling thread's blocked signals, which a child process inherits from the thread that
/// starts it.
///
/// Swift Testing runs tests on threads that block most signals (SIGHUP, SIGINT, SIGTERM,
/// SIGCHLD among them); a `todo` started there would ignore SIGTERM, and a tmux server would
/// never see its pane exit. A child started through `withNoneBlocked` starts as it would from
/// a shell.
public enum SignalMask {
    /// Runs `body`, which starts child processes, with no signal blocked on this thread, then
    /// restores the thread's mask.
    public static func withNoneBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t()
        sigemptyset(&none)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
