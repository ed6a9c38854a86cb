import { CsvError, parse, type Options } from 'csv-parse/sync';

/** One record of a CSV file, with the physical line it starts on (header = line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The delimiter a spreadsheet chose: a semicolon (Romanian Excel) when the header has more of them than commas. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Line breaks inside a record's quoted values: the record spans that many more lines. */
function breaksIn(fields: string[]): number {
  let n = 0;
  for (const f of fields) for (let i = f.indexOf('\n'); i >= 0; i = f.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Reads a CSV file with `csv-parse`: RFC 4180 quoting, a UTF-8 BOM dropped, CRLF or LF line ends,
 * blank lines skipped, the delimiter (comma or semicolon) taken from the header line. As before
 * the library, a quote inside a value that does not start with one is kept as text. Throws a
 * plain Error with a message meant for the user on a quoted value that is never closed.
 */
export function parseCsv(text: string): { delimiter: string; records: CsvRecord[] } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const delimiter = delimiterOf(text);
  // Lines used by the records read so far: csv-parse's own `lines` counts a CRLF inside quotes
  // twice and a lone CR as a break, so lines are counted here, by LF, as before the library.
  let used = 0;
  try {
    const options: Options<CsvRecord, string[]> = {
      delimiter,
      record_delimiter: ['\r\n', '\n'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (fields, { empty_lines: skipped }) => {
        const line = 1 + used + skipped;
        used += 1 + breaksIn(fields);
        return { line, fields };
      },
    };
    // The typings only allow on_record to reshape records together with `columns`.
    const records = parse(text, options as unknown as Options) as unknown as CsvRecord[];
    return { delimiter, records };
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    // The record that failed starts after the ones read and the blank lines skipped since.
    const line = 1 + used + (err.empty_lines as number);
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') throw new Error(`Line ${line}: a quoted value is never closed.`);
    throw new Error(`Line ${line}: the line could not be read (${err.message}).`);
  }
}
