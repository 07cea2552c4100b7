/**
 * The reviewers' steps on a credit application (DESIGN §3.3): its institution decides
 * first (and names an assessor), the platform second; the platform's approval issues the
 * certificate, and the platform may revoke it. Who acts as which party comes from the
 * record (server/credit/access.ts); the machine refuses any event not the party's.
 */
import { and, eq } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import { creditApplications, creditCategories, creditLevels, creditTypes } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { institutionStaff } from '../lib/institutionStaff';
import { staleVersion } from '../lib/workflow/refusals';
import {
  decideOnTwoLevels,
  TWO_LEVEL_DECISION_EVENTS,
  type TwoLevelDecision,
} from '../lib/workflow/twoLevelDecision';
import { applicationAs, applicationInReach } from './access';
import { APPROVED, creditEntity, qualificationFamily } from './entity';
import { issueCertificate } from './certificates';
import { FIELD_LABELS } from './fields';
import { loadApplication } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export const CREDIT_DECISION_EVENTS = TWO_LEVEL_DECISION_EVENTS;

export async function decide(
  { db, config, clock }: Context,
  actor: Actor,
  decision: TwoLevelDecision,
): Promise<CreditApplication> {
  const { party } = await applicationInReach(db, actor, decision.id);
  const now = clock.now();
  await decideOnTwoLevels(db, {
    entity: creditEntity,
    actor,
    party,
    decision,
    now,
    // The platform's approval issues the certificate with the step, so the step's message
    // names its number; a refused step gives the number back with the transaction.
    changes: async (step, tx) => {
      if (step.to !== APPROVED) return {};
      const [category] = await tx
        .select({
          validityYears: creditCategories.validityYears,
          businessLine: creditTypes.businessLine,
        })
        .from(creditApplications)
        .innerJoin(creditCategories, eq(creditCategories.id, creditApplications.categoryId))
        .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
        .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
        .where(eq(creditApplications.id, decision.id));
      if (!category) throw new Error(`Credit application ${decision.id}: its category vanished`);
      return issueCertificate(tx, { now, ...category });
    },
  });
  return loadApplication(db, config, decision.id);
}

export interface AssessorBody {
  readonly id: number;
  readonly version: number;
  /** One of the institution's assessors; null takes the assessor away. */
  readonly assessorId: number | null;
}

/**
 * The institution names the assessor who examines the application, while the decision is
 * its own to make (awaiting the institution). Raises the version like any change.
 */
export async function assignAssessor(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version, assessorId }: AssessorBody,
): Promise<CreditApplication> {
  const { application } = await applicationAs(db, actor, id, 'institution');
  const awaiting = qualificationFamily
    .availableEvents(application.status, { party: 'institution' })
    .some((event) => event.type === 'INSTITUTION_APPROVE');
  if (!awaiting) {
    const status = { key: qualificationFamily.metaOf(application.status).label };
    throw new AppError(HttpStatus.conflict, 'error.assessorClosed', { params: { status } });
  }
  if (assessorId !== null) {
    const assessors = await institutionStaff(db, application.institutionCorporateId ?? 0, 'review');
    if (!assessors.some((person) => person.id === assessorId)) {
      const key = 'validation.notAnAssessor';
      throw new AppError(HttpStatus.badRequest, key, {
        field: 'assessorId',
        labels: FIELD_LABELS,
        fieldErrors: { assessorId: { key } },
      });
    }
  }
  const [updated] = await db
    .update(creditApplications)
    .set({ assessorPersonId: assessorId, version: version + 1, updatedAt: clock.now() })
    .where(and(eq(creditApplications.id, id), eq(creditApplications.version, version)))
    .returning({ id: creditApplications.id });
  if (!updated) throw staleVersion();
  return loadApplication(db, config, id);
}
