/** `npm run db:backup -- --out <file>`: see HELP. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { writeBackup } from '../lib/backup';
import { openDatabase } from '../db/client';
import { defaultFileStorage } from '../lib/files/stores';

const HELP = `npm run db:backup -- --out <file>

Writes a backup of the configured database to <file> (gzipped JSON lines): the
database of the server's configuration (DATABASE_URL, or the embedded PostgreSQL in
DATA_DIR/postgres), every table's rows, and the uploaded files (DATA_DIR/files) the
database names, so one file restores everything. The backup restores into any
PostgreSQL, embedded or not, with \`npm run db:restore\` of the same application version.

The server may keep running: the backup reads one consistent snapshot (of the embedded
database the running server started, or one it starts for itself and stops again).

The file is readable by its owner only: it holds password hashes and personal data.`;

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

if (values.help || !values.out) {
  console.log(HELP);
  process.exitCode = values.help ? 0 : 1;
} else {
  try {
    const config = loadConfig(process.env);
    const clusterDir = join(config.dataDir, 'postgres');
    if (!config.databaseUrl && !existsSync(join(clusterDir, 'PG_VERSION'))) {
      throw new Error(`There is no database to back up in ${clusterDir} (check DATA_DIR).`);
    }
    const database = await openDatabase(config, {
      command: 'npm run db:backup',
      embedded: 'share',
    });
    try {
      const summary = await writeBackup(database.db, defaultFileStorage(config), values.out);
      console.log(
        `Backed up ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files ` +
          `from ${database.description} to ${values.out}.`,
      );
      if (summary.missingFiles.length > 0) {
        console.warn(
          `Warning: ${summary.missingFiles.length} files the database names are missing from ` +
            `the file storage: ${summary.missingFiles.join(', ')}`,
        );
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
