/**
 * Signing up (`train/entry-course`, `train/entry-course-reg`) and cancelling
 * (`train/delte-entry-course`). A sign-up call takes its places and writes its rows in
 * one transaction: a refusal (closed, too few places, someone already signed up) leaves
 * nothing behind.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SignUp } from '@machines/contracts';
import { companySignUpSchema, selfSignUpSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { people, signUps } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { holdsPlace } from '../lib/coursePlaces';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';
import { transition } from '../lib/workflow/transition';
import { signUpInReach } from './access';
import { assertOwnIdentity } from './identity';
import { signUpEntity } from './entity';
import { tellCourseInstitution } from './institutionToTell';
import { takePlaces } from './places';
import { selectSignUps, toSignUp } from './rows';

type Context = Pick<ServerContext, 'db' | 'clock'>;

/** The sign-up forms' own field labels (`signUp.field.personIds` is "参训人员"). */
export const FIELD_LABELS = 'signUp.field';

/** New sign-ups wait for the course's institution: its accounts are told, once a call. */
const SIGN_UP_KIND = signUpEntity.kindKey;

const alreadySignedUp = (name: string) =>
  new AppError(HttpStatus.conflict, 'error.alreadySignedUp', { params: { name } });

async function answered(db: Database, ids: readonly number[]): Promise<SignUp[]> {
  if (ids.length === 0) return [];
  const rows = await selectSignUps(db).where(inArray(signUps.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.signUp.id, toSignUp(row, { whole: true })]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A company signs verified people of its roster up for one session. */
export async function signUpPeople(
  { db, clock }: Context,
  actor: Actor,
  body: unknown,
): Promise<SignUp[]> {
  const values = await validate(companySignUpSchema, body, { labels: FIELD_LABELS });
  const corporateId = actor.corporateId;
  if (corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  const personIds = [...new Set(values.personIds)];
  await assertPeopleVerified(db, corporateId, personIds, 'personIds');
  const roster = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(inArray(people.id, personIds));
  const nameOf = new Map(roster.map((person) => [person.id, person.name ?? '']));
  const now = clock.now();
  const ids = await db.transaction(async (tx) => {
    const session = await takePlaces(tx, values.trainingDateId, personIds.length, now);
    // The course is locked: no other sign-up to it runs between this look and the insert.
    const [taken] = await tx
      .select({ name: signUps.traineeName })
      .from(signUps)
      .where(
        and(
          eq(signUps.courseId, session.courseId),
          inArray(signUps.personId, personIds),
          holdsPlace(),
        ),
      )
      .limit(1);
    if (taken) throw alreadySignedUp(taken.name);
    const created = await tx
      .insert(signUps)
      .values(
        personIds.map((personId) => ({
          courseId: session.courseId,
          trainingDateId: values.trainingDateId,
          corporateId,
          personId,
          applicantAccountId: actor.accountId,
          traineeName: nameOf.get(personId) ?? '',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: signUps.id });
    await tellCourseInstitution(
      tx,
      session.courseId,
      { corporateId, traineeName: '' },
      SIGN_UP_KIND,
      now,
    );
    return created.map((row) => row.id);
  });
  return answered(db, ids);
}

/**
 * `train/applycourse`: applying to a course in one call, whoever applies: a company signs
 * up people of its roster (as `train/entry-course`), an individual themselves (as
 * `train/entry-course-reg`). The same rules, the same answers: the sign-ups made.
 */
export async function applyForCourse(
  context: Context,
  actor: Actor,
  body: unknown,
): Promise<SignUp[]> {
  return actor.corporateId === null
    ? [await signUpSelf(context, actor, body)]
    : signUpPeople(context, actor, body);
}

/** An individual signs themselves up for one session, in their own name. */
export async function signUpSelf(
  { db, clock }: Context,
  actor: Actor,
  body: unknown,
): Promise<SignUp> {
  const values = await validate(selfSignUpSchema, body, { labels: FIELD_LABELS });
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const session = await takePlaces(tx, values.trainingDateId, 1, now);
    const [taken] = await tx
      .select({ name: signUps.traineeName })
      .from(signUps)
      .where(
        and(
          eq(signUps.courseId, session.courseId),
          eq(signUps.applicantAccountId, actor.accountId),
          isNull(signUps.personId),
          holdsPlace(),
        ),
      )
      .limit(1);
    if (taken) throw alreadySignedUp(taken.name);
    await assertOwnIdentity(tx, actor.accountId, values.idCard);
    try {
      const [created] = await tx
        .insert(signUps)
        .values({
          courseId: session.courseId,
          trainingDateId: values.trainingDateId,
          applicantAccountId: actor.accountId,
          traineeName: values.name,
          traineeIdCard: values.idCard,
          traineeMobile: values.mobile,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: signUps.id });
      if (!created) throw new Error('The sign-up was not written');
      await tellCourseInstitution(
        tx,
        session.courseId,
        { corporateId: null, traineeName: values.name },
        SIGN_UP_KIND,
        now,
      );
      return created.id;
    } catch (error) {
      const placeTaken = brokeUnique(
        error,
        'sign_ups_one_place_per_person',
        'sign_ups_one_place_per_individual',
      );
      if (placeTaken) throw alreadySignedUp(values.name);
      throw error;
    }
  });
  const [signUp] = await answered(db, [id]);
  if (!signUp) throw new Error('A written sign-up was not answered');
  return signUp;
}

/** The applicant (or the institution) cancels a sign-up not yet past its exam. */
export async function cancelSignUp(
  { db, clock }: Context,
  actor: Actor,
  { id, version }: { readonly id: number; readonly version: number },
): Promise<SignUp> {
  const { party } = await signUpInReach(db, actor, id);
  await transition(db, {
    entity: signUpEntity,
    id,
    event: 'CANCEL',
    expectedVersion: version,
    actor,
    party,
    now: clock.now(),
  });
  const [signUp] = await answered(db, [id]);
  if (!signUp) throw new Error('A cancelled sign-up was not answered');
  return signUp;
}
