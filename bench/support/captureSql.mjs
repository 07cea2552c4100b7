/**
 * Preloaded into the API by bench/api.ts (`node --import ./bench/support/captureSql.mjs`)
 * to learn each endpoint's SQL, so its bare-SQL reference runs exactly that: every query a
 * request tagged with the `x-bench-capture` header issues is appended to BENCH_SQL_CAPTURE
 * as one JSON line (the tag, text, parameters, row mode, and when it started and ended, so
 * the reference can tell queries run side by side from queries run one after another).
 * Untagged requests and background work are left alone. Never loaded by `npm start`.
 * Plain JavaScript: node loads it before any TypeScript loader.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const CAPTURE_FILE = process.env.BENCH_SQL_CAPTURE;
const TAG_HEADER = 'x-bench-capture';

if (!CAPTURE_FILE) throw new Error('captureSql.mjs needs BENCH_SQL_CAPTURE (a file to write)');

const requestTag = new AsyncLocalStorage();

// Every request passes through the server's 'request' event: run its handler in the tag's
// context, which follows it through promises into the database client.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitTagged(event, ...args) {
  const tag = event === 'request' ? args[0]?.headers?.[TAG_HEADER] : undefined;
  if (typeof tag !== 'string') return emit.call(this, event, ...args);
  return requestTag.run(tag, () => emit.call(this, event, ...args));
};

// The server's own copy of node-postgres (the same module its bundle imports).
const pg = createRequire(join(process.cwd(), 'package.json'))('pg');
const query = pg.Client.prototype.query;
/** Dates as PostgreSQL reads them back, bigints as text: the parameters must replay. */
const replayable = (_key, value) => (typeof value === 'bigint' ? value.toString() : value);

pg.Client.prototype.query = function capturedQuery(...args) {
  const [config, values] = args;
  const tag = requestTag.getStore();
  if (tag === undefined || config === null || typeof config?.submit === 'function') {
    return query.apply(this, args);
  }
  const text = typeof config === 'string' ? config : config.text;
  const parameters =
    (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
  const rowMode = typeof config === 'object' ? config.rowMode : undefined;
  const startedAt = performance.now();
  const record = () => {
    const line = { tag, text, values: parameters, rowMode, startedAt, endedAt: performance.now() };
    appendFileSync(CAPTURE_FILE, `${JSON.stringify(line, replayable)}\n`);
  };
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  if (callbackAt >= 0) {
    const done = args[callbackAt];
    args[callbackAt] = function recorded(...results) {
      record();
      return done.apply(this, results);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (typeof result?.then === 'function') result.then(record, record);
  return result;
};
