/** People of the personnel stories: in every status, with the steps that lead there. */
import type { Party } from '@machines/workflows';
import { statusFamilies } from '@machines/workflows';
import type { Person, PersonDetail } from '../../src/lib/api/people';
import { licenceImage, timelineOf } from '../support/storyKit';
import { PATHS } from '../realname/realnameFixtures';

const family = statusFamilies.application;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const photoFile = { ...licenceImage, id: 'f-photo', name: '陈志强-照片.png' };
export const idCardFile = { ...licenceImage, id: 'f-id-card', name: '陈志强-身份证.png' };

export function person(state: string, overrides: Partial<Person> = {}): Person {
  const steps = PATHS[state] ?? [];
  const decided = ['approved', 'rejected', 'returned', 'revoked'].includes(state);
  return {
    id: 301,
    corporateId: 7,
    companyName: '四川蜀信智联科技有限公司',
    status: family.codeOf(state),
    version: steps.length + 1,
    name: '陈志强',
    gender: 'male',
    idCard: '510107198504181236',
    mobile: '13700001000',
    email: 'chenzq@example.com',
    education: 'master',
    professionalTitle: 'senior',
    employedFrom: '2015-07-01',
    employedTo: '',
    photoFile,
    idCardFile,
    diplomaFile: null,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: decided ? at(3, 10) : null,
    createdAt: at(1, 8),
    updatedAt: at(1 + steps.length, 9),
    ...overrides,
  };
}

/** The detail answer for a person in `state`, as `party` would get it. */
export function personDetail(
  state: string,
  party: Party = 'platform',
  overrides: Partial<Person> = {},
): PersonDetail {
  const row = person(state, overrides);
  return {
    person: row,
    events: timelineOf(PATHS[state] ?? []),
    availableEvents: family.availableEvents(row.status, { party }),
  };
}

/** A page of the platform list: declared people of several companies, masked. */
export const declaredRows: Person[] = [
  person('submitted', { id: 1, name: '周婷', idCard: '5101**********2026', mobile: '137****1003' }),
  person('submitted', {
    id: 2,
    name: '何丽',
    companyName: '成都锦城数码系统集成有限公司',
    idCard: '5101**********0921',
    mobile: '137****1007',
  }),
  person('approved', { id: 3, idCard: '5101**********1234', mobile: '137****1000' }),
  person('returned', { id: 4, name: '吴昊', idCard: '5101**********3010', mobile: '137****1004' }),
  person('rejected', {
    id: 5,
    name: '马超',
    companyName: '成都锦城数码系统集成有限公司',
    idCard: '5101**********0312',
    mobile: '137****1008',
  }),
];
