/**
 * Lost writes, as `npm run bench:deadline` counts them: every write the API acknowledged
 * (200, `status: 0`) is noted with what it answered, and after the run each is looked up in
 * the database. A workflow row is lost when it is missing or shows an older state than one
 * acknowledged: its version below the acknowledged one, or the same version in another
 * status. A later acknowledged step raises the version, so only the last one is compared.
 * An uploaded file is lost when its row is missing.
 */

/** The workflow tables the load writes to. */
export type WorkflowTable = 'credit_applications' | 'project_applications' | 'sign_ups';

export interface AcknowledgedState {
  readonly version: number;
  readonly status: number;
}

export interface StoredRow extends AcknowledgedState {
  readonly id: number;
}

export class WriteLedger {
  readonly rows = new Map<WorkflowTable, Map<number, AcknowledgedState>>();
  readonly files = new Set<string>();
  acknowledged = 0;

  /** A workflow row the API answered with this version and status. */
  row(table: WorkflowTable, id: number, state: AcknowledgedState) {
    this.acknowledged += 1;
    const rows = this.rows.get(table) ?? new Map<number, AcknowledgedState>();
    const known = rows.get(id);
    if (!known || known.version <= state.version) rows.set(id, state);
    this.rows.set(table, rows);
  }

  file(id: string) {
    this.acknowledged += 1;
    this.files.add(id);
  }
}

/** The ids of `acknowledged` whose stored row is missing or older than acknowledged. */
export function lostRows(
  acknowledged: ReadonlyMap<number, AcknowledgedState>,
  stored: readonly StoredRow[],
): number[] {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const lost: number[] = [];
  for (const [id, state] of acknowledged) {
    const row = byId.get(id);
    const older =
      !row ||
      row.version < state.version ||
      (row.version === state.version && row.status !== state.status);
    if (older) lost.push(id);
  }
  return lost;
}
