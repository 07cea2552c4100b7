/**
 * Housekeeping a server does by itself: once when it is ready, then every hour (or as
 * often as the work needs). Every
 * process runs it; each piece of work is written so that processes running it together
 * only share it. A failure is logged and the next round tries again.
 */
import type { FastifyInstance } from 'fastify';

export const HOURLY_MS = 60 * 60 * 1000;

export function scheduleHourly(
  app: FastifyInstance,
  what: string,
  work: () => Promise<void>,
): void {
  schedulePeriodic(app, what, HOURLY_MS, work);
}

/** The same, every `everyMs`: work that must not wait an hour (the SMS outbox). */
export function schedulePeriodic(
  app: FastifyInstance,
  what: string,
  everyMs: number,
  work: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  app.addHook('onReady', async () => {
    await round();
    timer = setInterval(() => void round(), everyMs);
    // A timer must not keep a finished process (a test, a CLI) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
