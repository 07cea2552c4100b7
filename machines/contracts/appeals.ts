/** Account appeals, "forgot account" (DESIGN §3.2, §9 corporateAppealCheck). */
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** An appeal as the platform's list and detail answer it. */
export interface CorporateAppeal {
  readonly id: number;
  /** Appeal status 0-2 (DESIGN §3.2). */
  readonly status: number;
  /** Optimistic lock: sent back with the decision. */
  readonly version: number;
  /** The login name the appellant gave (mobile or email). */
  readonly userName: string;
  readonly companyName: string;
  readonly creditCode: string;
  /** The mobile the account is to get: masked (138****5678) in lists, whole on the detail. */
  readonly mobile: string;
  readonly email: string;
  readonly licenceFile: StoredFileInfo | null;
  readonly proofFile: StoredFileInfo | null;
  /** When the appellant submitted it. */
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly updatedAt: string;
}

/** The account the user name names, as reviewers see it; null when none matches. */
export interface AppealAccount {
  readonly id: number;
  readonly userName: string;
  readonly name: string;
  readonly mobile: string;
  readonly email: string | null;
  /** The company of a company account, to compare with the appeal's. */
  readonly companyName: string | null;
  readonly creditCode: string | null;
  readonly enabled: boolean;
}

/** `GET /api/corporate/query-corporateappeal-detail`. */
export interface CorporateAppealDetail {
  readonly appeal: CorporateAppeal;
  readonly account: AppealAccount | null;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** The account's login name once approved, when approving changes it (it follows the mobile). */
  readonly loginNameAfterApproval: string | null;
  /** Other pending appeals about the same account: approving this one rejects them. */
  readonly otherPendingAppeals: number;
  /** The reset code's SMS an approval promised, and how its delivery stands; null before. */
  readonly resetCode: SmsDelivery | null;
}

/** A promised SMS on its way (`sms_outbox`): sent, waiting for its next try, or given up. */
export type SmsDeliveryState = 'pending' | 'sent' | 'failed';

export interface SmsDelivery {
  readonly state: SmsDeliveryState;
  readonly attempts: number;
  /** When it is tried next (pending only), ISO. */
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  /** Why the last try did not send it: an i18n key. */
  readonly lastError: string | null;
}

/** `POST /api/auth/corporateAppeal/files`: a pending upload of the public form. */
export interface AppealUpload {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * One promised SMS as the operator reads the outbox (`GET /api/log/sms-outbox`, ours):
 * where it goes (masked), what for, which record's step promised it, and how it stands.
 */
export interface SmsOutboxEntry extends SmsDelivery {
  readonly id: number;
  /** Masked: 139****0001. */
  readonly mobile: string;
  /** register, reset, appeal or change-mobile. */
  readonly purpose: string;
  /** The table and id of the record whose step promised it. */
  readonly subjectEntity: string;
  readonly subjectId: number;
  readonly createdAt: string;
}
