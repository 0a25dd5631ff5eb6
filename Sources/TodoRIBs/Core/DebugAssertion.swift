/// How the core reports a broken contract that RIBs asserts only in debug builds: a failed
/// assertion in a debug build, nothing in release, where the caller goes on as RIBs does
/// (ignoring a second attach, say) instead of stopping the program.
@MainActor
enum DebugAssertion {
    /// What a failure does; tests replace it to see the failure without stopping.
    static var handler: (String) -> Void = { assertionFailure($0) }

    /// Reports that a contract was broken.
    static func fail(_ message: @autoclosure () -> String) {
        handler(message())
    }
}
