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
