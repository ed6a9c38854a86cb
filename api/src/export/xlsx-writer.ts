import type { Writable } from 'node:stream';
import { ZipStream, type ZipOptions } from './zip-stream.js';
import { escapeFormula } from './escape.js';

type Cell = string | number | null | undefined;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

// Characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/FFFF) are dropped.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlText(s: string): string {
  return s.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

function columnName(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export interface SheetWriter {
  /** Text cells are formula-escaped here, once, for every sheet. */
  row(cells: Cell[]): Promise<void>;
}

/**
 * A streaming .xlsx writer: each sheet is deflated and sent as its rows are produced,
 * with inline strings (no shared-string table to hold in memory). The zip container is
 * yazl's (zip64 when needed); the sheets are ours: exceljs 4.4's "streaming" WorkbookWriter
 * zips through JSZip, which buffers the whole archive in memory until the end, and keeps a
 * styled cell object per value; this writes each row's XML once, straight to the compressor.
 */
export class XlsxWriter {
  private readonly zip: ZipStream;
  private readonly sheets: string[] = [];

  constructor(out: Writable, options: ZipOptions = {}) {
    this.zip = new ZipStream(out, options);
  }

  async sheet(name: string, produce: (sheet: SheetWriter) => Promise<void>): Promise<void> {
    this.sheets.push(name);
    const index = this.sheets.length;
    await this.zip.entry(`xl/worksheets/sheet${index}.xml`, async (write) => {
      await write(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}"><sheetData>`);
      let r = 0;
      await produce({
        row: async (cells) => {
          r++;
          let xml = `<row r="${r}">`;
          for (let i = 0; i < cells.length; i++) {
            const v = cells[i];
            if (v === null || v === undefined || v === '') continue;
            const ref = `${columnName(i)}${r}`;
            if (typeof v === 'number' && Number.isFinite(v)) xml += `<c r="${ref}"><v>${v}</v></c>`;
            else xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(escapeFormula(String(v)))}</t></is></c>`;
          }
          await write(`${xml}</row>`);
        },
      });
      await write('</sheetData></worksheet>');
    });
  }

  async finish(): Promise<void> {
    const sheets = this.sheets;
    await this.zip.entry('xl/workbook.xml', async (write) => {
      await write(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>${sheets
          .map((s, i) => `<sheet name="${xmlText(s)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`,
      );
    });
    await this.zip.entry('xl/_rels/workbook.xml.rels', async (write) => {
      await write(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
          .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
          .join('')}</Relationships>`,
      );
    });
    await this.zip.entry('_rels/.rels', async (write) => {
      await write(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      );
    });
    await this.zip.entry('[Content_Types].xml', async (write) => {
      await write(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('')}</Types>`,
      );
    });
    await this.zip.finish();
  }
}
