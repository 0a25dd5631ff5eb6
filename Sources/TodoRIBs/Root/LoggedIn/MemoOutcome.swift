/// What became of one `MemoRequest`: its committed result, or why it failed.
@MainActor
public struct MemoOutcome {
    /// The request this answers.
    public let request: MemoRequestID
    /// The committed result, or the error that stopped the request (nothing was changed).
    public let result: Result<MemoResult, Error>
}
