import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { XlsxWriter } from '../src/export/xlsx-writer.js';
import type { ZipOptions } from '../src/export/zip-stream.js';

const EOCD64 = Buffer.from([0x50, 0x4b, 0x06, 0x06]);
const EOCD64_LOCATOR = Buffer.from([0x50, 0x4b, 0x06, 0x07]);
const CENTRAL_HEADER = 0x02014b50;

/** A two-sheet workbook written by our writer, collected in memory. */
async function workbook(options: ZipOptions, rows = 3): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const wb = new XlsxWriter(out, options);
  await wb.sheet('Răspunsuri', async (sheet) => {
    await sheet.row(['Phone', 'Name', 'Count']);
    for (let i = 1; i < rows; i++) await sheet.row([`07220000${String(i).padStart(2, '0')}`, `Ionuț ${i}`, i]);
  });
  await wb.sheet('Notes', async (sheet) => {
    await sheet.row(['=cmd', 'ok']);
  });
  await wb.finish();
  await ended;
  return Buffer.concat(chunks);
}

/** Every entry's bytes, read through yauzl (which refuses a malformed central directory or entry). */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The "version needed to extract" of each central directory record. */
function versionsNeeded(buf: Buffer): number[] {
  const versions: number[] = [];
  for (
    let at = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  ) {
    if (buf.readUInt32LE(at) === CENTRAL_HEADER) versions.push(buf.readUInt16LE(at + 6));
  }
  return versions;
}

describe('xlsx zip container', () => {
  test('zip64 forced (the form an export past 4 GiB takes): readers open it and find every cell', async () => {
    const buf = await workbook({ forceZip64: true }, 50);
    assert.ok(buf.includes(EOCD64) && buf.includes(EOCD64_LOCATOR), 'zip64 end of central directory record and locator');
    assert.deepEqual(versionsNeeded(buf), [45, 45, 45, 45, 45, 45], 'every entry declares zip64 (version 4.5)');
    const files = await unzip(buf);
    assert.deepEqual([...files.keys()].sort(), [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    assert.match(files.get('xl/worksheets/sheet1.xml')?.toString() ?? '', /Ionuț 49/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    assert.equal(wb.worksheets[0]?.name, 'Răspunsuri');
    assert.equal(wb.worksheets[0]?.getCell('B50').value, 'Ionuț 49');
    assert.equal(wb.worksheets[0]?.getCell('C50').value, 49);
    assert.equal(wb.worksheets[1]?.getCell('A1').value, "'=cmd", 'formula escaped');
  });

  test('a workbook under every limit stays classic zip (what every spreadsheet opens)', async () => {
    const buf = await workbook({});
    assert.ok(!buf.includes(EOCD64), 'no zip64 record');
    assert.deepEqual(versionsNeeded(buf), [20, 20, 20, 20, 20, 20]);
    assert.equal((await unzip(buf)).size, 6);
  });

  test('a download cut short stops the writer instead of leaving it waiting', { timeout: 20_000 }, async () => {
    const out = new PassThrough({ highWaterMark: 1024 }); // nobody reads: back-pressure at once
    const wb = new XlsxWriter(out);
    const writing = wb.sheet('Big', async (sheet) => {
      for (let i = 0; i < 200_000; i++) await sheet.row([i, `row ${i} ${'x'.repeat(40)}`]);
    });
    setTimeout(() => out.destroy(), 200);
    await assert.rejects(writing);
  });
});
