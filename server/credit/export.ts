/**
 * The platform's exports of credit applications (`platCreditCheck`), every application
 * matching the list's filters (not one page), headers and labels in the request's
 * language, contact mobiles masked like the list (DESIGN §4):
 * - `credit-category/export-corporatecredit`: one row per application;
 * - `corporate/export-personcredit`: one row per person an application counts, so the
 *   association sees who is counted where (a person counted by two companies stands out).
 */
import type { InstitutionPerson } from '@machines/contracts';
import type { Database } from '../db/client';
import { readExportRows } from '../lib/exportRows';
import { namedPeopleOf } from '../lib/namedPeople';
import { localDate, localDateTimeOrBlank } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { qualificationFamily } from './entity';
import { selectPlatformSheet, type ReviewQuery } from './reviewLists';
import { COUNTED_PEOPLE, sheetApplication, type SheetApplication } from './rows';

interface ExportContext {
  readonly language: Language;
  readonly now: Date;
}

type Column<Row> = readonly [header: string, width: number, value: (row: Row) => string | number];

function applicationColumns(language: Language): readonly Column<SheetApplication>[] {
  const zh = language === 'zh';
  return [
    ['field.id', 10, (row) => row.id],
    ['field.companyName', 32, (row) => row.companyName],
    [
      'creditApply.field.categoryId',
      36,
      (row) => (zh ? `${row.typeName} ${row.levelName}` : `${row.typeNameEn} ${row.levelNameEn}`),
    ],
    ['creditApply.field.institutionId', 28, (row) => row.institutionName],
    ['creditApply.field.contactName', 12, (row) => row.contactName],
    ['creditApply.field.contactMobile', 16, (row) => row.contactMobile],
    ['field.status', 18, (row) => t(language, qualificationFamily.metaOf(row.status).label)],
    ['field.submittedAt', 18, (row) => localDateTimeOrBlank(row.submittedAt)],
    ['field.decidedAt', 18, (row) => localDateTimeOrBlank(row.decidedAt)],
    ['creditApply.certificateNo', 18, (row) => row.certificateNo ?? ''],
    ['creditApply.issuedOn', 12, (row) => row.issuedOn ?? ''],
    ['creditApply.expiresOn', 12, (row) => row.expiresOn ?? ''],
  ];
}

type CountedPerson = { readonly application: SheetApplication } & InstitutionPerson;

function personColumns(language: Language): readonly Column<CountedPerson>[] {
  const byApplication = applicationColumns(language);
  const pick = (header: string) => {
    const found = byApplication.find(([key]) => key === header);
    if (!found) throw new Error(`No application column ${header}`);
    return [found[0], found[1], (row: CountedPerson) => found[2](row.application)] as const;
  };
  const coded = (group: string, code: string) =>
    code ? t(language, `person.${group}.${code}`) : '';
  return [
    ['field.name', 12, (row) => row.name],
    ['person.education.label', 10, (row) => coded('education', row.education)],
    ['person.title.label', 10, (row) => coded('title', row.professionalTitle)],
    pick('field.companyName'),
    pick('creditApply.field.categoryId'),
    pick('field.status'),
    pick('creditApply.certificateNo'),
    pick('field.id'),
  ];
}

function sheet<Row>(language: Language, columns: readonly Column<Row>[]): SheetColumn<Row>[] {
  return columns.map(([header, width, value]) => ({ header: t(language, header), width, value }));
}

/** People are read for a thousand applications at a time. */
const APPLICATIONS_AT_ONCE = 1_000;

/**
 * The people the matching applications count, in list order and each application's own:
 * the applications through the sheet's cursor, their people a thousand applications at a
 * time (reading 40k whole applications with their materials took 1.6 s for a few rows).
 */
async function countedPeople(db: Database, query: ReviewQuery): Promise<CountedPerson[]> {
  const applications = await readExportRows(
    db,
    selectPlatformSheet(db, query, MAX_EXPORT_ROWS),
    sheetApplication,
  );
  const rows: CountedPerson[] = [];
  for (
    let start = 0;
    start < applications.length && rows.length < MAX_EXPORT_ROWS;
    start += APPLICATIONS_AT_ONCE
  ) {
    const slice = applications.slice(start, start + APPLICATIONS_AT_ONCE);
    const named = await namedPeopleOf(
      db,
      COUNTED_PEOPLE,
      slice.map((application) => application.id),
    );
    for (const application of slice) {
      for (const person of named.get(application.id) ?? []) rows.push({ ...person, application });
    }
  }
  return rows.slice(0, MAX_EXPORT_ROWS);
}

export async function exportApplications(
  db: Database,
  query: ReviewQuery,
  { language, now }: ExportContext,
): Promise<Spreadsheet> {
  return buildSpreadsheet({
    sheetName: t(language, 'route.platCreditCheck'),
    fileName: `credit-applications-${localDate(now)}.xlsx`,
    columns: sheet(language, applicationColumns(language)),
    // One row per application needs none of its people or materials.
    rows: await readExportRows(
      db,
      selectPlatformSheet(db, query, MAX_EXPORT_ROWS),
      sheetApplication,
    ),
    language,
    now,
  });
}

export async function exportCountedPeople(
  db: Database,
  query: ReviewQuery,
  { language, now }: ExportContext,
): Promise<Spreadsheet> {
  return buildSpreadsheet({
    sheetName: t(language, 'creditApply.field.personIds'),
    fileName: `credit-people-${localDate(now)}.xlsx`,
    columns: sheet(language, personColumns(language)),
    rows: await countedPeople(db, query),
    language,
    now,
  });
}
