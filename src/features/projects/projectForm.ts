/** The project declaration form's fields and their starting values. */
import {
  PROJECT_FIELDS,
  type PROJECT_FILE_FIELDS,
  type ProjectField,
} from '@machines/validation/projectApplication';
import type { ProjectApplication } from '../../lib/api/projects';

/** Every field is text in the form: ids and amounts as typed, days as YYYY-MM-DD. */
export type ProjectFormValues = Record<ProjectField, string>;

export const PROJECT_FORM_FIELDS = PROJECT_FIELDS;
export type ProjectFileField = (typeof PROJECT_FILE_FIELDS)[number];

/** The stored file each upload field shows. */
export const STORED_FILE_OF = {
  contractFileId: 'contractFile',
  acceptanceFileId: 'acceptanceFile',
} as const satisfies Record<ProjectFileField, keyof ProjectApplication>;

const idText = (id: number | null | undefined) => (id ? String(id) : '');

export function initialProjectValues(project: ProjectApplication | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    client: project?.client ?? '',
    contractAmount: project?.contractAmount ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    role: project?.role ?? '',
    managerId: idText(project?.managerId),
    institutionId: idText(project?.institutionId),
    description: project?.description ?? '',
    contractFileId: project?.contractFile?.id ?? '',
    acceptanceFileId: project?.acceptanceFile?.id ?? '',
  };
}
