/**
 * A member company's credit application (MEMBER's) in the state a route needs
 * (applicationRecords.ts): a new draft names the first open category of line 1 (the demo
 * has a review institution of that line); a submission needs a file for every material,
 * given one by one. Fields already filled keep their values.
 */
import { readFileSync } from 'node:fs';
import type {
  CreditApplication,
  OfferedCreditCategory,
  OfferedReviewInstitution,
  StoredFileInfo,
} from '../../../machines/contracts';
import { ApplicationRecords } from './applicationRecords';
import { MEMBER, type DemoAccount, type DemoApi } from './demoApi';
import { DEMO } from '../../demoUsers';

const MATERIAL = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const VERIFIED = '/api/train/query-person?pageIndex=1&pageSize=1';
/** Statuses still being written or reviewed (draft, submitted, returned, awaiting platform). */
const OPEN = new Set([0, 1, 2, 3, 5]);

export const CREDIT_ROUTES = {
  latest: '/api/credit-category/query-my-corporatecredit-page?pageIndex=1&pageSize=1',
  detail: (id: number) => `/api/credit-category/query-corporatecredit-detail?id=${id}`,
  save: '/api/credit-category/create-corporatecredit',
  submit: '/api/credit-category/submit-corporatecredit',
  withdraw: '/api/credit-category/withdraw-corporatecredit',
  material: '/api/credit-category/update-corporatecredit-material',
  offered: '/api/credit-category/query-offered-credit-list',
  institutions: (categoryId: number) =>
    `/api/credit-category/query-review-institutions?categoryId=${categoryId}`,
} as const;

/** The demo's review institution of line 1, in its review role. */
export const INSTITUTION_ACCOUNT = DEMO.rongchengAdmin;
const INSTITUTION: DemoAccount = { userName: INSTITUTION_ACCOUNT, role: '2101' };

export class CreditRecords extends ApplicationRecords<CreditApplication> {
  /** Applications the platform decided on: its pages show their timelines. */
  readonly reviewed = new Set<number>();
  private institutionReady: Promise<unknown> | undefined;

  constructor(api: DemoApi) {
    super(api, CREDIT_ROUTES);
  }

  /** MEMBER's application submitted and approved by its institution: the platform's to decide. */
  async atPlatform(): Promise<{ id: number; version: number }> {
    this.institutionReady ??= this.api.call(INSTITUTION, 'PUT', '/api/user/update-usertype', {
      role: INSTITUTION.role,
    });
    await this.institutionReady;
    const pending = await this.pending();
    const approved = await this.api.call<CreditApplication>(
      INSTITUTION,
      'POST',
      '/api/credit-category/update-corporatecredit-status',
      { ...pending, event: 'INSTITUTION_APPROVE' },
    );
    this.reviewed.add(approved.id);
    return { id: approved.id, version: approved.version };
  }

  /** A category of line 1 the company has no open application of (one per category). */
  protected override async newDraftBody() {
    const offered = await this.api.call<OfferedCreditCategory[]>(
      MEMBER,
      'GET',
      CREDIT_ROUTES.offered,
    );
    const own = await this.api.call<{ list: CreditApplication[] }>(
      MEMBER,
      'GET',
      CREDIT_ROUTES.latest.replace('pageSize=1', 'pageSize=100'),
    );
    const open = new Set(
      own.list.filter((row) => OPEN.has(row.status)).map((row) => row.categoryId),
    );
    const category = offered.find(
      (candidate) => candidate.businessLine === 1 && !open.has(candidate.id),
    );
    if (!category) throw new Error('no open category of line 1 left to apply for');
    return { categoryId: String(category.id) };
  }

  protected override async completeOutsideBody(row: CreditApplication) {
    let current = row;
    for (const material of row.materials.filter((candidate) => !candidate.file)) {
      const file = await this.api.upload<StoredFileInfo>(
        MEMBER,
        { name: 'material.png', buffer: MATERIAL },
        'creditMaterial',
      );
      if (file.status !== 0) throw new Error(`upload: ${file.message}`);
      current = await this.api.call<CreditApplication>(MEMBER, 'POST', CREDIT_ROUTES.material, {
        id: current.id,
        version: current.version,
        materialId: material.materialId,
        fileId: file.data.id,
      });
    }
    return current;
  }

  protected async missingFields(row: CreditApplication) {
    const defaults = {
      contactName: '安全测试',
      contactMobile: '13712345678',
      description: '安全测试申请说明',
    } as const;
    const missing: Record<string, unknown> = Object.fromEntries(
      Object.entries(defaults).filter(([field]) => !row[field as keyof typeof defaults]),
    );
    if (row.institutionId === null) {
      const [institution] = await this.api.call<OfferedReviewInstitution[]>(
        MEMBER,
        'GET',
        CREDIT_ROUTES.institutions(row.categoryId),
      );
      if (!institution) throw new Error('no review institution of the category');
      missing.institutionId = String(institution.id);
    }
    if (row.people.length === 0) {
      const page = await this.api.call<{ list: { id: number }[] }>(MEMBER, 'GET', VERIFIED);
      missing.personIds = page.list.map((person) => person.id).slice(0, 1);
    }
    return missing;
  }
}
