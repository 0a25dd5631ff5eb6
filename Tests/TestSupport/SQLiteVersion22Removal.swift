/// What SQLite's schema version 22 added (a new memo's fields stamped), taken away again: with
/// `PRAGMA user_version = 21` after it, a store of today reads as one version 21 made. Run it
/// before `SQLiteVersion21Removal`'s statements.
public enum SQLiteVersion22Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP TRIGGER memos_stamped_on_insert;"
}
