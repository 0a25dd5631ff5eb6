/// The identity of one `MemoRequest`, unique for the life of the process.
public struct MemoRequestID: Hashable, Sendable {
    private let value: UInt64

    @MainActor private static var last: UInt64 = 0

    @MainActor
    static func next() -> MemoRequestID {
        last += 1
        return MemoRequestID(value: last)
    }
}
