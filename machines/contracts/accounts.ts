/** Registered accounts as the platform administers them (`accountManagement`, issue 13). */

/** Which accounts a list shows: individuals (trainees, experts), companies, query users. */
export type AccountKindFilter = 'individual' | 'company' | 'query';

/** `GET /api/user/query-account-page`: one account, personal data masked. */
export interface RegisteredAccount {
  readonly id: number;
  /** The login name, masked like a mobile (it is the mobile). */
  readonly userName: string;
  readonly name: string;
  /** Masked (138****5678). */
  readonly mobile: string;
  readonly email: string | null;
  /** Empty for an account of no company. */
  readonly companyName: string;
  readonly corporateId: number | null;
  /** Role codes, the active one first. */
  readonly roles: readonly string[];
  /** A company's main account. */
  readonly isAdmin: boolean;
  /** A disabled account cannot sign in; its sessions end at their next call (514). */
  readonly enabled: boolean;
  readonly createdAt: string;
}

/** `GET /api/user/query-manager-page`: a platform staff account, whole (staff see staff). */
export interface ManagerAccount {
  readonly id: number;
  readonly userName: string;
  readonly name: string;
  readonly mobile: string;
  readonly email: string | null;
  /** 0000-0900. */
  readonly role: string;
  readonly enabled: boolean;
  /** Still signs in with a one-time password. */
  readonly mustChangePassword: boolean;
  readonly createdAt: string;
}

/** A new staff account, or a reset password: the one-time password, shown once. */
export interface OneTimePasswordAnswer {
  readonly accountId: number;
  readonly oneTimePassword: string;
}

/**
 * `GET /api/user/user-detail`: one account whole, for its company's main account and
 * platform staff: mobile and login name unmasked, and when it last signed in.
 */
export interface AccountDetail extends RegisteredAccount {
  /** Still signs in with a one-time password it has not replaced. */
  readonly mustChangePassword: boolean;
  readonly lastSignInAt: string | null;
}

/** `PUT /api/user/correct-identity` (ours): what the association's correction changed. */
export interface IdentityCorrected {
  /** How many sign-ups carry the corrected number now. */
  readonly corrected: number;
  /** The number now, masked. */
  readonly idCard: string;
}
