/**
 * Databases made and dropped on a PostgreSQL server by copying a template: used by the
 * global setup (which cannot inject) and by the suites alike.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `serverUrl` with its database swapped for `database`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Copies the template (a file copy on the server: milliseconds, no migrations to run). */
export async function createDatabaseFromTemplate(
  serverUrl: string,
  template: string | undefined,
  prefix = 'qds_test',
): Promise<string> {
  if (!template) throw new Error('The global setup made no template database for this server.');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
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

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
