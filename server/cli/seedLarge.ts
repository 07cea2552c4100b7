/**
 * `npm run seed:large [-- --companies 100000 --messages-per-account 5 --reviewer-messages 20000
 *   --training-institutions 300]`
 * fills the configured database (the embedded one in DATA_DIR, or DATABASE_URL) with the large data
 * set of the benchmarks (server/seed/largeSeed.ts): migrates, seeds the demo association
 * into an empty database (unless DEMO=false), then the large set unless it is there already.
 */
import { parseArgs } from 'node:util';
import { defaultFileStorage } from '../lib/files/stores';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../seed/demo';
import { passwordHasher } from '../lib/passwords';
import {
  analyzeLargeTables,
  countLargeTables,
  DEFAULT_LARGE_SEED,
  seedLargeData,
} from '../seed/largeSeed';

function readArguments() {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      'people-per-company': { type: 'string' },
      'messages-per-account': { type: 'string' },
      'reviewer-messages': { type: 'string' },
      'training-institutions': { type: 'string' },
    },
  });
  const count = (name: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a count`);
    return number;
  };
  return {
    companies: count('companies', values.companies, DEFAULT_LARGE_SEED.companies),
    peoplePerCompany: count(
      'people-per-company',
      values['people-per-company'],
      DEFAULT_LARGE_SEED.peoplePerCompany,
    ),
    messagesPerAccount: count(
      'messages-per-account',
      values['messages-per-account'],
      DEFAULT_LARGE_SEED.messagesPerAccount,
    ),
    reviewerMessages: count(
      'reviewer-messages',
      values['reviewer-messages'],
      DEFAULT_LARGE_SEED.reviewerMessages,
    ),
    trainingInstitutions: count(
      'training-institutions',
      values['training-institutions'],
      DEFAULT_LARGE_SEED.trainingInstitutions,
    ),
  };
}

async function seedLarge(): Promise<void> {
  const sizes = readArguments();
  const config = loadConfig(process.env);
  const database = await openDatabase(config, {
    command: 'npm run seed:large',
    embedded: 'share',
  });
  try {
    await database.migrate();
    const now = new Date();
    if (config.demo) {
      const passwords = passwordHasher(config.passwordCost);
      await seedDemoData(database.db, now, defaultFileStorage(config), passwords);
    }
    const started = performance.now();
    const outcome = await seedLargeData(database.db, {
      ...sizes,
      now,
      report: (line) => console.log(`  ${line}`),
    });
    if (!outcome.seeded) {
      console.log(
        `${database.description} already holds ${outcome.existingCompanies} large-seed companies: nothing to do.`,
      );
      return;
    }
    await analyzeLargeTables(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the large data set into ${database.description} in ${seconds} s:`);
    console.table(await countLargeTables(database.db));
  } finally {
    await database.close();
  }
}

seedLarge().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
