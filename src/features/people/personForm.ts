/** The roster form's fields and what a person's status leaves open to change. */
import { PERSON_FIELD_LABELS } from '@machines/validation/person';
import { isApproved, isEditable } from '../../lib/applicationStatus';
import type { Person, PersonFields } from '../../lib/api/people';

export const PERSON_FIELD_NAMES = [
  'name',
  'gender',
  'idCard',
  'mobile',
  'email',
  'education',
  'professionalTitle',
  'employedFrom',
  'employedTo',
  'photoFileId',
  'idCardFileId',
  'diplomaFileId',
] as const satisfies readonly (keyof PersonFields)[];

export const FILE_FIELDS = ['photoFileId', 'idCardFileId', 'diplomaFileId'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** What a verified person keeps open: how to reach them, and when they left (as the server). */
export const VERIFIED_CHANGEABLE: readonly (keyof PersonFields)[] = [
  'mobile',
  'email',
  'employedTo',
];

/** The catalogue key of each field's label (form, import report). */
export const FIELD_LABELS = PERSON_FIELD_LABELS;

/** `full`: every field, saved as a draft or declared; `contact`: a verified person's. */
export type PersonFormMode = 'full' | 'contact';

/** How the form opens a person in this status; `null` when nothing may change now. */
export function formModeOf(status: number): PersonFormMode | null {
  if (isEditable(status)) return 'full';
  if (isApproved(status)) return 'contact';
  return null;
}

export function initialPersonValues(person: Person | null): PersonFields {
  return {
    name: person?.name ?? '',
    gender: person?.gender ?? '',
    idCard: person?.idCard ?? '',
    mobile: person?.mobile ?? '',
    email: person?.email ?? '',
    education: person?.education ?? '',
    professionalTitle: person?.professionalTitle ?? '',
    employedFrom: person?.employedFrom ?? '',
    employedTo: person?.employedTo ?? '',
    photoFileId: person?.photoFile?.id ?? '',
    idCardFileId: person?.idCardFile?.id ?? '',
    diplomaFileId: person?.diplomaFile?.id ?? '',
  };
}

/** A field's label key; an unknown field (a server's new check) by its name. */
export const fieldLabelKey = (field: string): string =>
  (FIELD_LABELS as Readonly<Record<string, string | undefined>>)[field] ?? field;
