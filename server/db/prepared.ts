/**
 * Statements every request runs (its session) are built once, not per request: building a
 * query with drizzle costs more CPU than PostgreSQL takes to answer a short one (a profile
 * under load: a fifth of the API's time in drizzle's builders). `prepared(build)` builds the
 * statement for a database handle on its first use and keeps it (a named prepared statement:
 * PostgreSQL parses it once per connection too); values come as `sql.placeholder`s.
 */
import type { Database } from './client';

export function prepared<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  // By handle: the app's database and a transaction's are different handles.
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
