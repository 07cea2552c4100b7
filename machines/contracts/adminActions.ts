/** The admin action log (`GET /api/log/admin-actions`): who changed what, and when. */

/** The administrative actions recorded so far; each new administrative endpoint adds its own. */
export type AdminActionCode =
  | 'account.createAdmin'
  | 'account.disable'
  | 'account.enable'
  | 'account.resetPassword'
  | 'account.setMobileEmail'
  | 'account.correctIdentity'
  | 'account.changeRoles'
  | 'account.update'
  | 'account.delete'
  | 'catalogue.create'
  | 'catalogue.update'
  | 'catalogue.delete'
  | 'catalogue.copy'
  | 'catalogue.saveTemplate'
  | 'catalogue.resetTemplate'
  | 'membership.update'
  | 'membership.enable'
  | 'membership.disable'
  | 'membership.reset';

export interface AdminActionEntry {
  readonly id: number;
  /** An AdminActionCode; older rows may hold codes this version no longer writes. */
  readonly action: string;
  /** Empty for the command line, or when the account is gone. */
  readonly actorUserName: string;
  readonly actorName: string;
  readonly actorRole: string;
  /** What was acted on, e.g. `account` and its id. */
  readonly targetType: string;
  readonly targetId: string | null;
  /** The target by name in the reader's language (an account's name and user name); null once gone. */
  readonly targetName: string | null;
  /** What changed, never a secret (no password, no token). */
  readonly details: Readonly<Record<string, unknown>>;
  /** Names of the ids in `details`, keyed `<key>:<id>` (`typeId:5` → the type's name). */
  readonly references: Readonly<Record<string, string>>;
  readonly ip: string | null;
  readonly createdAt: string;
}

export interface AdminActionPage {
  readonly list: readonly AdminActionEntry[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}
