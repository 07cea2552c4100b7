/** `npm run db:restore -- --in <file> [--force]`: see HELP. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../lib/backup';
import { openDatabase } from '../db/client';
import { defaultFileStorage } from '../lib/files/stores';

const HELP = `npm run db:restore -- --in <file> [--force]

Restores a backup written by \`npm run db:backup\` into the configured database
(DATABASE_URL, or the embedded PostgreSQL in DATA_DIR/postgres, made when there is none),
creating its tables first when it is new,
and puts the backup's uploaded files into DATA_DIR/files. The rows go in within one
transaction: all of them, or none when anything fails.

The database must be empty: restore into a new one (a new DATA_DIR, or an empty
PostgreSQL database), or pass --force to delete every row it holds first. Uploaded files
already there are kept. The backup must come from the same application version (the
same migrations). Stop the server while restoring (on the embedded database a running
server makes the restore stop with a message), and start it again afterwards.

A server started on an empty database seeds the demo data (unless DEMO=false):
restore before the first start, or use --force.`;

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.in) {
  console.log(HELP);
  process.exitCode = values.help ? 0 : 1;
} else {
  try {
    const config = loadConfig(process.env);
    const database = await openDatabase(config, {
      command: 'npm run db:restore',
      embedded: 'own',
    });
    try {
      await database.migrate();
      const storage = defaultFileStorage(config);
      const summary = await restoreBackup(database.db, storage, values.in, {
        force: values.force,
      });
      console.log(
        `Restored ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files ` +
          `from ${values.in} into ${database.description}.`,
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
