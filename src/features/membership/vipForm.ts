/** The membership application form's fields, their labels and their starting values. */
import { MEMBERSHIP_FIELDS, type MembershipField } from '@machines/validation/membership';
import type { VipApplication, VipApplicationFields } from '../../lib/api/membership';

export const VIP_FIELD_NAMES = MEMBERSHIP_FIELDS;

export const VIP_FILE_FIELDS = ['applicationFileId', 'supportingFileId'] as const;
export type VipFileField = (typeof VIP_FILE_FIELDS)[number];

/** The catalogue key of each field's label. */
export const VIP_FIELD_LABELS: Readonly<Record<MembershipField, string>> = {
  levelCode: 'membership.level',
  businessScope: 'membership.businessScope',
  scale: 'membership.scale.label',
  registeredCapital: 'membership.registeredCapitalUnit',
  staffCount: 'membership.staffCount',
  qualifications: 'membership.qualifications',
  contactName: 'field.contactName',
  contactMobile: 'field.contactMobile',
  contactEmail: 'field.email',
  applicationFileId: 'membership.applicationFile',
  supportingFileId: 'membership.supportingFile',
};

/** What a submission needs: marked as required (a draft may leave them empty). */
export const SUBMISSION_REQUIRED: ReadonlySet<MembershipField> = new Set([
  'levelCode',
  'businessScope',
  'scale',
  'registeredCapital',
  'staffCount',
  'contactName',
  'contactMobile',
  'applicationFileId',
]);

export function initialVipValues(application: VipApplication | null): VipApplicationFields {
  return {
    levelCode: application?.levelCode ?? '',
    businessScope: application?.businessScope ?? '',
    scale: application?.scale ?? '',
    registeredCapital: application?.registeredCapital ?? '',
    staffCount: application?.staffCount ?? '',
    qualifications: application?.qualifications ?? '',
    contactName: application?.contactName ?? '',
    contactMobile: application?.contactMobile ?? '',
    contactEmail: application?.contactEmail ?? '',
    applicationFileId: application?.applicationFile?.id ?? '',
    supportingFileId: application?.supportingFile?.id ?? '',
  };
}
