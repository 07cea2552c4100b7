/** JSON Schemas of the account administration routes. */
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, nullableString, object, string } from '../lib/schemas';

export const accountSchema = object({
  id: integer,
  userName: string('Masked (138****5678)'),
  name: string(),
  mobile: string('Masked (138****5678)'),
  email: nullableString,
  companyName: string('Empty for an account of no company'),
  corporateId: { ...integer, nullable: true },
  roles: { type: 'array', items: { type: 'string' }, description: 'The active role first' },
  isAdmin: boolean,
  enabled: boolean,
  createdAt: dateTime,
});

export const accountQuerySchema = object(
  {
    ...pageQueryProperties,
    keyword: { type: 'string', maxLength: 100 },
    kind: { type: 'string', enum: ['individual', 'company', 'query'] },
    enabled: boolean,
  },
  [],
);

export const corporateAccountsQuerySchema = object({ corporateId: integer });

export const enableBodySchema = object({ accountId: integer, enabled: boolean });
export const deleteQuerySchema = object({ accountId: integer });
export const deleteAnswerSchema = object({ accountId: integer });

export const resetBodySchema = object({ accountId: integer });

export const passwordResetSchema = object({
  accountId: integer,
  oneTimePassword: string('Shown once; it must be changed at the next sign-in'),
});

export const managerSchema = object({
  id: integer,
  userName: string('Masked in the list, whole in the detail'),
  name: string(),
  mobile: string('Masked in the list, whole in the detail'),
  email: nullableString,
  role: string('0000-0900'),
  enabled: boolean,
  mustChangePassword: boolean,
  createdAt: dateTime,
});

export const managerQuerySchema = object(
  {
    ...pageQueryProperties,
    keyword: { type: 'string', maxLength: 100 },
    role: { type: 'string', maxLength: 4 },
    enabled: boolean,
  },
  [],
);

export const managerIdQuerySchema = object({ id: integer });

const managerFields = {
  name: { type: 'string', maxLength: 100 },
  mobile: { type: 'string', maxLength: 20 },
  email: { type: 'string', maxLength: 200 },
  role: { type: 'string', maxLength: 10 },
};

export const managerBodySchema = object(managerFields, ['name', 'mobile', 'role']);

/** A company's staff login (`user/create-corporateUser`): a manager's fields but the role. */
export const companyStaffBodySchema = object(
  { name: managerFields.name, mobile: managerFields.mobile, email: managerFields.email },
  ['name', 'mobile'],
);
export const managerUpdateSchema = object({ accountId: integer, ...managerFields }, [
  'accountId',
  'name',
  'mobile',
  'role',
]);
