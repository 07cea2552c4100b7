/** The sweep of abandoned appeal uploads: the delete is one statement, so sweeps may overlap. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { sweepAbandonedUploads } from '../lib/files/pendingUploads';
import { scheduleHourly } from '../lib/schedule';

export function scheduleUploadSweep(
  app: FastifyInstance,
  { db, storage, clock }: Pick<ServerContext, 'db' | 'storage' | 'clock'>,
): void {
  scheduleHourly(app, 'sweeping abandoned appeal uploads', async () => {
    const removed = await sweepAbandonedUploads(db, storage, clock.now());
    if (removed > 0) app.log.info({ removed }, 'removed appeal uploads no appeal took');
  });
}
