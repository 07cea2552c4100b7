/**
 * Institution applications' drafts: one open application of each kind per company (the
 * shared writer), with the teachers or assessors it names kept in their order.
 */
import { eq } from 'drizzle-orm';
import { INSTITUTION_KINDS, type InstitutionKind } from '@machines/access';
import type { Database } from '../db/client';
import { institutionApplications, institutionPeople } from '../db/schema';
import type { Actor } from '../lib/access';
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import type { Saved } from '../lib/workflow/applicantSteps';
import { ownApplication } from './access';
import { institutionEntities } from './entity';
import { columnsOf, type ApplicationBody, type Changes } from './fields';

const draftsOf = (kind: InstitutionKind) =>
  applicationDrafts({
    entity: institutionEntities[kind],
    openExistsKey: `error.${kind}InstitutionOpenExists`,
    ownRecord: async (tx, actor, id) => (await ownApplication(tx, actor, id)).application,
    kind: {
      condition: eq(institutionApplications.kind, kind),
      values: { kind },
    },
  });

const drafts = Object.fromEntries(
  INSTITUTION_KINDS.map((kind) => [kind, draftsOf(kind)]),
) as Record<InstitutionKind, ReturnType<typeof draftsOf>>;

/** Writes the application's columns, then the people it names when the changes name them. */
export async function writeDraft(
  tx: Database,
  actor: Actor,
  kind: InstitutionKind,
  target: Pick<ApplicationBody, 'id' | 'version'>,
  changes: Changes,
  now: Date,
): Promise<Saved> {
  const saved = await drafts[kind].writeDraft(tx, actor, target, columnsOf(changes.values), now);
  if (changes.personIds !== undefined) {
    await tx.delete(institutionPeople).where(eq(institutionPeople.applicationId, saved.id));
    if (changes.personIds.length > 0) {
      await tx.insert(institutionPeople).values(
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
