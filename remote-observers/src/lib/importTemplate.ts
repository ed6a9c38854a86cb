/** The header the import expects (API contract and SEC-7), in the order of the template. */
const IMPORT_TEMPLATE_HEADER = 'Phone,Pin,Name';
export const IMPORT_TEMPLATE_FILE_NAME = 'observers-template.csv';

/**
 * The template CSV: the header and one example row. Built in the browser (no server round trip);
 * the example name is passed in so it can follow the language.
 */
export function importTemplateBlob(exampleName: string): Blob {
  // Quotes keep a name with a comma in one cell (RFC 4180).
  const name = `"${exampleName.replace(/"/g, '""')}"`;
  return new Blob([`${IMPORT_TEMPLATE_HEADER}\r\n0722123456,1234,${name}\r\n`], { type: 'text/csv;charset=utf-8' });
}
