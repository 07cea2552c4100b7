/**
 * Output of the client benchmarks (bench/bundle.ts, bench/lighthouse.ts): a plain-text
 * table on stdout and a JSON file under bench/results/ (gitignored) for later comparison.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

export interface TableRow {
  readonly figure: string;
  readonly measured: string;
  readonly budget: string;
  /** Undefined for a figure that is reported but has no budget. */
  readonly pass?: boolean;
}

const verdict = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'pass' : 'FAIL');

export function printTable(title: string, rows: readonly TableRow[]): void {
  const header = ['figure', 'measured', 'budget', 'result'];
  const cells = rows.map((row) => [row.figure, row.measured, row.budget, verdict(row.pass)]);
  const widths = header.map((name, column) =>
    Math.max(name.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  cells.forEach((values) => console.log(line(values)));
  console.log('');
}

/** Writes bench/results/<name>.json and answers its path. */
export function writeResults(name: string, results: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
