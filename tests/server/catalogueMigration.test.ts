/**
 * Migration 0013 (issue 13): levels of an installation made before levels belonged to a
 * type apply to every type, so each type gets its own copy of each; nothing is lost and
 * the level names stay unique within their type.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, dropDatabase, serverUrlOf, testDatabases } from './support/databases';
import { withClient } from './support/databaseCopies';

const MIGRATIONS = new URL('../../server/db/migrations/', import.meta.url);
const FIRST_WITH_TYPED_LEVELS = '0012';

const migrationFiles = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function apply(url: string, files: readonly string[]) {
  await withClient(url, async (client) => {
    for (const file of files) {
      const text = readFileSync(new URL(file, MIGRATIONS), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await client.query(statement);
      }
    }
  });
}

describe.each(testDatabases)('catalogue levels migration (%s)', (kind) => {
  const name = `qds_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await withClient(serverUrlOf(kind), (client) => client.query(`create database "${name}"`));
    url = databaseUrl(serverUrlOf(kind), name);
  });
  afterAll(() => dropDatabase(serverUrlOf(kind), name));

  it('gives every type its own copy of each earlier level', async () => {
    await apply(
      url,
      migrationFiles.filter((file) => file < FIRST_WITH_TYPED_LEVELS),
    );
    await withClient(url, async (client) => {
      await client.query(
        `insert into course_types (name, name_en) values ('甲', 'A'), ('乙', 'B')`,
      );
      await client.query(
        `insert into course_levels (name, name_en, sort, enabled)
         values ('初级', 'Junior', 1, true), ('高级', 'Senior', 2, false)`,
      );
    });
    await apply(
      url,
      migrationFiles.filter((file) => file >= FIRST_WITH_TYPED_LEVELS),
    );
    const rows = await withClient(url, async (client) => {
      const answer = await client.query<{ type: string; level: string; enabled: boolean }>(
        `select t.name as type, l.name as level, l.enabled from course_levels l
         join course_types t on t.id = l.type_id order by t.id, l.sort`,
      );
      return answer.rows;
    });
    expect(rows).toEqual([
      { type: '甲', level: '初级', enabled: true },
      { type: '甲', level: '高级', enabled: false },
      { type: '乙', level: '初级', enabled: true },
      { type: '乙', level: '高级', enabled: false },
    ]);
  });
});
