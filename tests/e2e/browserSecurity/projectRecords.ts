/**
 * A member company's project declaration (MEMBER's) in the state a route needs
 * (applicationRecords.ts): a new draft is named; a submission needs every field, a verified
 * manager, the review institution and both documents. The platform's decisions need one
 * its institution approved first.
 */
import { readFileSync } from 'node:fs';
import type { ProjectApplication, StoredFileInfo } from '../../../machines/contracts';
import { ApplicationRecords } from './applicationRecords';
import { INSTITUTION_ACCOUNT } from './creditRecords';
import { MEMBER, type DemoAccount, type DemoApi } from './demoApi';

const DOCUMENT = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const VERIFIED = '/api/train/query-person?pageIndex=1&pageSize=1';

export const PROJECT_ROUTES = {
  latest: '/api/corporate/query-my-applyproject-page?pageIndex=1&pageSize=1',
  detail: (id: number) => `/api/corporate/query-applyproject-detail?id=${id}`,
  save: '/api/corporate/create-applyproject',
  submit: '/api/corporate/submit-applyproject',
  withdraw: '/api/corporate/withdraw-applyproject',
  institutions: '/api/corporate/query-project-institutions',
  decide: '/api/audit/update-corporateproject-status',
} as const;

const INSTITUTION: DemoAccount = { userName: INSTITUTION_ACCOUNT, role: '2101' };

export class ProjectRecords extends ApplicationRecords<ProjectApplication> {
  /** Declarations the platform decided on: its pages show their timelines. */
  readonly reviewed = new Set<number>();
  private institutionReady: Promise<unknown> | undefined;

  constructor(api: DemoApi) {
    super(api, PROJECT_ROUTES);
  }

  /** MEMBER's declaration submitted and approved by its institution: the platform's to decide. */
  async atPlatform(): Promise<{ id: number; version: number }> {
    this.institutionReady ??= this.api.call(INSTITUTION, 'PUT', '/api/user/update-usertype', {
      role: INSTITUTION.role,
    });
    await this.institutionReady;
    const pending = await this.pending();
    const approved = await this.api.call<ProjectApplication>(
      INSTITUTION,
      'POST',
      PROJECT_ROUTES.decide,
      { ...pending, event: 'INSTITUTION_APPROVE' },
    );
    this.reviewed.add(approved.id);
    return { id: approved.id, version: approved.version };
  }

  protected override newDraftBody() {
    return Promise.resolve({ name: '安全测试项目' });
  }

  private async document(): Promise<string> {
    const file = await this.api.upload<StoredFileInfo>(
      MEMBER,
      { name: 'document.png', buffer: DOCUMENT },
      'project',
    );
    if (file.status !== 0) throw new Error(`upload: ${file.message}`);
    return file.data.id;
  }

  protected async missingFields(row: ProjectApplication) {
    const defaults = {
      client: '安全测试建设单位',
      contractAmount: '1000000',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      role: 'generalContractor',
      description: '安全测试项目概况',
    } as const;
    const missing: Record<string, unknown> = Object.fromEntries(
      Object.entries(defaults).filter(([field]) => !row[field as keyof typeof defaults]),
    );
    if (row.managerId === null) {
      const page = await this.api.call<{ list: { id: number }[] }>(MEMBER, 'GET', VERIFIED);
      const [manager] = page.list;
      if (!manager) throw new Error('no verified person to manage the project');
      missing.managerId = String(manager.id);
    }
    if (row.institutionId === null) {
      const options = await this.api.call<{ id: number; name: string }[]>(
        MEMBER,
        'GET',
        PROJECT_ROUTES.institutions,
      );
      const institution = options.find((option) => option.name.startsWith('蓉城'));
      if (!institution) throw new Error('no review institution rongcheng to name');
      missing.institutionId = String(institution.id);
    }
    if (!row.contractFile) missing.contractFileId = await this.document();
    if (!row.acceptanceFile) missing.acceptanceFileId = await this.document();
    return missing;
  }
}
