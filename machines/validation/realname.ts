/**
 * Real-name certification (issue 3): what a company states about itself. A draft may be
 * incomplete but never malformed; a submission must be complete.
 */
import * as yup from 'yup';
import { isCreditCode } from './creditCode';
import { COMPANY_NAME_PATTERN, MOBILE_PATTERN } from './rules';

const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');

const draftFields = {
  companyName: text(20).matches(COMPANY_NAME_PATTERN, {
    message: 'validation.companyNameFormat',
    excludeEmptyString: true,
  }),
  creditCode: yup
    .string()
    .trim()
    .uppercase()
    .test('credit-code', 'validation.creditCodeCheck', (value) => !value || isCreditCode(value)),
  legalRepresentative: text(20),
  contactName: text(20),
  contactMobile: yup
    .string()
    .trim()
    .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
  address: text(100),
  licenceFileId: yup.string().trim().max(64, 'validation.tooLong'),
};

export const realnameDraftSchema = yup.object(draftFields);

export const realnameSubmissionSchema = yup.object({
  companyName: draftFields.companyName.required('validation.companyNameRequired'),
  creditCode: draftFields.creditCode.required('validation.creditCodeRequired'),
  legalRepresentative: draftFields.legalRepresentative.required('validation.required'),
  contactName: draftFields.contactName.required('validation.required'),
  contactMobile: draftFields.contactMobile.required('validation.mobile'),
  address: draftFields.address.required('validation.required'),
  licenceFileId: draftFields.licenceFileId.required('validation.licenceRequired'),
});

export type RealnameFields = yup.InferType<typeof realnameSubmissionSchema>;
