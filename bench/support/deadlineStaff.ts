/**
 * The staff and the other readers of `npm run bench:deadline`: the review institution, the
 * platform reviewer, the training institution, trainees and the business desk, each working
 * the queues the companies fill (bench/support/deadlineScenarios.ts).
 */
import { statusFamilies } from '../../machines/workflows';
import { decideBatch, loop, type Scenario } from './deadlineScenarios';

const QUALIFICATION = statusFamilies.qualification;

const CREDIT_DECISION = '/api/credit-category/muliti-update-corporatecredit-status';
const PROJECT_DECISION = '/api/audit/muliti-update-corporateproject-status';

/** A review institution: its queues, and decisions on what companies submitted. */
export const reviewInstitutionScenario: Scenario = (context, token) => {
  const { client, queues } = context;
  const submitted = QUALIFICATION.codeOf('submitted');
  return loop(context, async function* () {
    await client.json(
      'list: institution credit queue',
      'GET',
      `/api/credit-category/query-check-corporatecredit-page?pageIndex=1&pageSize=10&status=${submitted}`,
      { token },
    );
    yield;
    const credit = await decideBatch(context, token, {
      kind: 'credit: institution approves',
      method: 'POST',
      path: CREDIT_DECISION,
      event: 'INSTITUTION_APPROVE',
      table: 'credit_applications',
      from: queues.creditToInstitution,
      next: queues.creditToPlatform,
    });
    if (credit) yield;
    await client.json(
      'list: institution project queue',
      'GET',
      `/api/corporate/query-check-applyproject-page?pageIndex=1&pageSize=10&status=${submitted}`,
      { token },
    );
    yield;
    await decideBatch(context, token, {
      kind: 'project: institution approves',
      method: 'POST',
      path: PROJECT_DECISION,
      event: 'INSTITUTION_APPROVE',
      table: 'project_applications',
      from: queues.projectToInstitution,
      next: queues.projectToPlatform,
    });
  });
};

/** The round of its queues after which a platform reviewer exports (once). */
const EXPORT_ROUND = 5;

/** The platform reviewer: decides what institutions approved, issues certificates, exports. */
export const platformScenario: Scenario = (context, token) => {
  const { client, queues } = context;
  const approvedByInstitution = QUALIFICATION.codeOf('institutionApproved');
  let rounds = 0;
  return loop(context, async function* () {
    await client.json(
      'list: platform credit queue',
      'GET',
      `/api/credit-category/query-plat-corporatecredit-page?pageIndex=1&pageSize=10&status=${approvedByInstitution}`,
      { token },
    );
    yield;
    const credit = await decideBatch(context, token, {
      kind: 'credit: platform approves (certificate)',
      method: 'POST',
      path: CREDIT_DECISION,
      event: 'PLATFORM_APPROVE',
      table: 'credit_applications',
      from: queues.creditToPlatform,
    });
    for (const result of credit?.results ?? []) {
      const owner = queues.creditOwners.get(result.id);
      if (result.ok && owner !== undefined) queues.approvedCredit.set(owner, result.id);
    }
    if (credit) yield;
    const projects = await decideBatch(context, token, {
      kind: 'project: platform approves',
      method: 'POST',
      path: PROJECT_DECISION,
      event: 'PLATFORM_APPROVE',
      table: 'project_applications',
      from: queues.projectToPlatform,
    });
    if (projects) yield;
    await client.json(
      'list: personnel certificates to issue',
      'GET',
      '/api/train/query-entryusercerdit-page?pageIndex=1&pageSize=10',
      { token },
    );
    yield;
    await decideBatch(context, token, {
      kind: 'sign-up: issue certificates',
      method: 'PUT',
      path: '/api/train/muliti-update-entryusercerdit-status',
      event: 'ISSUE',
      table: 'sign_ups',
      from: queues.certificatesToIssue,
    });
    rounds += 1;
    // Once a day, not once a minute: each reviewer exports the approved list once.
    if (rounds === EXPORT_ROUND) {
      yield;
      await client.bytes(
        'export: approved credit (xlsx)',
        `/api/credit-category/export-corporatecredit?status=${QUALIFICATION.codeOf('approved')}`,
        token,
      );
    }
  });
};

/** The training institution: its sign-ups to approve, exams to record. */
export const trainingInstitutionScenario: Scenario = (context, token) => {
  const { client, queues } = context;
  return loop(context, async function* () {
    await client.json(
      'list: institution courses',
      'GET',
      '/api/train/entrytraincoursemanagerlist?pageIndex=1&pageSize=10',
      { token },
    );
    yield;
    const approved = await decideBatch(context, token, {
      kind: 'sign-up: institution approves',
      method: 'PUT',
      path: '/api/train/muliti-update-applycourse-status',
      event: 'APPROVE_SIGNUP',
      table: 'sign_ups',
      from: queues.signUpsToApprove,
    });
    if (approved) yield;
    await decideBatch(context, token, {
      kind: 'sign-up: record exams',
      method: 'POST',
      path: '/api/train/muliti-auditexamination',
      event: 'PASS_EXAM',
      table: 'sign_ups',
      from: queues.examsToRecord,
      next: queues.certificatesToIssue,
      item: { score: 86 },
    });
  });
};

/** A trainee: their sign-ups, messages and certificates. */
export const traineeScenario: Scenario = (context, token) => {
  const { client, cast } = context;
  return loop(context, async function* () {
    await client.json(
      'list: my sign-ups',
      'GET',
      '/api/train/query-applycourse-page?pageIndex=1&pageSize=10',
      { token },
    );
    yield;
    await client.json(
      'list: messages',
      'GET',
      '/api/corporate/query-message-page?pageIndex=1&pageSize=10',
      { token },
    );
    const certificate =
      cast.traineeCertificates[Math.floor(Math.random() * cast.traineeCertificates.length)];
    if (certificate !== undefined) {
      yield;
      await client.bytes(
        'certificate: view',
        `/api/credit-category/compay-person-ecert/${certificate}`,
        token,
      );
    }
  });
};

/** The business query desk: issued certificates of every company and person. */
export const businessQueryScenario: Scenario = (context, token) => {
  const { client } = context;
  return loop(context, async function* () {
    await client.json(
      'list: issued company certificates',
      'GET',
      '/api/credit-category/query-business-credit-page?pageIndex=1&pageSize=10',
      { token },
    );
    yield;
    await client.json(
      'list: issued personnel certificates',
      'GET',
      '/api/train/query-business-person-page?pageIndex=1&pageSize=10',
      { token },
    );
  });
};
