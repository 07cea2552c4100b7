/**
 * What each simulated user of `npm run bench:deadline` does, k6-style: a loop of the real
 * flows through the real endpoints, a pause between steps (a person reads the page). Work
 * passes between roles through queues, as on the real day: a company's submitted application
 * waits in the institution's queue, the institution's approval in the platform's; each item
 * is taken by one reviewer only, so no two users decide the same record (the refusal that
 * would follow is right, but it is not what this measures). Every acknowledged write is
 * noted in the ledger (bench/support/writeLedger.ts) for the lost-write check.
 */
import { statusFamilies } from '../../machines/workflows';
import type { BenchCompany, DeadlineCast } from './deadlineData';
import { CallFailed, type ScenarioClient } from './scenarioClient';
import type { WorkflowTable, WriteLedger } from './writeLedger';

const QUALIFICATION = statusFamilies.qualification;
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

interface Written {
  readonly id: number;
  readonly status: number;
  readonly version: number;
}
interface Batch {
  readonly results: readonly (
    | { id: number; ok: true; status: number; version: number }
    | { id: number; ok: false; message: string }
  )[];
}
interface CreditDraft extends Written {
  readonly materials: readonly { materialId: number }[];
}
interface OfferedCategory {
  readonly id: number;
  readonly openApplicationId: number | null;
}
interface ApplicableCourse {
  readonly id: number;
  readonly dates: readonly { id: number; remainingPlaces: number }[];
  readonly remainingPlaces: number;
}

/** Work waiting for the next role, each item taken once. */
export class DeadlineQueues {
  readonly creditToInstitution: Written[] = [];
  readonly creditToPlatform: Written[] = [];
  readonly projectToInstitution: Written[] = [];
  readonly projectToPlatform: Written[] = [];
  readonly signUpsToApprove: Written[] = [];
  readonly examsToRecord: { id: number; version: number }[];
  readonly certificatesToIssue: Written[] = [];
  /** The company of each credit application submitted in the run. */
  readonly creditOwners = new Map<number, number>();
  /** Approved credit applications by company: the company views its certificate. */
  readonly approvedCredit = new Map<number, number>();

  constructor(cast: DeadlineCast) {
    this.examsToRecord = [...cast.examinable];
  }
}

export interface ScenarioContext {
  readonly client: ScenarioClient;
  readonly ledger: WriteLedger;
  readonly queues: DeadlineQueues;
  readonly cast: DeadlineCast;
  /** Whether the user should keep going (false once its stage and the run are over). */
  readonly running: () => boolean;
  readonly thinkMs: number;
}

/** One simulated user: runs until `running()` turns false. */
export type Scenario = (context: ScenarioContext, token: string) => Promise<void>;

const pause = (context: ScenarioContext) =>
  new Promise((resolve) => setTimeout(resolve, context.thinkMs * (0.5 + Math.random())));

/** Runs `steps` with a pause before each, until the run ends; a failed call starts over. */
async function loop(context: ScenarioContext, steps: () => AsyncGenerator<unknown>) {
  while (context.running()) {
    try {
      for await (const _ of steps()) {
        if (!context.running()) return;
        await pause(context);
      }
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      await pause(context);
    }
    await pause(context);
  }
}

const take = <T>(queue: T[], count: number) => queue.splice(0, count);

/**
 * Notes each decided item and passes it on; an item the batch refused is an error of its
 * own kind (the batch answered 200, but no reviewer here decides anything twice).
 */
function noteBatch(context: ScenarioContext, table: WorkflowTable, batch: Batch, next?: Written[]) {
  for (const result of batch.results) {
    if (!result.ok) {
      context.client.stage.record(`refused in a batch (${table})`, 0, result.message);
      continue;
    }
    context.ledger.row(table, result.id, result);
    next?.push(result);
  }
}

async function upload(context: ScenarioContext, token: string, purpose: string) {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'material.pdf');
  const file = await context.client.json<{ id: string }>('upload a file', 'POST', '/api/files', {
    token,
    form,
  });
  context.ledger.file(file.id);
  return file.id;
}

