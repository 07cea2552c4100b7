/**
 * Sign-up exports, every match of a list's filters (not one page), headers and statuses in
 * the request's language, ID card numbers masked like the lists (DESIGN §4):
 * - `train/export-entryuser`: the institution's roster of a course (who signed up, for
 *   which session, with what result);
 * - `train/export-entryusercerdit`: the certificate reviewers' queue as they filter it;
 * - `course/export-creditUser-list`: the people a course gave its credit hours to, with them.
 */
import type { SignUp } from '@machines/contracts';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import { buildSpreadsheet, type SheetColumn, type Spreadsheet } from '../lib/spreadsheet';
import { signUpFamily } from './entity';

export interface ExportContext {
  readonly language: Language;
  readonly now: Date;
}

export type SignUpColumn<R extends SignUp = SignUp> = readonly [
  header: string,
  width: number,
  value: (row: R) => string | number,
];

function columns(language: Language): readonly SignUpColumn[] {
  return [
    ['field.id', 10, (row) => row.id],
    ['signUp.field.name', 12, (row) => row.traineeName],
    ['signUp.field.idCard', 22, (row) => row.traineeIdCard],
    ['signUp.field.mobile', 14, (row) => row.traineeMobile],
    ['signUp.company', 30, (row) => row.companyName || t(language, 'signUp.individual')],
    ['signUp.course', 32, (row) => row.courseName],
    ['signUp.field.trainingDateId', 24, (row) => `${row.startsOn} ~ ${row.endsOn}`],
    ['field.status', 20, (row) => t(language, signUpFamily.metaOf(row.status).label)],
    ['signUp.examScore', 10, (row) => row.examScore],
    ['signUp.certificateNumber', 22, (row) => row.certificateNumber],
    ['signUp.validity', 24, (row) => (row.issuedOn ? `${row.issuedOn} ~ ${row.expiresOn}` : '')],
    ['signUp.signedUpAt', 18, (row) => localDateTime(new Date(row.createdAt))],
  ];
}

export interface SignUpSheet<R extends SignUp> {
  /** The translation key of the sheet's name. */
  readonly sheet: string;
  /** The file's name before its date. */
  readonly file: string;
  /** What this export adds after every sign-up's columns. */
  readonly more?: readonly SignUpColumn<R>[];
}

export function exportSignUps<R extends SignUp>(
  rows: readonly R[],
  { sheet, file, more = [] }: SignUpSheet<R>,
  { language, now }: ExportContext,
): Promise<Spreadsheet> {
  const sheetColumns: SheetColumn<R>[] = [...columns(language), ...more].map(
    ([header, width, value]) => ({ header: t(language, header), width, value }),
  );
  return buildSpreadsheet({
    sheetName: t(language, sheet),
    fileName: `${file}-${localDate(now)}.xlsx`,
    columns: sheetColumns,
    rows,
    language,
    now,
  });
}
