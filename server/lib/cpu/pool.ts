/**
 * One pool of worker threads (piscina) for the server's CPU work: reading spreadsheets,
 * drawing certificates. Sized to the cores, with a bounded queue (a flood is answered
 * 503 at once instead of waiting behind itself) and a heap cap per thread (a file that
 * still manages to eat memory ends its thread, not the API).
 *
 * The tasks are TypeScript (./tasks.ts). `npm start` compiles them beside the server
 * (build-server/cpuTasks.mjs); run from source (tsx, Vitest) they are compiled here on
 * first use into node_modules/.cache, named by their content so processes share them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError, HttpStatus } from '../errors';
import { PROJECT_ROOT } from '../../projectPaths';
import type * as tasks from './tasks';

type Tasks = typeof tasks;
export type CpuTaskName = keyof Tasks;

const COMPILED_SERVER = join(PROJECT_ROOT, 'build-server');
/**
 * Beside the compiled server, as scripts/start.mjs writes it, when this code runs from there
 * (the server's entry or one of its chunks, build-server/chunks/); from source, never a stale
 * copy an earlier `npm start` left.
 */
const COMPILED_TASKS = fileURLToPath(import.meta.url).startsWith(COMPILED_SERVER + sep)
  ? join(COMPILED_SERVER, 'cpuTasks.mjs')
  : undefined;
const SOURCE_TASKS = join(PROJECT_ROOT, 'server', 'lib', 'cpu', 'tasks.ts');

/** Queued tasks per thread before the pool answers "busy". */
const QUEUE_PER_THREAD = 16;
/** A thread's JavaScript heap: a roster is kilobytes, a certificate's drawing is native memory. */
const THREAD_HEAP_MB = 256;
const IDLE_THREAD_MS = 60_000;

async function compiledFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [SOURCE_TASKS],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('Compiling the CPU tasks produced nothing');
  const folder = join(PROJECT_ROOT, 'node_modules', '.cache', 'qds-cpu');
  const file = join(
    folder,
    `tasks-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    // Written aside and renamed: a parallel test process never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

let pool: Promise<Piscina> | undefined;

function cpuPool(): Promise<Piscina> {
  pool ??= (async () => {
    const filename =
      COMPILED_TASKS && existsSync(COMPILED_TASKS) ? COMPILED_TASKS : await compiledFromSource();
    const threads = Math.max(1, availableParallelism());
    return new Piscina({
      filename,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: threads * QUEUE_PER_THREAD,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
  })();
  return pool;
}

/** What a task may end in besides its answer: the pool is full, or its thread ran out of memory. */
export class CpuTaskFailure extends Error {
  constructor(
    readonly reason: 'outOfMemory' | 'failed',
    cause: unknown,
  ) {
    super(`CPU task ${reason}`, { cause });
  }
}

const isQueueFull = (error: unknown) => /queue is at limit/i.test(String(error));
const isOutOfMemory = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** Answers that are bytes arrive as a Uint8Array: the same bytes as a Buffer again. */
const revived = (answer: unknown): unknown =>
  answer instanceof Uint8Array && !Buffer.isBuffer(answer)
    ? Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)
    : answer;

/** Runs a task in the pool; a full queue answers 503 "busy, try again". */
export async function runCpuTask<Name extends CpuTaskName>(
  name: Name,
  input: Parameters<Tasks[Name]>[0],
): Promise<Awaited<ReturnType<Tasks[Name]>>> {
  const threads = await cpuPool();
  try {
    return revived(await threads.run(input, { name })) as Awaited<ReturnType<Tasks[Name]>>;
  } catch (error) {
    if (isQueueFull(error)) {
      throw new AppError(HttpStatus.serviceUnavailable, 'error.busy', {
        data: { retryAfterSeconds: 5 },
      });
    }
    throw new CpuTaskFailure(isOutOfMemory(error) ? 'outOfMemory' : 'failed', error);
  }
}
