/**
 * A member company's past training declaration (MEMBER's) in the state a route needs
 * (applicationRecords.ts): a new draft names its kind and training; a submission needs a
 * verified trainee, the training's days and hours, who gave it and a proof. The platform
 * decides on submitted ones.
 */
import { readFileSync } from 'node:fs';
import type { StoredFileInfo, TrainingHistory } from '../../../machines/contracts';
import { ApplicationRecords } from './applicationRecords';
import { MEMBER, type DemoApi } from './demoApi';

const PROOF = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const VERIFIED = '/api/train/query-person?pageIndex=1&pageSize=1';

export const HISTORY_ROUTES = {
  latest: '/api/corporate/query-corporatetrainhistory-list?kind=history&pageIndex=1&pageSize=1',
  detail: (id: number) => `/api/corporate/query-corporatetrainhistory-detail?id=${id}`,
  save: '/api/corporate/create-corporatetrain-history',
  submit: '/api/corporate/submit-corporatetrain-history',
  withdraw: '/api/corporate/withdraw-corporatetrain-history',
  decide: '/api/audit/update-corporatetrainhistory-status',
} as const;

export class HistoryRecords extends ApplicationRecords<TrainingHistory> {
  /** Declarations the platform decided on: its dialog shows their timelines. */
  readonly reviewed = new Set<number>();

  constructor(api: DemoApi) {
    super(api, HISTORY_ROUTES);
  }

  /** MEMBER's declaration, submitted: the platform's to decide (and to show). */
  async atPlatform(): Promise<{ id: number; version: number }> {
    const pending = await this.pending();
    this.reviewed.add(pending.id);
    return pending;
  }

  protected override newDraftBody() {
    return Promise.resolve({ kind: 'history', courseName: '安全测试培训' });
  }

  protected async missingFields(row: TrainingHistory) {
    const defaults = {
      organizer: '安全测试培训机构',
      startDate: '2024-01-08',
      endDate: '2024-01-10',
      creditHours: '16',
    } as const;
    const missing: Record<string, unknown> = Object.fromEntries(
      Object.entries(defaults).filter(([field]) => !row[field as keyof typeof defaults]),
    );
    if (row.personId === null) {
      const page = await this.api.call<{ list: { id: number }[] }>(MEMBER, 'GET', VERIFIED);
      const [person] = page.list;
      if (!person) throw new Error('no verified person to declare a training of');
      missing.personId = String(person.id);
    }
    if (!row.proofFile) {
      const file = await this.api.upload<StoredFileInfo>(
        MEMBER,
        { name: 'proof.png', buffer: PROOF },
        'training-history',
      );
      if (file.status !== 0) throw new Error(`upload: ${file.message}`);
      missing.proofFileId = file.data.id;
    }
    return missing;
  }
}
