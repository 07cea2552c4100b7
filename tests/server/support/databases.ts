/**
 * The databases the server suites run against: the embedded PostgreSQL that the global
 * setup starts for the run (databaseServers.ts) always, and the server TEST_DATABASE_URL
 * names as well when it is set (PostgreSQL 15 in CI). Each suite gets a database of its
 * own, copied from the run's migrated template, so files run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { databaseUrl, type DatabaseKind } from './databaseServers';

export type { DatabaseKind };

export const testDatabases: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

/** The maintenance database of a kind's server (for creating and dropping databases). */
export function serverUrlOf(kind: DatabaseKind): string {
  const url = kind === 'embedded' ? inject('embeddedServerUrl') : process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(`No ${kind} database server: is TEST_DATABASE_URL set?`);
  return url;
}

/** A new, migrated, empty database on `kind`'s server, dropped again on close. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const serverUrl = serverUrlOf(kind);
  const name = await createDatabaseFromTemplate(serverUrl, inject('templateDatabases')[kind]);
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Copies the template (a file copy on the server: milliseconds, no migrations to run). */
export async function createDatabaseFromTemplate(
  serverUrl: string,
  template: string | undefined,
): Promise<string> {
  if (!template) throw new Error('The global setup made no template database for this server.');
  const name = `qds_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    // Two copies at the same moment can find the template "being accessed": try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
  return name;
}

/**
 * Drops a database once its pool's connections have really gone. Forcing the drop at once
 * would kill connections that are still saying goodbye, and their clients would report it
 * as an uncaught error; so wait a little first, and force only as a last resort.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await client.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
