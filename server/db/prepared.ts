/**
 * Statements every request runs (its session) are built once, not per request: building a
 * query with drizzle costs more CPU than PostgreSQL takes to answer a short one (a profile
 * under load: a fifth of the API's time in drizzle's builders). `prepared(build)` builds the
 * statement for a database handle on its first use and keeps it (a named prepared statement:
 * PostgreSQL parses it once per connection too); values come as `sql.placeholder`s.
 */
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
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

/** A statement with an `id` placeholder, as drizzle's `.prepare(name)` returns it. */
interface PreparedById<Row> {
  execute(values: { id: number }): Promise<Row[]>;
}

/**
 * A record by its id, the query prepared once: what every detail endpoint and every
 * transition runs first. `build` receives the placeholder to compare the id column with.
 */
export function preparedById<Row>(
  name: string,
  build: (
    db: Database,
    id: Placeholder<'id', number>,
  ) => { prepare(name: string): PreparedById<Row> },
): (db: Database, id: number) => Promise<Row | undefined> {
  const statement = prepared((db) => build(db, sql.placeholder('id')).prepare(name));
  return async (db, id) => {
    const [row] = await statement(db).execute({ id });
    return row;
  };
}

/**
 * `column = any(ids)` on one array placeholder: a page's follow-up reads (its people, its
 * materials) take the page's ids, and a list of n placeholders would change the statement's
 * text with every page length; one array keeps it one statement. `pg` sends a JS array as
 * a PostgreSQL array, typed by the column it is compared with.
 */
export function inIds(column: AnyColumn, name = 'ids'): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
