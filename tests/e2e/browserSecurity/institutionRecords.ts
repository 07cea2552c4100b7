/**
 * A member company's institution application of one kind (MEMBER's) in the state a route
 * needs (applicationRecords.ts), or approved for the switch. Fields already filled keep
 * their values (a payload stored earlier stays to be shown); only empty ones get what a
 * submission needs.
 */
import { readFileSync } from 'node:fs';
import type { InstitutionApplication, StoredFileInfo } from '../../../machines/contracts';
import type { InstitutionKind } from '../../../machines/access/roles';
import { ApplicationRecords } from './applicationRecords';
import { MEMBER, REVIEWER, type DemoApi } from './demoApi';

const FORM = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const OWN_LATEST = '/api/corporate/query-my-institutionapply-page?pageIndex=1&pageSize=1';
const VERIFIED = '/api/train/query-person?pageIndex=1&pageSize=1';

export const INSTITUTION_ROUTES = {
  training: {
    save: '/api/train/create-traincorporate',
    submit: '/api/train/submit-traincorporate',
    withdraw: '/api/train/withdraw-traincorporate',
    detail: '/api/train/query-corporatetrain',
    decide: '/api/train/update-traincorporatestatus',
    decideBatch: '/api/train/muliti-update-traincorporatestatus',
    switch: '/api/audit/update-traincorporate-switch',
  },
  review: {
    save: '/api/audit/create-auditcorporate',
    submit: '/api/audit/submit-auditcorporate',
    withdraw: '/api/audit/withdraw-auditcorporate',
    detail: '/api/audit/query-auditcorporate-detail',
    decide: '/api/audit/update-auditcorporate-status',
    decideBatch: '/api/audit/muliti-update-auditcorporate-status',
    switch: '/api/audit/update-auditcorporate-switch',
  },
} as const;

export class InstitutionRecords extends ApplicationRecords<InstitutionApplication> {
  private readonly routes;

  constructor(
    api: DemoApi,
    readonly kind: InstitutionKind,
  ) {
    const routes = INSTITUTION_ROUTES[kind];
    super(api, {
      latest: `${OWN_LATEST}&kind=${kind}`,
      detail: (id) => `${routes.detail}?id=${id}`,
      save: routes.save,
      submit: routes.submit,
      withdraw: routes.withdraw,
    });
    this.routes = routes;
  }

  protected async missingFields(row: InstitutionApplication) {
    const defaults = {
      businessLine: '0',
      introduction: '安全测试机构简介',
      premises: '安全测试场地',
      courseScope: this.kind === 'training' ? '安全测试课程' : '',
      contactName: '安全测试',
      contactMobile: '13712345678',
    } as const;
    const missing: Record<string, unknown> = Object.fromEntries(
      Object.entries(defaults).filter(
        ([field, value]) => value && !row[field as keyof typeof defaults],
      ),
    );
    if (row.people.length === 0) missing.personIds = [await this.verifiedPerson()];
    if (!row.qualificationFile) missing.qualificationFileId = await this.uploadForm();
    return missing;
  }

  private async verifiedPerson(): Promise<number> {
    const page = await this.api.call<{ list: { id: number }[] }>(MEMBER, 'GET', VERIFIED);
    const [person] = page.list;
    if (!person) throw new Error('the member company has no verified person');
    return person.id;
  }

  private async uploadForm(): Promise<string> {
    const form = await this.api.upload<StoredFileInfo>(
      MEMBER,
      { name: 'form.png', buffer: FORM },
      'institutionForm',
    );
    if (form.status !== 0) throw new Error(`upload: ${form.message}`);
    return form.data.id;
  }

  /** An approved application: the institution the switch turns off. */
  async approved(): Promise<{ id: number; version: number }> {
    const body = { ...(await this.pending()), event: 'APPROVE' };
    const approved = await this.api.call<InstitutionApplication>(
      REVIEWER,
      'POST',
      this.routes.decide,
      body,
    );
    return { id: approved.id, version: approved.version };
  }
}
