/**
 * The xlsx writer of every export (server/lib/spreadsheetWriter.ts, zipped by
 * server/lib/zip/zipArchive.ts), read back the way users and the server's own import read a
 * file: exceljs, and the import's size check over the zip's directory.
 */
import { inflateRawSync, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkUnpackedSize } from '../../server/lib/zip/boundedUnzip';
import { columnLetters, writeSpreadsheet } from '../../server/lib/spreadsheetWriter';
import { zipArchive } from '../../server/lib/zip/zipArchive';

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The workbook has no sheet');
  return { workbook, sheet };
}

/** Each entry of a zip written in one go, by walking its local headers. */
function entriesOf(zip: Buffer): { name: string; text: string; crcMatches: boolean }[] {
  const entries = [];
  for (let offset = 0; zip.readUInt32LE(offset) === 0x04034b50;) {
    const crc = zip.readUInt32LE(offset + 14);
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength;
    const data = inflateRawSync(zip.subarray(start, start + compressedSize));
    entries.push({ name, text: data.toString('utf8'), crcMatches: crc32(data) === crc });
    offset = start + compressedSize;
  }
  return entries;
}

const layout = {
  sheetName: '资信申请 [审核]',
  columns: [
    { header: '编号', width: 10 },
    { header: 'Company & Co <x>', width: 32 },
    { header: '备注', width: 20 },
  ],
  cells: [
    [1, '蓉城 "信息" 有限公司', ''],
    [2.5, 'bell\u0007 and lone \ud800 surrogate', '=1+1'],
    [3, '😀 emoji kept', '  spaced  '],
  ],
  created: '2026-11-30T08:09:10.123Z',
};

describe('the xlsx writer', () => {
  it('writes a workbook exceljs reads back: sheet, bold header, widths, cells as given', async () => {
    const { workbook, sheet } = await workbookOf(writeSpreadsheet(layout));
    // A sheet name may not hold []:*?/\.
    expect(sheet.name).toBe('资信申请  审核');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect([1, 2, 3].map((column) => sheet.getColumn(column).width)).toEqual([10, 32, 20]);
    expect(sheet.getRow(1).values).toEqual([undefined, '编号', 'Company & Co <x>', '备注']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '蓉城 "信息" 有限公司', '']);
    // Characters XML cannot hold are dropped; a leading = stays text, never a formula.
    expect(sheet.getRow(3).values).toEqual([undefined, 2.5, 'bell and lone  surrogate', '=1+1']);
    expect(sheet.getRow(4).values).toEqual([undefined, 3, '😀 emoji kept', '  spaced  ']);
    expect(sheet.rowCount).toBe(4);
    expect(workbook.created.toISOString()).toBe('2026-11-30T08:09:10.000Z');
  });

  it('is a zip whose every entry inflates to well-formed parts with matching checksums', async () => {
    const bytes = writeSpreadsheet(layout);
    const entries = entriesOf(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(entries.every((entry) => entry.crcMatches)).toBe(true);
    const strings = entries.find((entry) => entry.name === 'xl/sharedStrings.xml')?.text;
    expect(strings).toContain('Company &amp; Co &lt;x&gt;');
    // Each distinct string once.
    expect(strings?.match(/<si>/g)).toHaveLength(9);
    // The import's own check reads the directory at the end of the archive.
    await expect(
      checkUnpackedSize(bytes, { maxUnpackedBytes: 1_000_000, maxEntries: 20 }),
    ).resolves.toBe('ok');
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes 40 columns and a few thousand rows that read back whole', async () => {
    const columns = Array.from({ length: 40 }, (_, index) => ({ header: `c${index}`, width: 8 }));
    const cells = Array.from({ length: 3000 }, (_, row) =>
      columns.map((_, column) => (column % 2 ? `r${row}c${column}` : row * 100 + column)),
    );
    const { sheet } = await workbookOf(
      writeSpreadsheet({ ...layout, sheetName: 'many', columns, cells }),
    );
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getCell('AN3001').value).toBe('r2999c39');
    expect(sheet.getCell('AM3001').value).toBe(299938);
  });
});

describe('the zip writer', () => {
  it('stores UTF-8 names and the given time, readable by its directory', async () => {
    const zip = zipArchive(
      [{ name: '目录/说明.txt', data: Buffer.from('你好'.repeat(1000)) }],
      new Date('2026-11-30T08:09:10Z'),
    );
    const [entry] = entriesOf(zip);
    expect(entry).toEqual({ name: '目录/说明.txt', text: '你好'.repeat(1000), crcMatches: true });
    // DOS time 08:09:10, date 2026-11-30.
    expect(zip.readUInt16LE(10)).toBe((8 << 11) | (9 << 5) | 5);
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 30);
    await expect(checkUnpackedSize(zip, { maxUnpackedBytes: 10_000, maxEntries: 1 })).resolves.toBe(
      'ok',
    );
  });
});
