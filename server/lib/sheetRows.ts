/**
 * Reading a filled-in import sheet: runs in the CPU pool (server/lib/cpu), never on the
 * event loop, and only after the file was shown to unpack within the limit. It returns
 * a verdict rather than throwing, since errors do not cross a worker as our AppError.
 */
import { checkUnpackedSize } from './zip/boundedUnzip';

export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: Readonly<Record<string, string>>;
}

export interface SheetReadSpec {
  /** Normalised header text (either language) → field. */
  readonly fieldOfHeader: readonly (readonly [string, string])[];
  readonly fields: readonly string[];
  readonly maxRows: number;
  readonly maxUnpackedBytes: number;
}

export type SheetReadResult =
  | { readonly ok: true; readonly rows: SheetRow[] }
  | {
      readonly ok: false;
      readonly refusal: 'notXlsx' | 'unpackedTooLarge' | 'wrongTemplate' | 'tooManyRows' | 'noRows';
    };

/** An .xlsx is a few dozen parts; more is not a spreadsheet a person filled in. */
const MAX_ZIP_ENTRIES = 200;

/**
 * A header as matched: without spaces, the required mark (*) or a closing remark in
 * brackets (the template's "（核验必填）"), any case.
 */
export const normalisedHeader = (text: string) =>
  text
    .replace(/[(（][^()（）]*[)）]\s*$/, '')
    .replace(/[\s*＊]/g, '')
    .toLowerCase();

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

/**
 * The first sheet's rows as text by field. The header row must name every field (in
 * either language, in any order); empty rows are skipped.
 */
export async function readSheet({
  bytes,
  spec,
}: {
  readonly bytes: Uint8Array;
  readonly spec: SheetReadSpec;
}): Promise<SheetReadResult> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unpacked = await checkUnpackedSize(file, {
    maxUnpackedBytes: spec.maxUnpackedBytes,
    maxEntries: MAX_ZIP_ENTRIES,
  });
  if (unpacked === 'notZip') return { ok: false, refusal: 'notXlsx' };
  if (unpacked === 'tooLarge') return { ok: false, refusal: 'unpackedTooLarge' };

  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { ok: false, refusal: 'notXlsx' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, refusal: 'wrongTemplate' };

  const fieldOfHeader = new Map(spec.fieldOfHeader);
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, position) => {
    const field = fieldOfHeader.get(normalisedHeader(cellText(cell.value)));
    if (field && !positions.has(field)) positions.set(field, position);
  });
  if (spec.fields.some((field) => !positions.has(field))) {
    return { ok: false, refusal: 'wrongTemplate' };
  }

  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells = Object.fromEntries(
      spec.fields.map((field) => [field, cellText(row.getCell(positions.get(field) ?? 0).value)]),
    );
    // A row with only formatting or drop-downs is no row.
    if (Object.values(cells).every((text) => text === '')) return;
    if (rows.length === spec.maxRows) tooMany = true;
    else rows.push({ rowNumber, cells });
  });
  if (tooMany) return { ok: false, refusal: 'tooManyRows' };
  if (rows.length === 0) return { ok: false, refusal: 'noRows' };
  return { ok: true, rows };
}
