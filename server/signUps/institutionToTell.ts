/**
 * The training institution must act on what waits for it in its courses: new sign-ups
 * (and a failed trainee signed up again), and a trainee's request to move. Its accounts are
 * told in the transaction that made them wait, named by whose they are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { corporates, courses } from '../db/schema';
import { enabledAccountsOf, tellToAct, type MustAct } from '../lib/workflow/mustAct';

/** Whose sign-up it is in a message: the company that signed the person up, or the trainee. */
export async function applicantNameOf(
  tx: Database,
  signUp: { readonly corporateId: number | null; readonly traineeName: string },
): Promise<string> {
  if (signUp.corporateId === null) return signUp.traineeName;
  const [company] = await tx
    .select({ name: corporates.name })
    .from(corporates)
    .where(eq(corporates.id, signUp.corporateId));
  return company?.name ?? signUp.traineeName;
}

/** The accounts of the institution running the course, and the applicant to name. */
export async function courseInstitutionMustAct(
  tx: Database,
  courseId: number,
  signUp: { readonly corporateId: number | null; readonly traineeName: string },
): Promise<MustAct> {
  const [course] = await tx
    .select({ institutionId: courses.corporateId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [accountIds, applicant] = await Promise.all([
    course ? enabledAccountsOf(tx, course.institutionId) : Promise.resolve([]),
    applicantNameOf(tx, signUp),
  ]);
  return { accountIds, applicant };
}

/** Tells the course's institution that `signUp`'s record of `kindKey` waits for it. */
export async function tellCourseInstitution(
  tx: Database,
  courseId: number,
  signUp: { readonly corporateId: number | null; readonly traineeName: string },
  kindKey: string,
  now: Date,
): Promise<void> {
  await tellToAct(tx, await courseInstitutionMustAct(tx, courseId, signUp), kindKey, now);
}
