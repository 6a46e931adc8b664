/**
 * A named prepared statement, built once per database handle: the query is not rebuilt on every call, and
 * PostgreSQL parses and plans it once per connection instead of once per execution. For hot reads (the
 * signed-in user, the session list); `build` must always produce the same SQL for the same name.
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: object, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
