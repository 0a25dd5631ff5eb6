/// The third schema: indexes that let a listing read each part of its order from an index
/// and stop at the page's end (`PostgresMemoQuery`), and that cost an import little.
///
/// The bulk of most stores is memos without a due date or a priority: they are now in one
/// index of ids by user and status, where each new memo goes at the end, instead of an
/// index of every memo in urgency order, where each new one went first among the undated
/// (a page split for every few hundred memos an import adds, and a sort of every undated
/// memo for `--sort due`). The orders of dated and prioritized memos keep their partial
/// indexes; urgency's becomes one of them.
enum PostgresSchemaVersion3 {
    static let script = """
        DROP INDEX memos_by_urgency;
        CREATE INDEX memos_by_status ON memos (user_id, done, id);
        CREATE INDEX memos_by_urgency ON memos (user_id, done, due, priority DESC NULLS LAST, id DESC) WHERE due IS NOT NULL;

        CREATE FUNCTION todo_user_tags(bigint, text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $$ SELECT array_agg($1 || ':' || tag COLLATE "C") FROM unnest($2) AS tag $$;
        DROP INDEX memos_by_tags;
        CREATE INDEX memos_by_tags ON memos USING gin (todo_user_tags(user_id, tags)) WHERE tags <> '{}';
        """
}
