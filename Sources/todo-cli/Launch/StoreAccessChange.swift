/// What `todo admin` changed about who may use a PostgreSQL store, as its one line of output.
struct StoreAccessChange {
    /// `grant` or `revoke`.
    enum Action: String {
        case grant
        case revoke
    }

    /// The line printed on success.
    let summary: String
}
