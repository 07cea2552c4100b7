/**
 * Role codes (DESIGN §2). A code reads as K L T R: account kind, business line,
 * training flag, review flag; `01000` is the business-query role.
 */
export const PLATFORM_ROLES = [
  '0000',
  '0100',
  '0200',
  '0300',
  '0400',
  '0500',
  '0600',
  '0700',
  '0800',
] as const;
export const OPERATOR_ROLE = '0900';
export const TRAINEE_ROLE = '1000';
export const EXPERT_COURSE_ROLES = ['1010', '1110', '1210', '1310'] as const;
export const EXPERT_CERTIFICATE_ROLES = ['1011', '1111', '1311'] as const;
export const MEMBER_COMPANY_ROLE = '2000';
export const TRAINING_INSTITUTION_ROLES = [
  '2010',
  '2110',
  '2210',
  '2310',
  '2510',
  '2610',
  '2710',
  '2810',
  '2011',
] as const;
export const REVIEW_INSTITUTION_ROLES = ['2001', '2101', '2301', '2601'] as const;
export const TRAINING_AND_REVIEW_ROLES = ['2111', '2211', '2311'] as const;
export const BUSINESS_QUERY_ROLE = '01000';

export const ROLE_CODES = [
  ...PLATFORM_ROLES,
  OPERATOR_ROLE,
  TRAINEE_ROLE,
  ...EXPERT_COURSE_ROLES,
  ...EXPERT_CERTIFICATE_ROLES,
  MEMBER_COMPANY_ROLE,
  ...TRAINING_INSTITUTION_ROLES,
  ...REVIEW_INSTITUTION_ROLES,
  ...TRAINING_AND_REVIEW_ROLES,
  BUSINESS_QUERY_ROLE,
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];

export const COMPANY_ROLES: readonly RoleCode[] = ROLE_CODES.filter((code) =>
  /^2\d{3}$/.test(code),
);

export type RoleKind = 'platform' | 'operator' | 'individual' | 'company' | 'query';

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

export function roleKind(code: RoleCode): RoleKind {
  if (code === BUSINESS_QUERY_ROLE) return 'query';
  if (code === OPERATOR_ROLE) return 'operator';
  if (code.startsWith('0')) return 'platform';
  if (code.startsWith('1')) return 'individual';
  return 'company';
}

/** The business line digit (L) of a code, e.g. `2110` → 1. */
export function businessLine(code: RoleCode): number {
  return Number(code.length === 4 ? code[1] : 0);
}

/** i18n key of a role's display name. */
export function roleLabelKey(code: RoleCode): string {
  return `role.${code}`;
}

/**
 * The two kinds of institution a member company may become (issue 12): a training
 * institution runs courses, a review institution reviews projects and credit applications.
 */
export const INSTITUTION_KINDS = ['training', 'review'] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];

/**
 * The role code an approved institution of a business line adds to its company's accounts
 * (DESIGN §2: `2L10` trains, `2L01` reviews), or null where the seed has no such code: a
 * line without its code cannot be applied for.
 */
export function institutionRoleOf(kind: InstitutionKind, line: number): RoleCode | null {
  const code = kind === 'training' ? `2${line}10` : `2${line}01`;
  return isRoleCode(code) ? code : null;
}

/** The business lines an institution of the kind may apply for, in order. */
export function institutionLinesOf(kind: InstitutionKind): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((line) => institutionRoleOf(kind, line) !== null);
}
