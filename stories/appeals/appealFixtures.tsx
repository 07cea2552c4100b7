/**
 * Fixtures and frames of the account appeal stories: appeals in every status with the
 * timeline that leads there, their two images served from memory, and frames that restore
 * the form, SMS code and upload machines with calls bound to story functions.
 */
import { useState, type ReactNode } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { smsCodeMachine, type SmsCodeContext as SmsMachineContext } from '@machines/app/smsCode';
import type { ChosenFile, StoredFile, UploadMachine } from '@machines/app/upload';
import type { AppealAccount, SmsDelivery } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { FormContext, SmsCodeContext } from '../../src/components/actorContexts';
import { FileSourceContext, type FileSource } from '../../src/components/FilePreview';
import { PublicFrame } from '../../src/components/PublicFrame';
import {
  AppealUploadContext,
  APPEAL_FILE_TYPES,
  type AppealUploadField,
} from '../../src/features/appeals/appealUploads';
import type { CorporateAppeal, CorporateAppealDetail } from '../../src/lib/api/appeals';
import {
  type formSnapshot,
  licenceBlob,
  storyFormMachine,
  storyUploadMachine,
  uploadSnapshot,
  type FormCall,
} from '../support/storyKit';

// ---------------------------------------------------------------- images

const PROOF_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">' +
  '<rect width="600" height="420" fill="#ffffff" stroke="#1976d2" stroke-width="12"/>' +
  '<text x="300" y="90" font-size="40" text-anchor="middle" fill="#333">账号归属证明</text>' +
  '<text x="60" y="170" font-size="22" fill="#333">兹证明登录名 13900002001 的账号</text>' +
  '<text x="60" y="215" font-size="22" fill="#333">属于成都锦城数码系统集成有限公司。</text>' +
  '<circle cx="470" cy="320" r="60" fill="none" stroke="#b22222" stroke-width="6"/></svg>';

export const licenceFile = {
  id: 'f-appeal-licence',
  url: '/api/files/f-appeal-licence',
  name: '营业执照.png',
  type: 'image/png',
} satisfies StoredFile;

export const proofFile = {
  id: 'f-appeal-proof',
  url: '/api/files/f-appeal-proof',
  name: '账号归属证明.png',
  type: 'image/png',
} satisfies StoredFile;

/** `GET /api/files/:id` from memory (the form's previews: the browser's own copies). */
export const appealFileSource: FileSource = {
  load: (file) =>
    Promise.resolve(
      file.id === proofFile.id ? new Blob([PROOF_SVG], { type: 'image/svg+xml' }) : licenceBlob(),
    ),
};

// ---------------------------------------------------------------- appeals

const family = statusFamilies.appeal;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const REJECT_REASON = '申诉企业与该账号所属企业不一致，营业执照无法证明账号归属。';

export function appeal(state: string, overrides: Partial<CorporateAppeal> = {}): CorporateAppeal {
  const decided = state !== 'pending';
  return {
    id: 31,
    status: family.codeOf(state),
    version: decided ? 1 : 0,
    userName: '13900002001',
    companyName: '成都锦城数码系统集成有限公司',
    creditCode: '91510104MA6CJ5N28N',
    mobile: '13700002001',
    email: 'lixiuying.new@example.com',
    licenceFile,
    proofFile,
    createdAt: at(2, 9),
    decidedAt: decided ? at(3, 10) : null,
    updatedAt: decided ? at(3, 10) : at(2, 9),
    ...overrides,
  };
}

export const namedAccount: AppealAccount = {
  id: 12,
  userName: '13900002001',
  name: '李秀英',
  mobile: '13900002001',
  email: 'lixiuying@example.com',
  companyName: '成都锦城数码系统集成有限公司',
  creditCode: '91510104MA6CJ5N28N',
  enabled: true,
};

/** The detail answer of an appeal in `state`, as a reviewer gets it. */
export function appealDetail(
  state: string,
  {
    account = namedAccount,
    otherPendingAppeals = 0,
    resetCode = state === 'approved' ? sentResetCode : null,
    ...overrides
  }: Partial<CorporateAppeal> & {
    account?: AppealAccount | null;
    otherPendingAppeals?: number;
    resetCode?: SmsDelivery | null;
  } = {},
): CorporateAppealDetail {
  const row = appeal(state, overrides);
  const decision =
    state === 'approved'
      ? { event: 'APPROVE', comment: null }
      : state === 'rejected'
        ? { event: 'REJECT', comment: REJECT_REASON }
        : null;
  return {
    appeal: row,
    account,
    events: decision
      ? [
          {
            id: 1,
            fromCode: family.codeOf('pending'),
            toCode: row.status,
            event: decision.event,
            actorName: '周敏',
            actorRole: '0900',
            comment: decision.comment,
            createdAt: at(3, 10),
          },
        ]
      : [],
    availableEvents: family.availableEvents(row.status, { party: 'platform' }),
    // The account signs in with its mobile: approving moves the login name to the appeal's.
    loginNameAfterApproval:
      account && account.userName === account.mobile && row.mobile !== account.mobile
        ? row.mobile
        : null,
    otherPendingAppeals,
    resetCode,
  };
}

