/**
 * People added to the roster from a spreadsheet (issue 12): the template, and a filled-in
 * file checked row by row against the draft rules the form uses, with name and ID card
 * number required (the roster knows people by them), no ID card number twice in the file
 * or already on the roster. Imported people are drafts: their photos and documents are
 * added on the form before they are declared. Nothing is saved unless every row is valid
 * (`all`) or the user chose to save the valid ones (`valid`), all in one transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as yup from 'yup';
import type { PersonImportReport, PersonImportRow } from '@machines/contracts';
import {
  EDUCATIONS,
  GENDERS,
  PERSON_FIELD_LABELS,
  PERSON_VERIFICATION_FIELDS,
  personImportSchema,
  PROFESSIONAL_TITLES,
} from '@machines/validation/person';
import { people } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { t, type Language } from '../lib/i18n';
import { maskIdCard } from '../lib/masking';
import {
  buildImportTemplate,
  MAX_IMPORT_ROWS,
  readSheetRows,
  type ImportColumn,
  type ImportMode,
  type SheetRow,
} from '../lib/sheetImport';
import type { Spreadsheet } from '../lib/spreadsheet';
import { DRAFT, ONE_ID_CARD_PER_COMPANY } from './entity';
import type { PersonField } from './fields';

type ImportField = Exclude<PersonField, 'photoFileId' | 'idCardFileId' | 'diplomaFileId'>;

/** Codes a choice column takes, and the catalogue group of their labels. */
const CHOICES: Partial<Record<ImportField, { codes: readonly string[]; group: string }>> = {
  gender: { codes: GENDERS, group: 'person.gender' },
  education: { codes: EDUCATIONS, group: 'person.education' },
  professionalTitle: { codes: PROFESSIONAL_TITLES, group: 'person.title' },
};

/** What an import needs: the roster knows people by them. */
const REQUIRED_TO_IMPORT: readonly ImportField[] = ['name', 'idCard'];
const requiredToVerify = (field: string) =>
  (PERSON_VERIFICATION_FIELDS as readonly string[]).includes(field);

const column = (field: ImportField, width: number): ImportColumn => {
  const choice = CHOICES[field];
  const required = REQUIRED_TO_IMPORT.includes(field);
  return {
    field,
    headerKey: PERSON_FIELD_LABELS[field],
    width,
    required,
    requiredLater: !required && requiredToVerify(field),
    ...(choice ? { choiceKeys: choice.codes.map((code) => `${choice.group}.${code}`) } : {}),
  };
};

export const PEOPLE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('name', 14),
  column('gender', 16),
  column('idCard', 22),
  column('mobile', 20),
  column('email', 24),
  column('education', 16),
  column('professionalTitle', 16),
  column('employedFrom', 20),
  column('employedTo', 14),
];

/** What verification needs that no sheet holds: the pictures, added on the person's form. */
const PICTURES_TO_VERIFY = PERSON_VERIFICATION_FIELDS.filter(
  (field) => !PEOPLE_IMPORT_COLUMNS.some((imported) => imported.field === field),
);

/** "性别、手机号和学历" / "Gender, Mobile number and Education". */
const labelsOf = (fields: readonly string[], language: Language) =>
  new Intl.ListFormat(language === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(
    fields.map((field) => t(language, PERSON_FIELD_LABELS[field as ImportField] ?? field)),
  );

export async function peopleImportTemplate(language: Language, now: Date): Promise<Spreadsheet> {
  const params = {
    max: MAX_IMPORT_ROWS,
    later: labelsOf(
      PEOPLE_IMPORT_COLUMNS.filter((imported) => imported.requiredLater).map(({ field }) => field),
      language,
    ),
    pictures: labelsOf(PICTURES_TO_VERIFY, language),
  };
  return buildImportTemplate({
    sheetName: t(language, 'route.ePeopleManagement'),
    fileName: t(language, 'person.import.templateFile'),
    columns: PEOPLE_IMPORT_COLUMNS,
    laterMarkKey: 'person.import.verifyMark',
    notes: [1, 2, 3, 4].map((n) => t(language, `person.import.note${n}`, params)),
    language,
    now,
  });
}

/** A choice cell's code: the code itself, or its label in either language. */
function choiceCode(field: ImportField, text: string): string {
  const choice = CHOICES[field];
  if (!choice || text === '') return text;
  const wanted = text.toLowerCase();
  const code = choice.codes.find(
    (candidate) =>
      candidate.toLowerCase() === wanted ||
      (['zh', 'en'] as const).some(
        (language) => t(language, `${choice.group}.${candidate}`).toLowerCase() === wanted,
      ),
  );
  // Unknown: left as written, so the schema names the field.
  return code ?? text;
}

/** 2020/1/5 and 2020-1-5 as 2020-01-05; anything else as written. */
function isoDate(text: string): string {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

function valuesOf(row: SheetRow): Record<ImportField, string> {
  const read = (field: ImportField) => row.cells[field] ?? '';
  return {
    name: read('name'),
    gender: choiceCode('gender', read('gender')),
    idCard: read('idCard').toUpperCase(),
    mobile: read('mobile'),
    email: read('email'),
    education: choiceCode('education', read('education')),
    professionalTitle: choiceCode('professionalTitle', read('professionalTitle')),
    employedFrom: isoDate(read('employedFrom')),
    employedTo: isoDate(read('employedTo')),
  };
}

/** The field messages of a row, in the request's language; empty when it is valid. */
async function problemsOf(
  values: Record<ImportField, string>,
  language: Language,
): Promise<Record<string, string>> {
  try {
    await personImportSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const problems: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in problems)) {
        problems[inner.path] = t(language, inner.errors[0] ?? 'validation.invalid');
      }
    }
    return problems;
  }
}

