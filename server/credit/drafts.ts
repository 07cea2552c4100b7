/**
 * Credit applications' drafts: one open application per company and category (the shared
 * writer), with the people it counts kept in their order.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditApplicationPeople, creditApplications } from '../db/schema';
import type { Actor } from '../lib/access';
import type { Saved } from '../lib/workflow/applicantSteps';
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { applicationAs } from './access';
import { creditEntity } from './entity';
import type { Changes, CreditApplicationBody } from './fields';

const draftsOf = (categoryId: number) =>
  applicationDrafts({
    entity: creditEntity,
    openExistsKey: 'error.creditOpenExists',
    ownRecord: async (tx, actor, id) =>
      (await applicationAs(tx, actor, id, 'applicant')).application,
    kind: {
      condition: eq(creditApplications.categoryId, categoryId),
      values: { categoryId },
    },
  });

/** Writes the application's columns, then the people when the changes name them. */
export async function writeDraft(
  tx: Database,
  actor: Actor,
  target: Pick<CreditApplicationBody, 'id' | 'version'>,
  changes: Changes,
  now: Date,
): Promise<Saved> {
  const columns = {
    ...changes.columns,
    ...(changes.institutionId === undefined
      ? {}
      : { institutionCorporateId: changes.institutionId }),
  };
  const saved = await draftsOf(changes.categoryId).writeDraft(tx, actor, target, columns, now);
  if (changes.personIds !== undefined) {
    await tx
      .delete(creditApplicationPeople)
      .where(eq(creditApplicationPeople.applicationId, saved.id));
    if (changes.personIds.length > 0) {
      await tx.insert(creditApplicationPeople).values(
        changes.personIds.map((personId, position) => ({
          applicationId: saved.id,
          personId,
          position,
        })),
      );
    }
  }
  return saved;
}
