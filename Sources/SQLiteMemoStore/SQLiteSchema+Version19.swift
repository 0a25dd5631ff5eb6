extension SQLiteSchema {
    /// A change that arrived by sync names the other user who made it, when the hub says who
    /// last wrote the memos it brings (a writer of a shared project, or its owner): history
    /// entries of arrivals are kept one an origin and author (`author`, `NULL`: the user
    /// themself, or nobody named), so a memo's history says `bob: from HUB`.
    static let version19 = """
        ALTER TABLE changes ADD COLUMN author TEXT;
        """
}
