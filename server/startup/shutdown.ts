import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** Long enough for in-flight requests (the client times out after 10 s), short enough for orchestrators. */
export const SHUTDOWN_GRACE_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, then
 * close the database (and stop the embedded server, when this process runs it). A second
 * signal, or a shutdown that hangs, exits at once.
 */
export function stopGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of signals) process.on(signal, (received) => void stop(received));
}
