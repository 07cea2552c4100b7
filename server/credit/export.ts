/**
 * The platform's exports of credit applications (`platCreditCheck`), every application
 * matching the list's filters (not one page), headers and labels in the request's
 * language, contact mobiles masked like the list (DESIGN §4):
 * - `credit-category/export-corporatecredit`: one row per application;
 * - `corporate/export-personcredit`: one row per person an application counts, so the
 *   association sees who is counted where (a person counted by two companies stands out).
 */
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { readExportRows } from '../lib/exportRows';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { qualificationFamily } from './entity';
import { queryPlatformRows, selectPlatformSheet, type ReviewQuery } from './reviewLists';
import { sheetApplication, toApplications, type FilesConfig, type SheetApplication } from './rows';

interface ExportContext {
  readonly language: Language;
  readonly now: Date;
}

type Column<Row> = readonly [header: string, width: number, value: (row: Row) => string | number];

const when = (iso: string | null) => (iso ? localDateTime(new Date(iso)) : '');

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
    ['field.submittedAt', 18, (row) => when(row.submittedAt)],
    ['field.decidedAt', 18, (row) => when(row.decidedAt)],
    ['creditApply.certificateNo', 18, (row) => row.certificateNo ?? ''],
    ['creditApply.issuedOn', 12, (row) => row.issuedOn ?? ''],
    ['creditApply.expiresOn', 12, (row) => row.expiresOn ?? ''],
  ];
}

type CountedPerson = {
  readonly application: CreditApplication;
} & CreditApplication['people'][number];

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

/**
 * With their people, shaped a thousand at a time: the people of 40k approved applications
 * read and mapped in one go held the event loop for seconds (a deadline-day run).
 */
const SHAPED_AT_ONCE = 1_000;

async function withPeople(db: Database, config: FilesConfig, query: ReviewQuery) {
  const rows = await queryPlatformRows(db, query, MAX_EXPORT_ROWS);
  const applications: CreditApplication[] = [];
  for (let start = 0; start < rows.length; start += SHAPED_AT_ONCE) {
    const slice = rows.slice(start, start + SHAPED_AT_ONCE);
    applications.push(...(await toApplications(db, config, slice, { maskPersonalData: true })));
  }
  return applications;
}

export async function exportApplications(
  db: Database,
  config: FilesConfig,
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
  config: FilesConfig,
  query: ReviewQuery,
  { language, now }: ExportContext,
): Promise<Spreadsheet> {
  const applications = await withPeople(db, config, query);
  return buildSpreadsheet({
    sheetName: t(language, 'creditApply.field.personIds'),
    fileName: `credit-people-${localDate(now)}.xlsx`,
    columns: sheet(language, personColumns(language)),
    rows: applications.flatMap((application) =>
      application.people.map((person) => ({ ...person, application })),
    ),
    language,
    now,
  });
}
