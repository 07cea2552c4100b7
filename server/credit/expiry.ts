/**
 * Certificates run out (DESIGN §3.3): thirty days before its last day the company is told
 * once, and the day after it the system's EXPIRE step moves the application to 8. An
 * hourly sweep does both; every process may run it, and the notice is claimed by a
 * conditional update, so two processes never send it twice.
 */
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { creditApplications, messages } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { daysAfter, localDate } from '../lib/dates';
import { t } from '../lib/i18n';
import { scheduleHourly } from '../lib/schedule';
import { expireEach } from '../lib/workflow/expiry';
import { MESSAGE_LANGUAGE } from '../lib/workflow/notification';
import { APPROVED, creditEntity } from './entity';
import { selectApplications } from './rows';

/** How long before its last day the company hears that a certificate runs out. */
export const EXPIRY_NOTICE_DAYS = 30;

/** Every certificate in force past its last day expires, each in its own transaction. */
export async function expireLapsedCertificates(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .select({ id: creditApplications.id, version: creditApplications.version })
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.status, APPROVED),
        lt(creditApplications.expiresOn, localDate(now)),
      ),
    );
  return expireEach(db, creditEntity, lapsed, now);
}

/** Tells each company whose certificate ends within the notice period, once per certificate. */
export async function noticeComingExpiries(db: Database, now: Date): Promise<number> {
  const coming = await selectApplications(db).where(
    and(
      eq(creditApplications.status, APPROVED),
      isNull(creditApplications.expiryNoticeAt),
      lte(creditApplications.expiresOn, daysAfter(localDate(now), EXPIRY_NOTICE_DAYS)),
    ),
  );
  let noticed = 0;
  for (const { application, typeName, levelName } of coming) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(creditApplications)
        .set({ expiryNoticeAt: now })
        .where(
          and(eq(creditApplications.id, application.id), isNull(creditApplications.expiryNoticeAt)),
        )
        .returning({ id: creditApplications.id });
      if (!claimed) return;
      const params = {
        certificateNo: application.certificateNo ?? '',
        category: `${typeName} ${levelName}`,
        expiresOn: application.expiresOn ?? '',
      };
      await tx.insert(messages).values({
        recipientAccountId: application.applicantAccountId,
        title: t(MESSAGE_LANGUAGE, 'creditApply.message.expiringTitle', params),
        content: t(MESSAGE_LANGUAGE, 'creditApply.message.expiringContent', params),
        createdAt: now,
      });
      noticed += 1;
    });
  }
  return noticed;
}

export function scheduleCertificateExpiry(
  app: FastifyInstance,
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
): void {
  scheduleHourly(app, 'expiring certificates', async () => {
    const noticed = await noticeComingExpiries(db, clock.now());
    const expired = await expireLapsedCertificates(db, clock.now());
    if (noticed + expired > 0) {
      app.log.info({ noticed, expired }, 'credit certificates near or past their validity');
    }
  });
}
