/**
 * A VIP membership application (issue 12, `/vipcorporatation`): the level applied for, the
 * company's member profile (vipCorporateInfo) and its files. A draft may be incomplete but
 * never malformed; a submission must be complete. Which levels exist is the platform's
 * catalogue (`membership_levels`), checked by the server.
 */
import * as yup from 'yup';
import { isoDay, isoDayFrom } from './fieldRules';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './rules';

/** Company size, smallest first (labels `membership.scale.<code>`). */
export const COMPANY_SCALES = ['micro', 'small', 'medium', 'large'] as const;
export type CompanyScale = (typeof COMPANY_SCALES)[number];

/** Ten-thousand yuan (万元), up to three decimals, more than zero. */
const CAPITAL_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
const COUNT_PATTERN = /^\d{1,7}$/;

const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');
const fileId = () => yup.string().trim().max(64, 'validation.tooLong');

const draftFields = {
  levelCode: text(32),
  businessScope: text(500),
  scale: yup.string().oneOf(['', ...COMPANY_SCALES], 'validation.invalid'),
  registeredCapital: yup
    .string()
    .trim()
    .test(
      'capital',
      'validation.positiveAmount',
      (value) => !value || (CAPITAL_PATTERN.test(value) && Number(value) > 0),
    ),
  staffCount: yup
    .string()
    .trim()
    .test(
      'count',
      'validation.positiveCount',
      (value) => !value || (COUNT_PATTERN.test(value) && Number(value) > 0),
    ),
  qualifications: text(500),
  contactName: text(20),
  contactMobile: yup
    .string()
    .trim()
    .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
  contactEmail: text(100).matches(EMAIL_PATTERN, {
    message: 'validation.emailFormat',
    excludeEmptyString: true,
  }),
  applicationFileId: fileId(),
  supportingFileId: fileId(),
};

export const membershipDraftSchema = yup.object(draftFields);

export const membershipSubmissionSchema = yup.object({
  ...draftFields,
  levelCode: draftFields.levelCode.required('validation.required'),
  businessScope: draftFields.businessScope.required('validation.required'),
  scale: draftFields.scale.required('validation.required'),
  registeredCapital: draftFields.registeredCapital.required('validation.required'),
  staffCount: draftFields.staffCount.required('validation.required'),
  contactName: draftFields.contactName.required('validation.required'),
  contactMobile: draftFields.contactMobile.required('validation.mobile'),
  applicationFileId: draftFields.applicationFileId.required('validation.required'),
});

/** Every field of the application form, in form order: the server's field list too. */
export const MEMBERSHIP_FIELDS = Object.keys(draftFields) as readonly (keyof typeof draftFields)[];
export type MembershipField = keyof typeof draftFields;
export const MEMBERSHIP_FILE_FIELDS = ['applicationFileId', 'supportingFileId'] as const;

/** A platform edit of a membership: its level and validity (YYYY-MM-DD, inclusive). */
export const membershipEditSchema = yup.object({
  levelCode: text(32).required('validation.required'),
  validFrom: isoDay().required('validation.required'),
  validTo: isoDayFrom('validFrom', 'validation.validityEndsBeforeStart').required(
    'validation.required',
  ),
});
