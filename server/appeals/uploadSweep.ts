/**
 * The sweep of abandoned appeal uploads: once when the server is ready, then every hour.
 * Every process sweeps; the delete is one statement, so processes sweeping together only
 * share the work.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { sweepAbandonedUploads } from '../lib/files/pendingUploads';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleUploadSweep(
  app: FastifyInstance,
  { db, storage, clock }: Pick<ServerContext, 'db' | 'storage' | 'clock'>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await sweepAbandonedUploads(db, storage, clock.now());
      if (removed > 0) app.log.info({ removed }, 'removed appeal uploads no appeal took');
    } catch (error) {
      app.log.error({ err: error }, 'sweeping abandoned appeal uploads failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    // A timer must not keep a finished process (a test, a CLI) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
