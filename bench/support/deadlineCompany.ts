/**
 * The companies of `npm run bench:deadline` (bench/support/deadlineScenarios.ts says how
 * users are run): each reads its messages and lists, applies for credit with a file for each
 * material, declares a project, signs a person up, and views its certificate once approved.
 */
import type { BenchCompany } from './deadlineData';
import { loop, type Scenario, type ScenarioContext, type Written } from './deadlineScenarios';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

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
