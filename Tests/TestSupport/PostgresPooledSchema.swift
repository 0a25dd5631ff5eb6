import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A migrated store on the test server, lent to one test at a time and emptied in between.
///
/// A new schema per test, migrated through every version and dropped after, cost the server
/// about 0.4 s each, some 600 times a run: most of what the PostgreSQL tests cost it. A lent
/// schema is the store a first command would have made: every table but `todo_meta` empty,
/// identities and sequences restarted, no planner statistics (an import's ANALYZE left some;
/// they are deleted where the administrator is a superuser, as in CI). It is lent again only
/// while its catalog and `todo_meta` are exactly what migration made (a fingerprint taken
/// right after migrating, kept as the schema's comment), whatever a test altered on purpose;
/// otherwise it is dropped and made anew.
///
/// A session advisory lock per slot lends each slot to one test at a time across every test
/// process; a process that dies gives its slots back with its connection. Slots are named
/// after the test binary's build, so a store migrated by another build is never lent; it is
/// dropped when its slot is next taken. With every slot lent, or for a test of a schema where no
/// store is yet, a test gets a schema of its own, dropped on release. The slots stay on the server between runs (`todo_pool_*`); dropping
/// them while no test runs is always safe.
public final class PostgresPooledSchema {
    /// The schema's name, for a `search_path`.
    public let name: String

    /// Takes a free slot, or makes a schema of its own when every slot is lent (always, without
    /// `migrate`).
    /// - parameters:
    ///   - run: runs one statement on an administrator session of this value's own, which
    ///     lives as long as it does, and returns the first column of the first row, nil for none
    ///     or NULL. The slot's lock is the session's, and a session may take a lock it holds
    ///     again: two values on one session could be lent one slot.
    ///   - migrate: creates the store in the schema named (opening a repository on it does); nil
    ///     for an empty schema of the test's own, where no store is yet.
    ///   - pool: the slots' names begin with it, and their locks are its own.
    public init(run: @escaping (String) throws -> String?, migrate: ((String) throws -> Void)?, pool: String = "todo_pool_") throws {
        self.run = run
        lock = "hashtext('\(pool)')"
        let own = pool + "own_" + UUID().uuidString.lowercased().filter(\.isHexDigit)
        guard let migrate else {
            (name, slot) = (own, nil)
            _ = try run("CREATE SCHEMA \(own)")
            return
        }
        for slot in 0..<Self.slots where try run("SELECT pg_try_advisory_lock(\(lock), \(slot))") == "t" {
            let name = pool + Self.build + "_\(slot)"
            do {
                try Self.dropOtherBuilds(of: slot, in: pool, keeping: name, run)
                if try Self.isLendable(name, run) {
                    _ = try run(Self.emptying(name))
                } else {
                    _ = try run("DROP SCHEMA IF EXISTS \(name) CASCADE")
                    try Self.make(name, run: run, migrate: migrate)
                }
            } catch {
                _ = try? run("SELECT pg_advisory_unlock(\(lock), \(slot))")
                throw error
            }
            (self.name, self.slot) = (name, slot)
            return
        }
        (name, slot) = (own, nil)
        try Self.make(own, run: run, migrate: migrate)
    }

    /// `server`'s URI with `schema` as its search path, so everything a store makes lands there.
    public static func uri(_ server: String, schema: String) -> String {
        server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
    }

    /// Gives the slot back to be lent again, or drops the schema when it was not a slot's.
    deinit {
        if let slot {
            _ = try? run("SELECT pg_advisory_unlock(\(lock), \(slot))")
        } else {
            _ = try? run("DROP SCHEMA IF EXISTS \(name) CASCADE")
        }
    }

    // MARK: - Private

    private let run: (String) throws -> String?
    private let slot: Int?
    /// The first key of the slots' advisory locks, as SQL.
    private let lock: String

