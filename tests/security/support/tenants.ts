/**
 * Tenants for the cross-tenant suite: two companies, two training institutions, two review
 * institutions and two individuals, each owning one record of every kind it can own, and
 * each with marker texts (name, credit code, user name) that must never appear in
 * another tenant's answers.
 */
import { asc, eq } from 'drizzle-orm';
import { may, type RoleCode } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import {
  accounts,
  corporateVips,
  courses,
  messages,
  people,
  trainingDates,
} from '../../../server/db/schema';
import type { EntityKind } from '../../../server/lib/access';
import type { TestServer } from '../../server/support/testServer';
import { newAppeal } from '../../server/support/appeals';
import { addCourseMaterial, createDraftCourse } from '../../server/support/courses';
import { submitNewCredit } from '../../server/support/credit';
import { submitNewProject } from '../../server/support/projects';
import { submitNewHistory } from '../../server/support/trainingHistories';
import { submitNewInstitution } from '../../server/support/institutions';
import { submitNewVipApplication } from '../../server/support/membership';
import { declareNewPerson } from '../../server/support/people';
import {
  approvedAskingToMove,
  idCardNumber,
  signUpPeople,
  signUpSelf,
  type SignUpAnswer,
} from '../../server/support/signUps';
import { submitNew } from '../../server/support/realname';
import { uploadLicence } from '../../server/support/uploads';
import { insertAccount, insertCompanyFor, isCompanyRole, sessionMaker } from './principals';

/** A record of a tenant; versioned ones carry the version a client would send back. */
export interface OwnedRecord {
  readonly id: number | string;
  readonly version?: number;
}

export interface Tenant {
  readonly name: string;
  readonly role: RoleCode;
  readonly accountId: number;
  readonly corporateId: number | null;
  /** Its own records, by kind. */
  readonly owned: Partial<Record<EntityKind, readonly OwnedRecord[]>>;
  /** Texts of its own that no other tenant may ever see. */
  readonly markers: readonly string[];
  newToken(): Promise<string>;
}

/**
 * Kinds no tenant owns: a captcha belongs to whoever holds its id, before any login; the
 * catalogues are the platform's, the same for every tenant; a published course and its
 * sessions are open to every company and trainee signing up.
 */
export const UNOWNED_KINDS: ReadonlySet<EntityKind> = new Set([
  'captcha',
  'catalogueEntry',
  'openCourse',
  'trainingDate',
]);

/**
 * The course the companies and individuals sign up to: a demo course of an institution
 * that is no tenant (a tenant institution would see its sign-ups by right).
 */
const SIGN_UP_COURSE = '信息技术服务基础实务（第三期）';

const VERIFIED = statusFamilies.application.codeOf('approved');

const TENANT_ROLES: readonly { readonly name: string; readonly role: RoleCode }[] = [
  { name: 'company A', role: '2000' },
  { name: 'company B', role: '2000' },
  { name: 'training institution A', role: '2110' },
  { name: 'training institution B', role: '2110' },
  { name: 'review institution A', role: '2101' },
  { name: 'review institution B', role: '2101' },
  // Write courses (seed §4: only 2010 and 2011 apply for them).
  { name: 'course institution A', role: '2010' },
  { name: 'course institution B', role: '2010' },
  { name: 'individual A', role: '1000' },
  { name: 'individual B', role: '1000' },
];

export async function createTenants(server: TestServer): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (const { name, role } of TENANT_ROLES) tenants.push(await createTenant(server, name, role));
  const sessions = await openSessions(server);
  const signedUp: Tenant[] = [];
  for (const [index, tenant] of tenants.entries()) {
    signedUp.push(await withSignUp(server, tenant, sessions, index));
  }
  return signedUp;
}

/** The sessions of the demo course the tenants sign up to: the first, and one to move to. */
async function openSessions(server: TestServer): Promise<{ first: number; second: number }> {
  const [first, second] = await server.db
    .select({ id: trainingDates.id })
    .from(trainingDates)
    .innerJoin(courses, eq(courses.id, trainingDates.courseId))
    .where(eq(courses.name, SIGN_UP_COURSE))
    .orderBy(asc(trainingDates.startsOn));
  if (!first || !second) throw new Error(`The demo course ${SIGN_UP_COURSE} lacks sessions`);
  return { first: first.id, second: second.id };
}

/**
 * A company signs its person up, an individual themselves, each sign-up approved and asking
 * to move to the second session; the others sign nobody up.
 */