/** A company: reads its messages and lists, applies for credit, declares a project, signs up. */
export function companyScenario(company: BenchCompany): Scenario {
  return (context, token) => {
    const { client, ledger, queues } = context;
    const get = <T>(kind: string, path: string) => client.json<T>(kind, 'GET', path, { token });
    const post = <T>(kind: string, path: string, body: unknown) =>
      client.json<T>(kind, 'POST', path, { token, body });
    let applied = false;
    let declared = false;
    let signedUp = false;
    const signedUpFor = new Set(company.signedUpCourses);

    async function* applyForCredit() {
      const offered = await get<OfferedCategory[]>(
        'credit: offered categories',
        '/api/credit-category/query-offered-credit-list',
      );
      yield;
      for (const category of offered.filter((entry) => entry.openApplicationId === null)) {
        const institutions = await get<{ id: number }[]>(
          'credit: review institutions',
          `/api/credit-category/query-review-institutions?categoryId=${category.id}`,
        );
        if (
          !institutions.some((institution) => institution.id === context.cast.reviewInstitutionId)
        )
          continue;
        yield;
        let draft = await post<CreditDraft>(
          'credit: create draft',
          '/api/credit-category/create-corporatecredit',
          {
            categoryId: String(category.id),
            institutionId: String(context.cast.reviewInstitutionId),
            contactName: '赵经理',
            contactMobile: '13812345678',
            description: '近三年完成系统集成项目二十余项，团队稳定。',
            personIds: [company.personId],
          },
        );
        ledger.row('credit_applications', draft.id, draft);
        for (const material of draft.materials) {
          yield;
          const fileId = await upload(context, token, 'creditMaterial');
          draft = await post<CreditDraft>(
            'credit: attach material',
            '/api/credit-category/update-corporatecredit-material',
            {
              id: draft.id,
              version: draft.version,
              materialId: material.materialId,
              fileId,
            },
          );
          ledger.row('credit_applications', draft.id, draft);
        }
        yield;
        const submitted = await post<Written>(
          'credit: submit',
          '/api/credit-category/submit-corporatecredit',
          {
            id: draft.id,
            version: draft.version,
          },
        );
        ledger.row('credit_applications', submitted.id, submitted);
        queues.creditOwners.set(submitted.id, company.corporateId);
        queues.creditToInstitution.push(submitted);
        return;
      }
    }

    async function* declareProject() {
      const institutions = await get<{ id: number }[]>(
        'project: review institutions',
        '/api/corporate/query-project-institutions',
      );
      if (!institutions.some((institution) => institution.id === context.cast.reviewInstitutionId))
        return;
      yield;
      const contractFileId = await upload(context, token, 'project');
      yield;
      const acceptanceFileId = await upload(context, token, 'project');
      yield;
      const project = await post<Written>('project: submit', '/api/corporate/submit-applyproject', {
        name: '智慧园区综合管理平台建设项目',
        client: '成都高新区管理委员会',
        contractAmount: '3860000.00',
        startDate: '2023-03-01',
        endDate: '2024-06-30',
        role: 'generalContractor',
        managerId: String(company.personId),
        institutionId: String(context.cast.reviewInstitutionId),
        description: '建设园区物联感知、视频联网与综合运营管理平台，已通过竣工验收。',
        contractFileId,
        acceptanceFileId,
      });
      ledger.row('project_applications', project.id, project);
      queues.projectToInstitution.push(project);
    }

    /** A course of the demo training institution, found in the picker by its name. */
    async function* signPersonUp() {
      const open = context.cast.trainingCourses.filter((course) => !signedUpFor.has(course.id));
      const wanted = open[Math.floor(Math.random() * open.length)];
      if (!wanted) return;
      const courses = await get<ApplicableCourse[]>(
        'sign-up: applicable courses',
        `/api/train/applycourselist?name=${encodeURIComponent(wanted.name)}`,
      );
      const date = courses
        .find((course) => course.id === wanted.id && course.remainingPlaces > 0)
        ?.dates.find((candidate) => candidate.remainingPlaces > 0);
      if (!date) return;
      yield;
      const signUps = await post<(Written & { courseId: number })[]>(
        'sign-up: sign people up',
        '/api/train/entry-course',
        {
          trainingDateId: date.id,
          personIds: [company.personId],
        },
      );
      for (const signUp of signUps) {
        signedUpFor.add(signUp.courseId);
        ledger.row('sign_ups', signUp.id, signUp);
        queues.signUpsToApprove.push(signUp);
      }
    }

    return loop(context, async function* () {
      await get('list: messages', '/api/corporate/query-message-page?pageIndex=1&pageSize=10');
      yield;
      await get(
        'list: my credit applications',
        '/api/credit-category/query-my-corporatecredit-page?pageIndex=1&pageSize=10',
      );
      yield;
      if (!applied) {
        applied = true;
        yield* applyForCredit();
      } else if (!declared) {
        declared = true;
        yield* declareProject();
      } else if (!signedUp) {
        signedUp = true;
        yield* signPersonUp();
      } else {
        await get(
          'list: my projects',
          '/api/corporate/query-my-applyproject-page?pageIndex=1&pageSize=10',
        );
        yield;
        await get('list: my sign-ups', '/api/train/query-applycourse-page?pageIndex=1&pageSize=10');
      }
      const approved = queues.approvedCredit.get(company.corporateId);
      if (approved !== undefined) {
        yield;
        await client.bytes(
          'certificate: view',
          `/api/credit-category/compay-ecert/${approved}`,
          token,
        );
      }
    });
  };
}

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
    const credit = take(queues.creditToInstitution, 10);
    if (credit.length > 0) {
      const batch = await client.json<Batch>(
        'credit: institution approves',
        'POST',
        '/api/credit-category/muliti-update-corporatecredit-status',
        {
          token,
          body: {
            items: credit.map(({ id, version }) => ({ id, version })),
            event: 'INSTITUTION_APPROVE',
          },
        },
      );
      noteBatch(context, 'credit_applications', batch, queues.creditToPlatform);
      yield;
    }
    await client.json(
      'list: institution project queue',
      'GET',
      `/api/corporate/query-check-applyproject-page?pageIndex=1&pageSize=10&status=${submitted}`,
      { token },
    );
    const projects = take(queues.projectToInstitution, 10);
    if (projects.length > 0) {
      yield;
      const batch = await client.json<Batch>(
        'project: institution approves',
        'POST',
        '/api/audit/muliti-update-corporateproject-status',
        {
          token,
          body: {
            items: projects.map(({ id, version }) => ({ id, version })),
            event: 'INSTITUTION_APPROVE',
          },
        },
      );
      noteBatch(context, 'project_applications', batch, queues.projectToPlatform);
    }
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
    const credit = take(queues.creditToPlatform, 10);
    if (credit.length > 0) {
      const batch = await client.json<Batch>(
        'credit: platform approves (certificate)',
        'POST',
        '/api/credit-category/muliti-update-corporatecredit-status',
        {
          token,
          body: {
            items: credit.map(({ id, version }) => ({ id, version })),
            event: 'PLATFORM_APPROVE',
          },
        },
      );
      noteBatch(context, 'credit_applications', batch);
      for (const result of batch.results) {
        const owner = queues.creditOwners.get(result.id);
        if (result.ok && owner !== undefined) queues.approvedCredit.set(owner, result.id);
      }
      yield;
    }
    const projects = take(queues.projectToPlatform, 10);
    if (projects.length > 0) {
      const batch = await client.json<Batch>(
        'project: platform approves',
        'POST',
        '/api/audit/muliti-update-corporateproject-status',
        {
          token,
          body: {
            items: projects.map(({ id, version }) => ({ id, version })),
            event: 'PLATFORM_APPROVE',
          },
        },
      );
      noteBatch(context, 'project_applications', batch);
      yield;
    }
    await client.json(
      'list: personnel certificates to issue',
      'GET',
      '/api/train/query-entryusercerdit-page?pageIndex=1&pageSize=10',
      { token },
    );
    const certificates = take(queues.certificatesToIssue, 10);
    if (certificates.length > 0) {
      yield;
      const batch = await client.json<Batch>(
        'sign-up: issue certificates',
        'PUT',
        '/api/train/muliti-update-entryusercerdit-status',
        {
          token,
          body: { items: certificates.map(({ id, version }) => ({ id, version })), event: 'ISSUE' },
        },
      );
      noteBatch(context, 'sign_ups', batch);
    }
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
    const signUps = take(queues.signUpsToApprove, 10);
    if (signUps.length > 0) {
      const batch = await client.json<Batch>(
        'sign-up: institution approves',
        'PUT',
        '/api/train/muliti-update-applycourse-status',
        {
          token,
          body: {
            items: signUps.map(({ id, version }) => ({ id, version })),
            event: 'APPROVE_SIGNUP',
          },
        },
      );
      noteBatch(context, 'sign_ups', batch);
      yield;
    }
    const exams = take(queues.examsToRecord, 10);
    if (exams.length > 0) {
      const batch = await client.json<Batch>(
        'sign-up: record exams',
        'POST',
        '/api/train/muliti-auditexamination',
        {
          token,
          body: {
            items: exams.map(({ id, version }) => ({ id, version, score: 86 })),
            event: 'PASS_EXAM',
          },
        },
      );
      noteBatch(context, 'sign_ups', batch, queues.certificatesToIssue);
    }
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