/** The approval's reset code, sent at once. */
export const sentResetCode: SmsDelivery = {
  state: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: at(3, 10),
  lastError: null,
};

/** Held back by the number's one-a-minute limit: tried again when it allows. */
export const waitingResetCode: SmsDelivery = {
  state: 'pending',
  attempts: 1,
  nextAttemptAt: at(3, 11),
  sentAt: null,
  lastError: 'smsDelivery.reason.tooSoon',
};

/** A page of the review list: every status, one naming no account. */
export const appealRows: CorporateAppeal[] = [
  appeal('pending', { id: 1, mobile: '137****2001' }),
  appeal('pending', {
    id: 2,
    userName: '13800009999',
    companyName: '成都天演数据科技有限公司',
    creditCode: '91510106MA6D8K2W1H',
    mobile: '138****9999',
    email: 'tianyan@example.com',
  }),
  appeal('approved', {
    id: 3,
    userName: '13900002005',
    companyName: '金沙信息安全技术有限公司',
    creditCode: '91510112MA6BG8P1CX',
    mobile: '139****2005',
  }),
  appeal('rejected', {
    id: 4,
    userName: '13900002003',
    companyName: '成都华西云图科技有限公司',
    creditCode: '91510108MA6E3R7T5C',
    mobile: '137****2003',
  }),
];

// ---------------------------------------------------------------- the form's machines

const idleSms: SmsMachineContext = {
  purpose: 'appeal',
  remaining: 0,
  sent: false,
  mobileError: null,
  error: null,
};

export function smsSnapshot(state: string, context: Partial<SmsMachineContext> = {}) {
  return smsCodeMachine.resolveState({ value: state, context: { ...idleSms, ...context } });
}

export type SmsCall = (request: { mobile: string; purpose: string }) => Promise<{
  retryAfterSeconds: number;
}>;

/** An image field's state as story args hold it: plain data, restored by the frame. */
export interface ImageUploadSetup {
  readonly state: string;
  readonly context: Parameters<typeof uploadSnapshot>[1];
}

export const imageUpload = (
  state: string,
  context: Parameters<typeof uploadSnapshot>[1] = {},
): ImageUploadSetup => ({ state, context });

/** Restored accepting images only, like the live form. */
const restoredImage = ({ state, context }: ImageUploadSetup) =>
  uploadSnapshot(state, { accept: APPEAL_FILE_TYPES, ...context });

export const uploadedImages = {
  licenceFileId: imageUpload('uploaded', { stored: licenceFile, progress: 100 }),
  proofFileId: imageUpload('uploaded', { stored: proofFile, progress: 100 }),
};

export interface AppealFormFrameProps {
  readonly form: ReturnType<typeof formSnapshot>;
  readonly sms?: ReturnType<typeof smsSnapshot>;
  readonly uploads?: Partial<Record<AppealUploadField, ImageUploadSetup>>;
  readonly submit: FormCall;
  readonly requestCode: SmsCall;
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
  readonly children: ReactNode;
}

/** The public page's card around the form, its machines restored and bound to story calls. */
export function AppealFormFrame({
  form,
  sms,
  uploads,
  submit,
  requestCode,
  upload,
  children,
}: AppealFormFrameProps) {
  const [formLogic] = useState(() => storyFormMachine(() => Promise.reject(new Error()), submit));
  const [smsLogic] = useState(() =>
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input }) => requestCode(input)) },
    }),
  );
  const [uploadSetup] = useState(() => ({
    logic: storyUploadMachine(upload) as UploadMachine,
    ...(uploads
      ? {
          snapshots: Object.fromEntries(
            Object.entries(uploads).map(([field, setup]) => [field, restoredImage(setup)]),
          ) as Partial<Record<AppealUploadField, SnapshotFrom<UploadMachine>>>,
        }
      : {}),
  }));
  return (
    <PublicFrame heading="忘记账号">
      <FormContext.Provider logic={formLogic} options={{ snapshot: form }}>
        <SmsCodeContext.Provider
          logic={smsLogic}
          options={sms ? { snapshot: sms } : { input: { purpose: 'appeal' } }}
        >
          <AppealUploadContext value={uploadSetup}>
            <FileSourceContext value={appealFileSource}>{children}</FileSourceContext>
          </AppealUploadContext>
        </SmsCodeContext.Provider>
      </FormContext.Provider>
    </PublicFrame>
  );
}
