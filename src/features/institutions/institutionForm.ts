/** The institution application form's fields, their labels and their starting values. */
import type { InstitutionKind } from '@machines/access/roles';
import { INSTITUTION_FIELDS, type InstitutionField } from '@machines/validation/institution';
import type { InstitutionApplication, InstitutionFields } from '../../lib/api/institutions';

/** Every field in form order, the people last (they are a list, not text). */
export const INSTITUTION_FORM_FIELDS = [...INSTITUTION_FIELDS, 'personIds'] as const;

export const INSTITUTION_FILE_FIELDS = ['qualificationFileId', 'supportingFileId'] as const;
export type InstitutionFileField = (typeof INSTITUTION_FILE_FIELDS)[number];

/** The catalogue key of each field's label; premises and people read by kind. */
export function fieldLabelOf(kind: InstitutionKind, field: InstitutionField | 'personIds') {
  const training = kind === 'training';
  const labels: Record<InstitutionField | 'personIds', string> = {
    businessLine: 'institution.businessLine',
    introduction: 'institution.introduction',
    premises: training ? 'institution.premises' : 'institution.office',
    courseScope: 'institution.courseScope',
    contactName: 'field.contactName',
    contactMobile: 'field.contactMobile',
    qualificationFileId: 'institution.qualificationFile',
    supportingFileId: 'institution.supportingFile',
    personIds: training ? 'institution.teachers' : 'institution.assessors',
  };
  return labels[field];
}

/** What a submission of the kind needs: marked as required (a draft may leave them empty). */
export function isRequired(kind: InstitutionKind, field: InstitutionField | 'personIds') {
  if (field === 'supportingFileId') return false;
  if (field === 'courseScope') return kind === 'training';
  return true;
}

export function initialInstitutionValues(
  application: InstitutionApplication | null,
): InstitutionFields {
  return {
    businessLine: application?.businessLine ?? '',
    introduction: application?.introduction ?? '',
    premises: application?.premises ?? '',
    courseScope: application?.courseScope ?? '',
    contactName: application?.contactName ?? '',
    contactMobile: application?.contactMobile ?? '',
    qualificationFileId: application?.qualificationFile?.id ?? '',
    supportingFileId: application?.supportingFile?.id ?? '',
    personIds: application?.people.map((person) => person.id) ?? [],
  };
}
