/**
 * Personnel certificates past their last day expire (DESIGN §3.5, 6 → 8): the system's
 * EXPIRE step, taken by an hourly sweep through the workflow service, so the trainee's
 * timeline and the applicant's message follow like any step.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { signUps } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { localDate } from '../lib/dates';
import { scheduleHourly } from '../lib/schedule';
import { expireEach } from '../lib/workflow/expiry';
import { signUpEntity, signUpFamily } from './entity';

const ISSUED = signUpFamily.codeOf('certificateIssued');

/** Every issued certificate past its last day expires, each in its own transaction. */
export async function expireLapsedPersonnelCertificates(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .select({ id: signUps.id, version: signUps.version })
    .from(signUps)
    .where(and(eq(signUps.status, ISSUED), lt(signUps.expiresOn, localDate(now))));
  return expireEach(db, signUpEntity, lapsed, now);
}

export function schedulePersonnelCertificateExpiry(
  app: FastifyInstance,
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
): void {
  scheduleHourly(app, 'expiring personnel certificates', async () => {
    const expired = await expireLapsedPersonnelCertificates(db, clock.now());
    if (expired > 0) app.log.info({ expired }, 'personnel certificates past their validity');
  });
}
