/** `train/entrycourse-detail`: one sign-up, its timeline and what the caller may do now. */
import { eq } from 'drizzle-orm';
import type { SignUpDetail, StoredFileInfo } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { people } from '../db/schema';
import { joinedFile, joinedFileInfo } from '../lib/files/joined';
import type { Actor } from '../lib/access';
import type { Clock } from '../lib/clock';
import { signUpInReach } from './access';
import { signUpContextOf, signUpFamily } from './entity';
import { toSignUp } from './rows';
import { PENDING_DATE_CHANGE } from './dateChanges/entity';
import { dateChangesOfSignUp } from './dateChanges/rows';
import { dateChangeSteps, inTimeOrder } from './dateChanges/timeline';
import { signUpTimeline } from './timeline';

const APPROVED = signUpFamily.codeOf('approved');

type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const photo = joinedFile('photo');

/** The trainee's photo on their company's roster; an individual signs up without one. */
async function traineePhoto(
  db: Database,
  files: FilesConfig,
  personId: number | null,
): Promise<StoredFileInfo | null> {
  if (personId === null) return null;
  const [found] = await db
    .select({ photo: photo.columns })
    .from(people)
    .leftJoin(photo.table, eq(photo.table.id, people.photoFileId))
    .where(eq(people.id, personId));
  return joinedFileInfo(files, found?.photo ?? null);
}

export async function loadSignUpDetail(
  { db, config: files, clock }: { db: Database; config: FilesConfig; clock: Clock },
  actor: Actor,
  id: number,
): Promise<SignUpDetail> {
  const now = clock.now();
  const { found, party } = await signUpInReach(db, actor, id);
  const [events, dateChanges, photoFile] = await Promise.all([
    signUpTimeline(db, found.signUp),
    dateChangesOfSignUp(db, id),
    traineePhoto(db, files, found.signUp.personId),
  ]);
  const moves = await dateChangeSteps(db, dateChanges);
  return {
    signUp: toSignUp(found, { whole: true }),
    traineePhoto: photoFile,
    events: inTimeOrder([...events, ...moves]),
    availableEvents: signUpFamily.availableEvents(
      found.signUp.status,
      { party, role: actor.activeRole },
      signUpContextOf(found, now),
    ),
    dateChanges,
    mayAskDateChange:
      party === 'applicant' &&
      found.signUp.status === APPROVED &&
      !dateChanges.some((request) => request.status === PENDING_DATE_CHANGE),
  };
}
