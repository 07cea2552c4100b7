/**
 * `npm run test:audit`: known advisories against the production dependencies (`npm audit
 * --omit=dev`). Fails on a high or critical advisory that security/audit-exceptions.json
 * does not excuse, on an exception past its review date, and when the advisory service
 * cannot be asked: no answer is not a pass (unless `--allow-unreachable`, which reports
 * "NOT CHECKED" and goes on). `--from-file report.json` judges a saved `npm audit --json`
 * report instead of asking.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SuiteSummary } from './support/suiteSummary';

const EXCEPTIONS_FILE = 'security/audit-exceptions.json';
const BLOCKING = new Set(['high', 'critical']);
const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

interface Via {
  readonly source?: number;
  readonly name?: string;
  readonly title?: string;
  readonly url?: string;
  readonly severity?: string;
}

interface AuditReport {
  readonly vulnerabilities?: Readonly<Record<string, { readonly via: readonly (string | Via)[] }>>;
  readonly metadata?: { readonly dependencies?: { readonly prod?: number } };
  /** npm's answer when the service refused or could not be reached. */
  readonly message?: string;
  readonly error?: unknown;
}

interface Advisory {
  /** The GitHub advisory id (GHSA-…), else npm's number. */
  readonly id: string;
  readonly package: string;
  readonly severity: string;
  readonly title: string;
}

interface AuditException {
  readonly id: string;
  readonly package: string;
  readonly reason: string;
  /** YYYY-MM-DD: after it the exception no longer holds and must be looked at again. */
  readonly reviewDate: string;
}

function readReport(): AuditReport {
  const fromFile = process.argv.indexOf('--from-file');
  const path = fromFile >= 0 ? process.argv[fromFile + 1] : undefined;
  if (path) return JSON.parse(readFileSync(path, 'utf8')) as AuditReport;
  // npm exits 1 when it finds advisories: the report on stdout tells, not the status.
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(run.stdout) as AuditReport;
  } catch {
    return { message: `npm audit gave no report (exit ${run.status}): ${run.stderr.trim()}` };
  }
}

function advisoriesOf(report: AuditReport): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    // A string names the dependency whose own entry carries the advisory.
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue;
      const id = via.url?.split('/').pop() ?? String(via.source ?? 'unknown');
      const advisory = {
        id,
        package: via.name ?? name,
        severity: via.severity ?? 'unknown',
        title: via.title ?? '',
      };
      found.set(`${advisory.id} ${advisory.package}`, advisory);
    }
  }
  return [...found.values()];
}

function readExceptions(): AuditException[] {
  const file = JSON.parse(readFileSync(EXCEPTIONS_FILE, 'utf8')) as { exceptions?: unknown };
  if (!Array.isArray(file.exceptions)) throw new Error(`${EXCEPTIONS_FILE}: no "exceptions" list`);
  return file.exceptions.map((entry: Partial<AuditException>, index) => {
    const { id, package: name, reason, reviewDate } = entry;
    if (!id || !name || !reason?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(reviewDate ?? '')) {
      throw new Error(
        `${EXCEPTIONS_FILE} entry ${index}: needs id, package, reason and reviewDate (YYYY-MM-DD)`,
      );
    }
    return entry as AuditException;
  });
}

function main(): number {
  const summary = new SuiteSummary('9-audit', 'Dependency audit');
  const report = readReport();
  if (!report.vulnerabilities) {
    console.error(
      `npm audit could not check the production dependencies: ${report.message ?? 'no report'}.\n` +
        'The advisory service did not answer, so nothing is known: this is a failure, not a pass.',
    );
    summary.add('advisory service unreachable: NOT CHECKED', 1);
    summary.write();
    // Some networks (this development machine's among them) refuse the audit endpoint while
    // serving packages; `--allow-unreachable` lets a run there go on, saying so loudly.
    return process.argv.includes('--allow-unreachable') ? 0 : 2;
  }

  const today = new Date().toISOString().slice(0, 10);
  const exceptions = readExceptions();
  const advisories = advisoriesOf(report);
  const excuse = (advisory: Advisory) =>
    exceptions.find((entry) => entry.id === advisory.id && entry.package === advisory.package);
  const blocking = advisories.filter((advisory) => BLOCKING.has(advisory.severity));
  const excused = blocking.filter((advisory) => excuse(advisory));
  const failing = blocking.filter((advisory) => !excuse(advisory));
  const expired = exceptions.filter((entry) => entry.reviewDate < today);
  const unused = exceptions.filter(
    (entry) => !advisories.some((a) => a.id === entry.id && a.package === entry.package),
  );

  const counts = SEVERITIES.map((severity) => {
    const count = advisories.filter((advisory) => advisory.severity === severity).length;
    return `${severity} ${count}`;
  });
  console.log(`Production dependencies: ${report.metadata?.dependencies?.prod ?? '?'}`);
  console.log(`Advisories: ${counts.join(', ')}`);
  console.log(`High or critical: ${blocking.length} (${excused.length} excepted)`);
  for (const advisory of failing) {
    console.error(
      `FAIL ${advisory.severity} ${advisory.package} ${advisory.id}: ${advisory.title}`,
    );
  }
  for (const entry of expired) {
    console.error(
      `FAIL exception ${entry.id} (${entry.package}) was due for review ${entry.reviewDate}`,
    );
  }
  for (const entry of unused) {
    console.warn(`note: exception ${entry.id} (${entry.package}) matches no advisory any more`);
  }

  summary.add('production dependencies audited', report.metadata?.dependencies?.prod ?? 0);
  summary.add('advisories (all severities)', advisories.length);
  summary.add('high or critical advisories', blocking.length);
  summary.add('excepted (security/audit-exceptions.json)', excused.length);
  summary.add('failing', failing.length + expired.length);
  summary.write();
  return failing.length + expired.length === 0 ? 0 : 1;
}

process.exitCode = main();
