/**
 * What each security suite checked, counted: `npm run test:security` prints these counts
 * after the run (scripts/securitySummary.ts) and docs/security.md keeps the latest table.
 * Every suite records into its own file, so suites running in parallel never share one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SUMMARY_DIR = process.env.SECURITY_SUMMARY_DIR ?? 'test-results/security';

export interface SuiteCount {
  /** What was counted, e.g. "endpoint × role pairs". */
  readonly label: string;
  readonly count: number;
}

/**
 * The counts of one suite (and database), written when the suite finishes. `key` names
 * the file: one per suite and database kind, e.g. `1-matrix-embedded`.
 */
export class SuiteSummary {
  private readonly counts = new Map<string, number>();

  constructor(
    readonly key: string,
    readonly title: string,
  ) {}

  add(label: string, count = 1): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + count);
  }

  write(): void {
    mkdirSync(SUMMARY_DIR, { recursive: true });
    const counts: SuiteCount[] = [...this.counts].map(([label, count]) => ({ label, count }));
    writeFileSync(
      join(SUMMARY_DIR, `${this.key}.json`),
      `${JSON.stringify({ key: this.key, title: this.title, counts }, null, 2)}\n`,
    );
  }
}