async function withSignUp(
  server: TestServer,
  tenant: Tenant,
  sessions: { first: number; second: number },
  index: number,
): Promise<Tenant> {
  const person = tenant.owned.person?.[0];
  const token = await tenant.newToken();
  const owning = async (signUp: SignUpAnswer) => {
    const dateChange = await approvedAskingToMove(server, token, signUp, sessions.second);
    return { ...tenant.owned, signUp: [signUp], dateChange: [dateChange] };
  };
  if (tenant.role === '2000' && person) {
    const [signUp] = await signUpPeople(server.app, token, sessions.first, [Number(person.id)]);
    if (!signUp) throw new Error(`${tenant.name} signed nobody up`);
    return { ...tenant, owned: await owning(signUp) };
  }
  if (tenant.role === '1000') {
    const trainee = `学员${tenant.name.replace(/\W/g, '')}`;
    const signUp = await signUpSelf(server.app, token, sessions.first, {
      name: trainee,
      idCard: idCardNumber(`51010419900101${String(index).padStart(3, '0')}`),
      mobile: `1370000${String(1000 + index).slice(-4)}`,
    });
    return { ...tenant, owned: await owning(signUp), markers: [...tenant.markers, trainee] };
  }
  return tenant;
}

async function createTenant(server: TestServer, name: string, role: RoleCode): Promise<Tenant> {
  const company = isCompanyRole(role) ? await insertCompanyFor(server, role) : null;
  const accountName = `租户${name.replace(/\W/g, '')}`;
  // A company acts as a member (2000) first: real-name certification is a member's page.
  const { accountId, userName } = await insertAccount(server, {
    roles: company && role !== '2000' ? ['2000', role] : [role],
    activeRole: company ? '2000' : role,
    corporateId: company?.corporateId ?? null,
    name: accountName,
  });
  const newToken = sessionMaker(server, accountId);
  const token = await newToken();
  const [message] = await server.db
    .insert(messages)
    .values({
      recipientAccountId: accountId,
      title: `致${accountName}`,
      content: `${accountName}的消息`,
      createdAt: server.clock.now(),
    })
    .returning({ id: messages.id });
  // An appeal about the tenant's account, as someone who lost access would submit it.
  const appeal = await newAppeal(server, userName);
  const owned: Record<string, OwnedRecord[]> = {
    account: [{ id: accountId }],
    appeal: [{ id: appeal.id, version: appeal.version }],
    file: [{ id: await uploadLicence(server.app, token) }],
    message: message ? [{ id: message.id }] : [],
  };
  const markers = [userName, accountName];
  if (company) {
    const realname = await submitNew(server.app, { ...company, accountId, token });
    owned.corporate = [{ id: company.corporateId }];
    owned.realnameApplication = [{ id: realname.id, version: realname.version }];
    if (realname.licenceFile) owned.file?.push({ id: realname.licenceFile.id });
    const person = await declareNewPerson(server.app, token, `${accountName}员工`);
    owned.person = [{ id: person.id, version: person.version }];
    if (person.photoFileId) owned.file?.push({ id: person.photoFileId });
    const application = await submitNewVipApplication(server.app, token);
    owned.vipApplication = [{ id: application.id, version: application.version }];
    owned.file?.push({ id: application.applicationFileId });
    owned.membership = [await insertMembership(server, company.corporateId, accountId)];
    // Verified as a reviewer would, so the company may name the person as a teacher.
    await server.db.update(people).set({ status: VERIFIED }).where(eq(people.id, person.id));
    const institution = await submitNewInstitution(server.app, token, 'training', [person.id]);
    owned.institutionApplication = [{ id: institution.id, version: institution.version }];
    owned.file?.push({ id: institution.qualificationFileId });
    const credit = await submitNewCredit(server.app, token, [person.id]);
    owned.creditApplication = [{ id: credit.id, version: credit.version }];
    for (const id of credit.fileIds) owned.file?.push({ id });
    const project = await submitNewProject(server.app, token, person.id);
    owned.projectApplication = [{ id: project.id, version: project.version }];
    for (const file of [project.contractFile, project.acceptanceFile]) {
      if (file) owned.file?.push({ id: file.id });
    }
    const history = await submitNewHistory(server.app, token, person.id);
    owned.trainingHistory = [{ id: history.id, version: history.version }];
    if (history.proofFile) owned.file?.push({ id: history.proofFile.id });
    markers.push(company.name, company.creditCode, person.name);
    await server.db.update(accounts).set({ activeRole: role }).where(eq(accounts.id, accountId));
    if (may('course.apply', role)) {
      const course = await createDraftCourse(server.app, token, person.id);
      owned.course = [{ id: course.id, version: course.version }];
      const material = await addCourseMaterial(
        server.app,
        token,
        course.id,
        await uploadLicence(server.app, token),
      );
      owned.courseMaterial = [{ id: material.id }];
      owned.file?.push({ id: material.file.id });
    }
  }
  return {
    name,
    role,
    accountId,
    corporateId: company?.corporateId ?? null,
    owned,
    markers,
    newToken,
  };
}

/** A membership of the company, as an approval would have granted it. */
async function insertMembership(
  server: TestServer,
  corporateId: number,
  accountId: number,
): Promise<OwnedRecord> {
  const now = server.clock.now();
  const [record] = await server.db
    .insert(corporateVips)
    .values({
      corporateId,
      accountId,
      levelCode: 'member',
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: corporateVips.id, version: corporateVips.version });
  if (!record) throw new Error('No membership');
  return record;
}
