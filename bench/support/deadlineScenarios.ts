/**
 * How the simulated users of `npm run bench:deadline` run, k6-style (the companies in
 * ./deadlineCompany.ts, the staff in ./deadlineStaff.ts): a loop of the real
 * flows through the real endpoints, a pause between steps (a person reads the page). Work
 * passes between roles through queues, as on the real day: a company's submitted application
 * waits in the institution's queue, the institution's approval in the platform's; each item
 * is taken by one reviewer only, so no two users decide the same record (the refusal that
 * would follow is right, but it is not what this measures). Every acknowledged write is
 * noted in the ledger (bench/support/writeLedger.ts) for the lost-write check.
 */
import { CallFailed, type ScenarioClient } from './scenarioClient';
import type { DeadlineCast } from './deadlineData';
import type { WorkflowTable, WriteLedger } from './writeLedger';

export interface Written {
  readonly id: number;
  readonly status: number;
  readonly version: number;
}
export interface Batch {
  readonly results: readonly (
    | { id: number; ok: true; status: number; version: number }
    | { id: number; ok: false; message: string }
  )[];
}

/** Work waiting for the next role, each item taken once. */
export class DeadlineQueues {
  readonly creditToInstitution: Written[] = [];
  readonly creditToPlatform: Written[] = [];
  readonly projectToInstitution: Written[] = [];
  readonly projectToPlatform: Written[] = [];
  readonly signUpsToApprove: Written[] = [];
  readonly examsToRecord: { id: number; version: number }[];
  readonly certificatesToIssue: Written[] = [];
  /** The company of each credit application submitted in the run. */
  readonly creditOwners = new Map<number, number>();
  /** Approved credit applications by company: the company views its certificate. */
  readonly approvedCredit = new Map<number, number>();

  constructor(cast: DeadlineCast) {
    this.examsToRecord = [...cast.examinable];
  }
}

export interface ScenarioContext {
  readonly client: ScenarioClient;
  readonly ledger: WriteLedger;
  readonly queues: DeadlineQueues;
  readonly cast: DeadlineCast;
  /** Whether the user should keep going (false once its stage and the run are over). */
  readonly running: () => boolean;
  readonly thinkMs: number;
}

/** One simulated user: runs until `running()` turns false. */
export type Scenario = (context: ScenarioContext, token: string) => Promise<void>;

export const pause = (context: ScenarioContext) =>
  new Promise((resolve) => setTimeout(resolve, context.thinkMs * (0.5 + Math.random())));

/** Runs `steps` with a pause before each, until the run ends; a failed call starts over. */
export async function loop(context: ScenarioContext, steps: () => AsyncGenerator<unknown>) {
  while (context.running()) {
    try {
      for await (const _ of steps()) {
        if (!context.running()) return;
        await pause(context);
      }
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      await pause(context);
    }
    await pause(context);
  }
}

export const take = <T>(queue: T[], count: number) => queue.splice(0, count);

/**
 * Notes each decided item and passes it on; an item the batch refused is an error of its
 * own kind (the batch answered 200, but no reviewer here decides anything twice).
 */
function noteBatch(context: ScenarioContext, table: WorkflowTable, batch: Batch, next?: Written[]) {
  for (const result of batch.results) {
    if (!result.ok) {
      context.client.stage.record(`refused in a batch (${table})`, 0, result.message);
      continue;
    }
    context.ledger.row(table, result.id, result);
    next?.push(result);
  }
}

/** A batch decision of a reviewer: up to ten records taken from the queue they wait in. */
interface BatchDecision {
  readonly kind: string;
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly event: string;
  readonly table: WorkflowTable;
  readonly from: { id: number; version: number }[];
  /** Where each decided record waits next, when another role acts on it after. */
  readonly next?: Written[];
  /** Fields every item carries besides its id and version (an exam's score). */
  readonly item?: Readonly<Record<string, unknown>>;
}

const BATCH_SIZE = 10;

/** Decides what waits in `from` (undefined when nothing did), noting each decided record. */
export async function decideBatch(
  context: ScenarioContext,
  token: string,
  decision: BatchDecision,
): Promise<Batch | undefined> {
  const taken = take(decision.from, BATCH_SIZE);
  if (taken.length === 0) return undefined;
  const items = taken.map(({ id, version }) => ({ id, version, ...decision.item }));
  const batch = await context.client.json<Batch>(decision.kind, decision.method, decision.path, {
    token,
    body: { items, event: decision.event },
  });
  noteBatch(context, decision.table, batch, decision.next);
  return batch;
}
