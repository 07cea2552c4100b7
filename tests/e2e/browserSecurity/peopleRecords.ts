/**
 * People of the company's roster for the browser suite: a complete body to declare (each
 * with an ID card number no other has), and a declared person awaiting a decision. The
 * people it declares are visited with their dialog open (`?person=`).
 */
import { readFileSync } from 'node:fs';
import type { Person, StoredFileInfo } from '../../../machines/contracts';
import { idCardCheckCharacter } from '../../../machines/validation/idCard';
import { COMPANY, type DemoApi } from './demoApi';

const PHOTO = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const DECLARE_PATH = '/api/user/declare-userstaff';
const DAY_MS = 86_400_000;

let sequence = 0;

export class PeopleRecords {
  /** Every person the suite declared: their dialogs are visited. */
  readonly touched = new Set<number>();

  constructor(private readonly api: DemoApi) {}

  /** An ID card number no other person of the run has. */
  idCard(): string {
    sequence += 1;
    const birth = new Date(
      Date.UTC(1960, 0, 1) + ((Date.now() / 1000 + sequence) % 15000) * DAY_MS,
    );
    const first17 = `510104${birth.toISOString().slice(0, 10).replaceAll('-', '')}555`;
    return first17 + idCardCheckCharacter(first17);
  }

  /** Every field a declaration needs, the pictures uploaded by the company. */
  async completeBody() {
    return {
      name: '安全测试员工',
      gender: 'male',
      idCard: this.idCard(),
      mobile: '13712345678',
      education: 'bachelor',
      professionalTitle: 'junior',
      employedFrom: '2020-01-01',
      photoFileId: await this.picture('personPhoto'),
      idCardFileId: await this.picture('personIdCard'),
    };
  }

  /** A newly declared person, awaiting the platform's decision. */
  async pending(): Promise<{ id: number; version: number }> {
    const person = await this.api.call<Person>(
      COMPANY,
      'POST',
      DECLARE_PATH,
      await this.completeBody(),
    );
    this.touched.add(person.id);
    return { id: person.id, version: person.version };
  }

  private async picture(purpose: string): Promise<string> {
    const answer = await this.api.upload<StoredFileInfo>(
      COMPANY,
      { name: 'photo.png', buffer: PHOTO },
      purpose,
    );
    if (answer.status !== 0) throw new Error(`upload: ${answer.message}`);
    return answer.data.id;
  }
}
