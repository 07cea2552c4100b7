/**
 * Spreadsheet imports (the personnel roster first): the template a user fills in, and
 * reading the filled-in file back as rows of text by field. A file is read whole, so its
 * size, its unpacked size (an xlsx is a zip: a small file may unpack to gigabytes) and
 * its row count are capped before and while it is read.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from './errors';
import { t, type Language } from './i18n';
import type { Spreadsheet } from './spreadsheet';

/** Rows one import may hold: a company's roster, not a data migration. */
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** What the parts of the zip may unpack to together. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

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
}

/** A filled-in row: its number in the sheet, and each column's cell as text. */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: Readonly<Record<string, string>>;
}

const refusal = (key: string, params: Record<string, number> = {}) =>
  new AppError(HttpStatus.badRequest, key, { params, fieldErrors: { file: { key, params } } });

const headerOf = (column: ImportColumn, language: Language) =>
  `${t(language, column.headerKey)}${column.required ? ' *' : ''}`;

export interface TemplateOptions {
  readonly sheetName: string;
  readonly fileName: string;
  readonly columns: readonly ImportColumn[];
  /** Lines of the instructions sheet. */
  readonly notes: readonly string[];
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
    header: headerOf(column, language),
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

/**
 * The sum of the uncompressed sizes the zip's central directory declares, or null when
 * the bytes are not a zip. exceljs would unpack every part into memory.
 */
export function unpackedSize(bytes: Buffer): number | null {
  const END_OF_DIRECTORY = 0x06054b50;
  const ENTRY = 0x02014b50;
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // The end record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY) return null;
    total += bytes.readUInt32LE(at + 24);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** A cell's value as the user sees it: text, a number, a date (YYYY-MM-DD), or ''. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return '';
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** Header text without the required mark, spaces and case, for matching. */
const headerKey = (text: string) => text.replace(/[\s*＊]/g, '').toLowerCase();

/**
 * The first sheet's rows as text by field. The header row must name every column (in
 * either language, in any order); empty rows are skipped. Refusals name the file field.
 */
export async function readSheetRows(
  bytes: Buffer,
  columns: readonly ImportColumn[],
): Promise<SheetRow[]> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === null) throw refusal('import.notXlsx');
  if (unpacked > MAX_UNPACKED_BYTES) throw refusal('import.notXlsx');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refusal('import.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refusal('import.wrongTemplate');

  const fieldOfHeader = new Map<string, string>();
  for (const column of columns) {
    for (const language of ['zh', 'en'] as const) {
      fieldOfHeader.set(headerKey(t(language, column.headerKey)), column.field);
    }
  }
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, position) => {
    const field = fieldOfHeader.get(headerKey(cellText(cell.value)));
    if (field && !positions.has(field)) positions.set(field, position);
  });
  if (columns.some((column) => !positions.has(column.field))) {
    throw refusal('import.wrongTemplate');
  }

  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells = Object.fromEntries(
      columns.map((column) => [
        column.field,
        cellText(row.getCell(positions.get(column.field) ?? 0).value),
      ]),
    );
    // A row with only formatting or drop-downs is no row.
    if (Object.values(cells).every((text) => text === '')) return;
    if (rows.length === MAX_IMPORT_ROWS) tooMany = true;
    else rows.push({ rowNumber, cells });
  });
  if (tooMany) throw refusal('import.tooManyRows', { max: MAX_IMPORT_ROWS });
  if (rows.length === 0) throw refusal('import.noRows');
  return rows;
}
