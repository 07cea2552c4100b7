/**
 * `npm run test:security`: runs the security and reliability suites (docs/security.md),
 * then prints what each one checked, from the counts the suites record
 * (scripts/support/suiteSummary.ts). `--report-only` prints the counts of the last run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SUMMARY_DIR, type SuiteCount } from './support/suiteSummary';

interface SuiteRecord {
  readonly key: string;
  readonly title: string;
  readonly counts: readonly SuiteCount[];
}

const STEPS: readonly { readonly name: string; readonly command: readonly string[] }[] = [
  { name: 'server suites', command: ['npx', 'vitest', 'run', '--project', 'security'] },
  { name: 'browser suite', command: ['npx', 'playwright', 'test', 'tests/e2e/security.spec.ts'] },
  {
    name: 'dependency audit',
    command: ['npx', 'tsx', 'scripts/npmAudit.ts', '--allow-unreachable'],
  },
];

function runSteps(): { readonly name: string; readonly passed: boolean }[] {
  rmSync(SUMMARY_DIR, { recursive: true, force: true });
  return STEPS.map(({ name, command }) => {
    const [program = 'npx', ...args] = command;
    const run = spawnSync(program, args, { stdio: 'inherit' });
    return { name, passed: run.status === 0 };
  });
}

function readRecords(): SuiteRecord[] {
  if (!existsSync(SUMMARY_DIR)) return [];
  return readdirSync(SUMMARY_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => JSON.parse(readFileSync(join(SUMMARY_DIR, file), 'utf8')) as SuiteRecord);
}

export function renderSummary(records: readonly SuiteRecord[]): string {
  const lines = ['| suite | what was checked | count |', '| --- | --- | ---: |'];
  for (const record of records) {
    for (const { label, count } of record.counts) {
      lines.push(`| ${record.title} | ${label} | ${count} |`);
    }
  }
  return lines.join('\n');
}

const reportOnly = process.argv.includes('--report-only');
const steps = reportOnly ? [] : runSteps();
console.log('\nSecurity and reliability summary\n');
console.log(renderSummary(readRecords()));
for (const step of steps) console.log(`${step.passed ? 'PASS' : 'FAIL'}  ${step.name}`);
process.exitCode = steps.every((step) => step.passed) ? 0 : 1;