interface CheckedRow {
  readonly report: PersonImportRow;
  readonly values: Record<ImportField, string>;
}

async function checkRows(
  context: Pick<ServerContext, 'db'>,
  corporateId: number,
  rows: readonly SheetRow[],
  language: Language,
): Promise<CheckedRow[]> {
  const valued = rows.map((row) => ({ row, values: valuesOf(row) }));
  const idCards = [...new Set(valued.map(({ values }) => values.idCard).filter(Boolean))];
  const onRoster = new Set(
    idCards.length === 0
      ? []
      : (
          await context.db
            .select({ idCard: people.idCard })
            .from(people)
            .where(
              and(
                eq(people.corporateId, corporateId),
                isNull(people.deletedAt),
                inArray(people.idCard, idCards),
              ),
            )
        ).map((person) => person.idCard),
  );
  const seen = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const { row, values } of valued) {
    const errors = await problemsOf(values, language);
    if (values.idCard && !errors.idCard) {
      const earlier = seen.get(values.idCard);
      if (onRoster.has(values.idCard)) errors.idCard = t(language, 'error.personIdCardTaken');
      else if (earlier !== undefined) {
        errors.idCard = t(language, 'person.import.repeated', { row: earlier });
      } else seen.set(values.idCard, row.rowNumber);
    }
    checked.push({
      values,
      report: {
        row: row.rowNumber,
        name: values.name,
        idCard: values.idCard ? maskIdCard(values.idCard) : '',
        errors,
        toComplete: PERSON_VERIFICATION_FIELDS.filter(
          (field) => !(values as Partial<Record<string, string>>)[field],
        ),
      },
    });
  }
  return checked;
}

/** Checks the file; saves its people as drafts when the mode says so and allows it. */
export async function importPeople(
  context: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  { bytes, mode, language }: { bytes: Buffer; mode: ImportMode; language: Language },
): Promise<PersonImportReport> {
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  const corporateId = actor.corporateId;
  const rows = await readSheetRows(bytes, PEOPLE_IMPORT_COLUMNS);
  const checked = await checkRows(context, corporateId, rows, language);
  const valid = checked.filter(({ report }) => Object.keys(report.errors).length === 0);
  const saving = (mode === 'all' && valid.length === checked.length) || mode === 'valid';
  let saved = 0;
  if (saving && valid.length > 0) {
    const now = context.clock.now();
    try {
      saved = await context.db.transaction(async (tx) => {
        const written = await tx
          .insert(people)
          .values(
            valid.map(({ values }) => ({
              ...Object.fromEntries(
                Object.entries(values).map(([field, value]) => [field, value || null]),
              ),
              corporateId,
              createdByAccountId: actor.accountId,
              status: DRAFT,
              version: 0,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: people.id });
        return written.length;
      });
    } catch (error) {
      // Someone added one of these people meanwhile: nothing is saved, check again.
      if (brokeUnique(error, ONE_ID_CARD_PER_COMPANY)) {
        throw new AppError(HttpStatus.conflict, 'error.personIdCardTaken', { field: 'idCard' });
      }
      throw error;
    }
  }
  return {
    rows: checked.map(({ report }) => report),
    total: checked.length,
    valid: valid.length,
    invalid: checked.length - valid.length,
    saved,
  };
}
