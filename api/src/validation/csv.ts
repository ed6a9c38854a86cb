/** One record of a CSV file, with the physical line it starts on (header = line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 reader with the delimiter (comma or semicolon) taken from the header line.
 * Throws a plain Error with a message meant for the user on malformed quoting.
 */
export function parseCsv(text: string): { delimiter: string; records: CsvRecord[] } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLineEnd = text.search(/\r?\n|$/);
  const header = text.slice(0, firstLineEnd);
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    let inQuotes = false;
    let quotedField = false;
    for (;;) {
      if (i >= n) {
        if (inQuotes) throw new Error(`Line ${startLine}: a quoted value is never closed.`);
        fields.push(field);
        break;
      }
      const c = text[i] as string;
      if (inQuotes) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            inQuotes = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          field += c;
          i++;
        }
        continue;
      }
      if (c === '"' && field === '' && !quotedField) {
        inQuotes = true;
        quotedField = true;
        i++;
      } else if (c === delimiter) {
        fields.push(field);
        field = '';
        quotedField = false;
        i++;
      } else if (c === '\r' && text[i + 1] === '\n') {
        fields.push(field);
        i += 2;
        line++;
        break;
      } else if (c === '\n') {
        fields.push(field);
        i++;
        line++;
        break;
      } else if (quotedField) {
        throw new Error(`Line ${startLine}: unexpected text after a closing quote.`);
      } else {
        field += c;
        i++;
      }
    }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: startLine, fields });
  }
  return { delimiter, records };
}
