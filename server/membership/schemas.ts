/** JSON Schemas of the membership routes: they document the contract and serialise answers. */
import { MEMBERSHIP_FIELDS } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import {
  boolean,
  dateTime,
  integer,
  isoDate,
  nullableDateTime,
  object,
  string,
} from '../lib/schemas';
import {
  applicationStatusSchema,
  availableEventsSchema,
  fileInfoSchema,
  savedFieldsBodySchema,
  timelineSchema,
} from '../lib/workflow/schemas';

const version = { ...integer, description: 'Send it back with every change (optimistic lock)' };
const day = string('YYYY-MM-DD');

export const applicationSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  status: integer,
  version,
  levelCode: string(),
  businessScope: string(),
  scale: string('`micro`, `small`, `medium` or `large`'),
  registeredCapital: string('Ten-thousand yuan'),
  staffCount: string(),
  qualifications: string(),
  contactName: string(),
  contactMobile: string('Masked (138****5678) in platform lists'),
  contactEmail: string(),
  applicationFile: fileInfoSchema,
  supportingFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const applicationBodySchema = savedFieldsBodySchema(MEMBERSHIP_FIELDS, 'application');

export const detailSchema = object({
  application: applicationSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const levelSchema = object({
  code: string(),
  nameZh: string(),
  nameEn: string(),
  validityYears: integer,
});

export const membershipSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  creditCode: string(),
  status: { ...integer, description: 'Membership status: 0 active, 1 expired, 2 disabled' },
  version,
  levelCode: string(),
  validFrom: day,
  validTo: day,
  updatedAt: dateTime,
});

export const myMembershipSchema = object({
  membership: { ...membershipSchema, nullable: true },
  openApplicationId: { ...integer, nullable: true },
  events: { ...timelineSchema, description: 'The membership’s own steps, oldest first' },
});

export const ownPageQuerySchema = object(
  { status: applicationStatusSchema, ...pageQueryProperties },
  [],
);

const levelCode = string('A level code of query-viplevel-list');
const companyName = string('Contained in the company name');

export const reviewQuerySchema = object(
  {
    status: applicationStatusSchema,
    levelCode,
    companyName,
    submittedFrom: isoDate,
    submittedTo: isoDate,
    ...pageQueryProperties,
  },
  [],
);

const membershipFilters = {
  status: {
    type: 'integer',
    minimum: 0,
    maximum: 2,
    description: '0 active, 1 expired, 2 disabled',
  },
  levelCode,
  companyName,
};

export const membershipQuerySchema = object({ ...membershipFilters, ...pageQueryProperties }, []);

export const membershipExportQuerySchema = object(membershipFilters, []);

export const membershipEditSchema = object({
  id: integer,
  version: integer,
  levelCode: string(),
  validFrom: isoDate,
  validTo: isoDate,
});

export const membershipSwitchSchema = object({ id: integer, version: integer, enabled: boolean });

export const removedSchema = object({ id: integer });
