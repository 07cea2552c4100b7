/**
 * Writing an xlsx file, in the CPU pool (server/lib/cpu/tasks.ts): one sheet, a bold
 * header row, strings in the shared-strings table (an empty cell then reads back as an
 * empty string), numbers as numbers, column widths. The parts of the package (ECMA-376
 * part 1: the content types, relationships, workbook, styles, sheet, strings and core
 * properties) are written as text here and zipped by ./zip/zipArchive.ts.
 *
 * Why not exceljs, which still reads the imports: its streaming writer took 1.6 s of CPU for
 * an export of 40k rows, most of it in its XML and zip streams and a style lookup per cell;
 * this takes a fraction of it, and a deadline day's exports share two cores with everyone.
 */
import { zipArchive } from './zip/zipArchive';

export interface SheetLayout {
  readonly sheetName: string;
  readonly columns: readonly { readonly header: string; readonly width: number }[];
  /** One array of cell values per row, in the columns' order. */
  readonly cells: readonly (readonly (string | number)[])[];
  /** When the workbook was made (ISO), its `created` property. */
  readonly created: string;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** What a cell holds at most (Excel's specification and limits). */
const CELL_CHARACTERS = 32_767;
/** A sheet's name: at most 31 characters, none of these. */
const SHEET_NAME_CHARACTERS = 31;
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]/g;
/** Style 1 of styles.xml below: the bold font. */
const HEADER_STYLE = 1;

/** Characters XML 1.0 cannot hold at all (a C0 control but tab, newline, return; U+FFFE/F; a lone surrogate). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPED = /[&<>"]/g;
/** Leading or trailing white space, which XML readers drop unless told to keep it. */
const EDGE_SPACE = /^\s|\s$/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(ESCAPED, (character) => ENTITIES[character] ?? '');
}

/** A1-style column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function safeSheetName(name: string): string {
  const cleaned = name.replace(FORBIDDEN_IN_SHEET_NAME, ' ').replace(/^'|'$/g, '').trim();
  return [...cleaned].slice(0, SHEET_NAME_CHARACTERS).join('') || 'Sheet1';
}

/** Each distinct string once, cells point at its index. */
class SharedStrings {
  private readonly indexOf = new Map<string, number>();
  private references = 0;

  index(text: string): number {
    this.references += 1;
    const clipped = text.length > CELL_CHARACTERS ? text.slice(0, CELL_CHARACTERS) : text;
    let index = this.indexOf.get(clipped);
    if (index === undefined) {
      index = this.indexOf.size;
      this.indexOf.set(clipped, index);
    }
    return index;
  }

  xml(): string {
    const items: string[] = [];
    for (const text of this.indexOf.keys()) {
      // Only where it matters: on every string it made a tenth of a large export's bytes.
      const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
      items.push(`<si><t${space}>${xmlText(text)}</t></si>`);
    }
    return (
      `${XML_DECLARATION}<sst xmlns="${MAIN}" count="${this.references}" ` +
      `uniqueCount="${this.indexOf.size}">${items.join('')}</sst>`
    );
  }
}

function cellXml(
  reference: string,
  value: string | number,
  strings: SharedStrings,
  style = 0,
): string {
  const styled = style ? ` s="${style}"` : '';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${reference}"${styled}><v>${value}</v></c>`;
  }
  return `<c r="${reference}"${styled} t="s"><v>${strings.index(String(value))}</v></c>`;
}

function sheetXml(
  { columns, cells }: Pick<SheetLayout, 'columns' | 'cells'>,
  strings: SharedStrings,
): string {
  const letters = columns.map((_, index) => columnLetters(index));
  const widths = columns
    .map(
      ({ width }, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
    )
    .join('');
  const rows: string[] = [
    `<row r="1">${columns
      .map(({ header }, index) => cellXml(`${letters[index]}1`, header, strings, HEADER_STYLE))
      .join('')}</row>`,
  ];
  cells.forEach((values, rowIndex) => {
    const number = rowIndex + 2;
    let row = `<row r="${number}">`;
    values.forEach((value, index) => {
      row += cellXml(`${letters[index] ?? columnLetters(index)}${number}`, value, strings);
    });
    rows.push(`${row}</row>`);
  });
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<cols>${widths}</cols><sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

const CONTENT_TYPES =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${PACKAGE_RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<sheets><sheet name="${xmlText(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

function corePropertiesXml(created: Date): string {
  // W3CDTF without milliseconds, as Office writes it.
  const stamp = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_DECLARATION}<cp:coreProperties ` +
    'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

export function writeSpreadsheet({ sheetName, columns, cells, created }: SheetLayout): Buffer {
  const strings = new SharedStrings();
  // The sheet first: it fills the strings table.
  const sheet = sheetXml({ columns, cells }, strings);
  const createdAt = new Date(created);
  const text = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') });
  return zipArchive(
    [
      text('[Content_Types].xml', CONTENT_TYPES),
      text('_rels/.rels', PACKAGE_RELS),
      text('docProps/core.xml', corePropertiesXml(createdAt)),
      text('xl/workbook.xml', workbookXml(sheetName)),
      text('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      text('xl/styles.xml', STYLES),
      text('xl/worksheets/sheet1.xml', sheet),
      text('xl/sharedStrings.xml', strings.xml()),
    ],
    createdAt,
  );
}
