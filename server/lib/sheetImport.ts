/**
 * Spreadsheet imports (the personnel roster first): the template a user fills in, and
 * reading the filled-in file back as rows of text by field. A file is read whole, so its
 * size, its unpacked size (an xlsx is a zip: a small file may unpack to gigabytes) and
 * its row count are capped before and while it is read.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from './errors';
import { t, type Language } from './i18n';
import { CpuTaskFailure, runCpuTask } from './cpu/pool';
import { normalisedHeader, type SheetReadResult, type SheetRow } from './sheetRows';
import type { Spreadsheet } from './spreadsheet';

export type { SheetRow } from './sheetRows';

/** Rows one import may hold: a company's roster, not a data migration. */
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/**
 * What the parts of the zip may unpack to together: a full 500-row roster unpacks to
 * under a megabyte, so this is room for formatting, not for a bomb.
 */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** `check`: report only; `all`: save if every row is valid; `valid`: save the valid rows. */
export const IMPORT_MODES = ['check', 'all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportColumn {
  readonly field: string;
  /** The catalogue key of its header (the template's language, either when read back). */
  readonly headerKey: string;
  readonly width: number;
  /** Catalogue keys of the values a cell may take (a drop-down in the template). */
  readonly choiceKeys?: readonly string[];
  /** Marked in the template's header. */
  readonly required?: boolean;
  /** May stay empty now, but the record's next step needs it: its header says so. */
  readonly requiredLater?: boolean;
}

const refusal = (key: string, params: Record<string, number> = {}) =>
  new AppError(HttpStatus.badRequest, key, { params, fieldErrors: { file: { key, params } } });

const headerOf = (column: ImportColumn, language: Language, laterMarkKey?: string) =>
  `${t(language, column.headerKey)}${column.required ? ' *' : ''}${
    column.requiredLater && laterMarkKey ? t(language, laterMarkKey) : ''
  }`;

export interface TemplateOptions {
  readonly sheetName: string;
  readonly fileName: string;
  readonly columns: readonly ImportColumn[];
  /** Lines of the instructions sheet. */
  readonly notes: readonly string[];
  /** The catalogue key of the header remark of the columns `requiredLater`. */
  readonly laterMarkKey?: string;
  readonly language: Language;
  readonly now: Date;
}

/** The empty template: headers, drop-downs where a column has choices, instructions. */
export async function buildImportTemplate(options: TemplateOptions): Promise<Spreadsheet> {
  const { columns, language } = options;
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = options.now;
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = columns.map((column) => ({
    header: headerOf(column, language, options.laterMarkKey),
    width: column.width,
    // Text cells: an ID card number must not become a number (and lose digits).
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  columns.forEach((column, index) => {
    if (!column.choiceKeys) return;
    const list = column.choiceKeys.map((key) => t(language, key)).join(',');
    for (let row = 2; row <= MAX_IMPORT_ROWS + 1; row += 1) {
      sheet.getCell(row, index + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${list}"`],
      };
    }
  });
  const notes = workbook.addWorksheet(t(language, 'import.notesSheet'));
  notes.getColumn(1).width = 100;
  options.notes.forEach((line) => notes.addRow([line]));
  return { fileName: options.fileName, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The multipart body of an import: the `file` part and the `mode` field. */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; mode: ImportMode }> {
  if (!request.isMultipart()) throw refusal('upload.missingFile');
  let bytes: Buffer | undefined;
  let mode: ImportMode = 'check';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } else if (part.fieldname === 'mode') {
        const value = String(part.value);
        if (!(IMPORT_MODES as readonly string[]).includes(value)) {
          throw new AppError(HttpStatus.badRequest, 'validation.invalid', { field: 'mode' });
        }
        mode = value as ImportMode;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refusal('import.tooLarge', { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });
    }
    if (error instanceof AppError) throw error;
    // A cut-off or malformed body (busboy's errors carry no code): the client sent nonsense.
    throw refusal('error.badRequest');
  }
  if (!bytes || bytes.length === 0) throw refusal('upload.missingFile');
  return { bytes, mode };
}

const SHEET_REFUSALS = {
  notXlsx: () => refusal('import.notXlsx'),
  unpackedTooLarge: () =>
    refusal('import.unpackedTooLarge', { megabytes: MAX_UNPACKED_BYTES / 1024 / 1024 }),
  wrongTemplate: () => refusal('import.wrongTemplate'),
  tooManyRows: () => refusal('import.tooManyRows', { max: MAX_IMPORT_ROWS }),
  noRows: () => refusal('import.noRows'),
} as const;

/**
 * The first sheet's rows as text by field, read in the CPU pool after the file was shown
 * to unpack within the limit (a bomb is refused having inflated at most that much). The
 * header row must name every column (in either language, in any order); empty rows are
 * skipped. Refusals name the file field.
 */
export async function readSheetRows(
  bytes: Buffer,
  columns: readonly ImportColumn[],
): Promise<SheetRow[]> {
  const fieldOfHeader = columns.flatMap((column) =>
    (['zh', 'en'] as const).map(
      (language) => [normalisedHeader(t(language, column.headerKey)), column.field] as const,
    ),
  );
  let result: SheetReadResult;
  try {
    result = await runCpuTask('readSheet', {
      bytes,
      spec: {
        fieldOfHeader,
        fields: columns.map((column) => column.field),
        maxRows: MAX_IMPORT_ROWS,
        maxUnpackedBytes: MAX_UNPACKED_BYTES,
      },
    });
  } catch (error) {
    // Its thread ran out of memory: whatever the file is, it is not a roster.
    if (error instanceof CpuTaskFailure) throw SHEET_REFUSALS.unpackedTooLarge();
    throw error;
  }
  if (!result.ok) throw SHEET_REFUSALS[result.refusal]();
  return result.rows;
}
