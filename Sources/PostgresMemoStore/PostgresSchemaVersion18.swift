/// The eighteenth schema: the hub knows each replica of a user by the name it gives itself
/// (`replica_names`, written by `SyncHub.nameReplica` at every sync that writes), so a replica
/// that receives a change can name the machine it was made on (`from laptop`) instead of the
/// hub. Its rows are their user's, as every table's are (`PostgresRowSecurity`): a role reads
/// only the names of its own replicas.
enum PostgresSchemaVersion18 {
    /// The schema version this migration makes.
    static let version = 18

    /// The migration's statements.
    static let script = """
        CREATE TABLE replica_names (
            user_id bigint NOT NULL REFERENCES users(id),
            replica text COLLATE "C" NOT NULL,
            name text NOT NULL,
            PRIMARY KEY (user_id, replica)
        );
        """
}
