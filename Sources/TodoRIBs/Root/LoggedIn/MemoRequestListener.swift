/// How a child of LoggedIn asks for something to be done with memos: it sends the request and
/// returns; the outcome arrives on the memo stream under the request's id.
@MainActor
protocol MemoRequestListener: AnyObject {
    /// Performs `request` through the repository worker and publishes its outcome.
    func didRequest(_ request: MemoRequest)
}
