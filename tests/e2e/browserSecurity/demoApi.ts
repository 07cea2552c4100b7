/** The demo accounts the browser suite writes and browses as, each signed in once. */
import type { APIRequestContext } from '@playwright/test';
import type { Permission } from '../../../machines/access/permissions';
import { may } from '../../../machines/access/permissions';
import type { RoleCode } from '../../../machines/access/roles';
import { apiEnvelope, apiToken, type Envelope } from '../support';
import { DEMO } from '../../demoUsers';

export interface DemoAccount {
  readonly userName: string;
  /** The role the account is in after login. */
  readonly role: RoleCode;
}

export const COMPANY: DemoAccount = { userName: DEMO.jinchengAdmin, role: '2000' };
export const REVIEWER: DemoAccount = { userName: DEMO.platformReviewer, role: '0100' };
export const SUPER_ADMIN: DemoAccount = { userName: DEMO.superAdmin, role: '0000' };

/**
 * A member company of its own for the membership writes: every store there is a workflow
 * step with a message to the applicant, and so many would push COMPANY's other messages
 * (the stored payloads among them) off the message centre's longest page.
 */
export const MEMBER: DemoAccount = { userName: DEMO.wenjiangAdmin, role: '2000' };

/** shuxin, the demo's course applicant (courseRecords.ts switches it into 2010). */
export const COURSE_INSTITUTION: DemoAccount = { userName: DEMO.shuxinAdmin, role: '2010' };

/** The demo's individual trainee (吴磊): signs up in their own name (issue 16). */
export const TRAINEE: DemoAccount = { userName: DEMO.trainee, role: '1000' };

/** One account per kind of writer: the company, the platform reviewer, the super-admin. */
export const DEMO_WRITERS: readonly DemoAccount[] = [COMPANY, REVIEWER, SUPER_ADMIN];

/** Permissions written as another account than the first demo writer who may. */
const PERMISSION_WRITERS: Partial<Record<Permission, DemoAccount>> = {
  'membership.apply': MEMBER,
  'institution.apply': MEMBER,
  'credit.apply': MEMBER,
  'project.apply': MEMBER,
  'trainingHistory.apply': MEMBER,
  'course.apply': COURSE_INSTITUTION,
  'signUp.self': TRAINEE,
  'signUp.apply': TRAINEE,
  'signUp.review': COURSE_INSTITUTION,
};

/** The demo writer of a route (public routes: the company, for a session). */
export function writerFor(permission: Permission | null): DemoAccount | undefined {
  if (permission === null) return COMPANY;
  return (
    PERMISSION_WRITERS[permission] ?? DEMO_WRITERS.find((account) => may(permission, account.role))
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class DemoApi {
  private readonly tokens = new Map<string, Promise<string>>();

  constructor(readonly request: APIRequestContext) {}

  token(account: DemoAccount): Promise<string> {
    let token = this.tokens.get(account.userName);
    if (!token) {
      token = apiToken(this.request, account.userName);
      this.tokens.set(account.userName, token);
    }
    return token;
  }

  /** The answer, refusals included. */
  async send<T = unknown>(
    account: DemoAccount | null,
    method: Method,
    path: string,
    data?: unknown,
  ): Promise<Envelope<T>> {
    const token = account ? await this.token(account) : null;
    return apiEnvelope<T>(this.request, token, method, path, data);
  }

  /** The answer's data; a refusal throws. */
  async call<T>(
    account: DemoAccount | null,
    method: Method,
    path: string,
    data?: unknown,
  ): Promise<T> {
    const answer = await this.send<T>(account, method, path, data);
    if (answer.status !== 0) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.message}`);
    }
    return answer.data;
  }

  /** `POST /api/files`: multipart, the one write the OpenAPI document gives no body for. */
  /** `POST /api/user/import-userstaff` with a filled-in template. */
  async importSheet<T>(account: DemoAccount, buffer: Buffer, mode: string) {
    const response = await this.request.post('/api/user/import-userstaff', {
      headers: { 'access-token': await this.token(account) },
      multipart: {
        file: {
          name: 'people.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer,
        },
        mode,
      },
    });
    return (await response.json()) as Envelope<T>;
  }

  async upload<T>(account: DemoAccount, file: { name: string; buffer: Buffer }, purpose: string) {
    const response = await this.request.post('/api/files', {
      headers: { 'access-token': await this.token(account) },
      multipart: { file: { ...file, mimeType: 'image/png' }, purpose },
    });
    return (await response.json()) as Envelope<T>;
  }
}