    /// More than the tests ever hold at once (two XCTest processes, Swift Testing's width).
    private static let slots = 64
    /// The test binary's build, told by its size and modification time.
    private static let build: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        var hash: UInt64 = 14_695_981_039_346_656_037
        for value in [UInt64(info.st_size), UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec)] {
            hash = (hash ^ value) &* 1_099_511_628_211
        }
        return String(hash, radix: 36)
    }()

    /// Creates and migrates `name`, then keeps the fingerprint of what migration made.
    private static func make(_ name: String, run: (String) throws -> String?, migrate: (String) throws -> Void) throws {
        _ = try run("CREATE SCHEMA \(name)")
        try migrate(name)
        let print = try run(fingerprint(name)) ?? ""
        _ = try run("COMMENT ON SCHEMA \(name) IS '\(print)'")
    }

    /// Whether `name` is still what migration made it, rows aside.
    private static func isLendable(_ name: String, _ run: (String) throws -> String?) throws -> Bool {
        guard let kept = try run("SELECT obj_description(oid, 'pg_namespace') FROM pg_namespace WHERE nspname = '\(name)'") else {
            return false
        }
        // A new store has no planner statistics; only a superuser may delete them.
        if try run("SELECT EXISTS (SELECT 1 FROM pg_stats WHERE schemaname = '\(name)')") == "t" {
            do {
                _ = try run("DELETE FROM pg_statistic WHERE starelid IN (SELECT oid FROM pg_class WHERE relnamespace = '\(name)'::regnamespace)")
            } catch {
                return false
            }
        }
        // A statement that fails (no `todo_meta` any more) is a store that is not.
        return (try? run(fingerprint(name))) == kept
    }

    /// Drops the schemas of `slot` left by other builds of the tests (the slot's lock is held).
    private static func dropOtherBuilds(of slot: Int, in pool: String, keeping name: String, _ run: (String) throws -> String?) throws {
        let names = try run("SELECT string_agg(nspname, ' ') FROM pg_namespace WHERE starts_with(nspname, '\(pool)')") ?? ""
        for other in names.split(separator: " ") where other != name && other.hasSuffix("_\(slot)") && !other.hasPrefix(pool + "own_") {
            _ = try run("DROP SCHEMA IF EXISTS \(other) CASCADE")
        }
    }

    /// Empties every table but `todo_meta` and restarts every identity and sequence.
    private static func emptying(_ name: String) -> String {
        """
        DO $$ DECLARE tables text; sequence record; BEGIN
            SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
                FROM pg_tables WHERE schemaname = '\(name)' AND tablename <> 'todo_meta';
            IF tables IS NOT NULL THEN EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY'; END IF;
            FOR sequence IN SELECT relname FROM pg_class WHERE relnamespace = '\(name)'::regnamespace AND relkind = 'S' LOOP
                EXECUTE format('ALTER SEQUENCE %I.%I RESTART', '\(name)', sequence.relname);
            END LOOP;
        END $$
        """
    }

    /// One digest of the schema's catalog (relations with their options, owners, privileges
    /// and row security; columns; indexes; constraints; triggers; functions; policies; enums;
    /// views) and of `todo_meta`'s rows.
    private static func fingerprint(_ name: String) -> String {
        // Each part's lines sorted by themselves, so the digest depends on nothing but the catalog.
        let parts = [
            """
            SELECT format('%s %s %s %s %s %s %s', relname, relkind, relrowsecurity, relforcerowsecurity, relacl, reloptions,
                pg_get_userbyid(relowner)) FROM pg_class WHERE relnamespace = n.oid
            """,
            """
            SELECT format('%s.%s %s %s %s %s', c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
                pg_get_expr(d.adbin, d.adrelid))
            FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
            LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
            WHERE c.relnamespace = n.oid AND a.attnum > 0 AND NOT a.attisdropped
            """,
            "SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = n.oid",
            "SELECT format('%s %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace = n.oid",
            """
            SELECT format('%s %s', pg_get_triggerdef(t.oid), t.tgenabled)
            FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = n.oid AND NOT t.tgisinternal
            """,
            """
            SELECT format('%s(%s) %s %s %s', proname, pg_get_function_identity_arguments(oid), md5(prosrc), proacl, proconfig)
            FROM pg_proc WHERE pronamespace = n.oid
            """,
            """
            SELECT format('%s %s %s %s %s %s', p.polname, c.relname, p.polcmd, p.polroles, pg_get_expr(p.polqual, p.polrelid),
                pg_get_expr(p.polwithcheck, p.polrelid))
            FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid WHERE c.relnamespace = n.oid
            """,
            """
            SELECT format('%s %s %s', t.typname, e.enumsortorder, e.enumlabel)
            FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid WHERE t.typnamespace = n.oid
            """,
            "SELECT format('%s %s', relname, pg_get_viewdef(oid)) FROM pg_class WHERE relnamespace = n.oid AND relkind = 'v'",
            """
            SELECT format('%s %s %s %s %s %s %s', c.relname, s.seqtypid, s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcycle)
            FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid WHERE c.relnamespace = n.oid
            """,
            "SELECT name || '=' || value FROM \(name).todo_meta",
            "SELECT format('%s %s', n.nspacl, pg_get_userbyid(n.nspowner))",
        ]
        let sorted = parts.map { "(SELECT string_agg(line, E'\\n' ORDER BY line) FROM (\($0)) AS part(line))" }
        return "SELECT md5(concat_ws(E'\\n', \(sorted.joined(separator: ", ")))) FROM pg_namespace n WHERE n.nspname = '\(name)'"
    }
}
