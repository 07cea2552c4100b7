import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A membership level of the platform's catalogue (member, director unit, …). */
export interface MembershipLevel {
  readonly code: string;
  readonly nameZh: string;
  readonly nameEn: string;
  /** Years an approval grants or adds. */
  readonly validityYears: number;
}

/** A VIP membership application (issue 12), as every membership endpoint answers it. */
export interface VipApplication {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** Generic application status 0-6 (DESIGN §3.1). */
  readonly status: number;
  readonly version: number;
  /** Text fields a draft has not filled yet are empty strings. */
  readonly levelCode: string;
  readonly businessScope: string;
  /** `micro`, `small`, `medium` or `large`. */
  readonly scale: string;
  /** Ten-thousand yuan, as written. */
  readonly registeredCapital: string;
  readonly staffCount: string;
  readonly qualifications: string;
  readonly contactName: string;
  /** Masked (138****5678) in platform lists, whole on the detail. */
  readonly contactMobile: string;
  readonly contactEmail: string;
  /** The signed and sealed application form. */
  readonly applicationFile: StoredFileInfo | null;
  readonly supportingFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `GET /api/corporate/query-vipapply-detail`. */
export interface VipApplicationDetail {
  readonly application: VipApplication;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
}

/** A company's membership (`corporate_vips`): what approved applications granted. */
export interface CorporateVip {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  readonly creditCode: string;
  /** Membership status: active, expired, disabled (`membershipWorkflow`). */
  readonly status: number;
  readonly version: number;
  readonly levelCode: string;
  /** YYYY-MM-DD, both days included. */
  readonly validFrom: string;
  readonly validTo: string;
  readonly updatedAt: string;
}

/** `GET /api/corporate/query-my-vip`: the company's membership, if it has one. */
export interface MyMembership {
  readonly membership: CorporateVip | null;
  /** The application still being written or reviewed, if any. */
  readonly openApplicationId: number | null;
  /** The membership's own steps (renewed, disabled, expired…), oldest first. */
  readonly events: readonly TimelineEntry[];
}
