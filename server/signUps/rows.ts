/** Sign-ups as every sign-up endpoint answers them (the contract's shape). */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SignUp } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import {
  corporates,
  courses,
  dateChangeRequests,
  people,
  signUps,
  trainingDates,
} from '../db/schema';
import { maskIdCard } from '../lib/masking';
import { statusFamilies } from '@machines/workflows';

const changes = statusFamilies.dateChange;
const trainingDateFamily = statusFamilies.trainingDate;
/** A sign-up's date status (`SignUp.dateStatus`) by the rank its moves give it. */
const DATE_STATUS_BY_RANK = new Map([
  [2, trainingDateFamily.codeOf('changeRequested')],
  [1, trainingDateFamily.codeOf('changed')],
]);

/** The rank the session's own moves give its sign-ups: the institution moving it. */
const SESSION_RANK = new Map([
  [trainingDateFamily.codeOf('changeRequested'), 2],
  [trainingDateFamily.codeOf('changed'), 1],
]);

/** The sign-up's own moves or its session's, whichever says more. */
const dateStatusOf = (moveRank: number | null, sessionStatus: number): number | null =>
  DATE_STATUS_BY_RANK.get(Math.max(moveRank ?? 0, SESSION_RANK.get(sessionStatus) ?? 0)) ?? null;

/**
 * 2: a move waits; 1: it moved at least once (a refusal after that leaves it moved); none
 * otherwise. One indexed look-up per row (`date_change_requests_sign_up_idx`).
 */
const moveRank = sql<number | null>`(
  select max(case ${dateChangeRequests.status}
    when ${changes.codeOf('pending')} then 2
    when ${changes.codeOf('approved')} then 1 end)
  from ${dateChangeRequests}
  where ${dateChangeRequests.signUpId} = ${signUps.id}
)`.mapWith((rank: number | string | null) => (rank === null ? null : Number(rank)));

const institution = alias(corporates, 'institution');

/** Sign-ups with what they name: course and institution, session, company, person. */
export function selectSignUps(db: Database) {
  return db
    .select({
      signUp: getTableColumns(signUps),
      courseName: courses.name,
      courseCorporateId: courses.corporateId,
      courseBusinessLine: courses.businessLine,
      certificateIssuedOn: courses.certificateIssuedOn,
      creditHours: courses.creditHours,
      institutionName: institution.name,
      startsOn: trainingDates.startsOn,
      endsOn: trainingDates.endsOn,
      sessionStatus: trainingDates.status,
      companyName: corporates.name,
      personIdCard: people.idCard,
      personMobile: people.mobile,
      moveRank,
    })
    .from(signUps)
    .innerJoin(courses, eq(courses.id, signUps.courseId))
    .innerJoin(institution, eq(institution.id, courses.corporateId))
    .innerJoin(trainingDates, eq(trainingDates.id, signUps.trainingDateId))
    .leftJoin(corporates, eq(corporates.id, signUps.corporateId))
    .leftJoin(people, eq(people.id, signUps.personId));
}

export type SignUpRow = Awaited<ReturnType<typeof selectSignUps>>[number];

export const findSignUp = preparedById('sign_up_by_id', (db, id) =>
  selectSignUps(db).where(eq(signUps.id, id)),
);

/** One row as answered; `whole`: the ID card number unmasked (the detail, to its parties). */
export function toSignUp(row: SignUpRow, { whole }: { whole: boolean }): SignUp {
  const { signUp } = row;
  const idCard = signUp.traineeIdCard ?? row.personIdCard ?? '';
  return {
    id: signUp.id,
    status: signUp.status,
    version: signUp.version,
    courseId: signUp.courseId,
    courseName: row.courseName,
    institutionName: row.institutionName,
    trainingDateId: signUp.trainingDateId,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    dateStatus: dateStatusOf(row.moveRank, row.sessionStatus),
    corporateId: signUp.corporateId,
    companyName: row.companyName ?? '',
    personId: signUp.personId,
    traineeName: signUp.traineeName,
    traineeIdCard: whole || !idCard ? idCard : maskIdCard(idCard),
    traineeMobile: signUp.traineeMobile ?? row.personMobile ?? '',
    examScore: signUp.examScore ?? '',
    certificateNumber: signUp.certificateNumber ?? '',
    issuedOn: signUp.issuedOn ?? '',
    expiresOn: signUp.expiresOn ?? '',
    decidedAt: signUp.decidedAt?.toISOString() ?? null,
    createdAt: signUp.createdAt.toISOString(),
    updatedAt: signUp.updatedAt.toISOString(),
  };
}
