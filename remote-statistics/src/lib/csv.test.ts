import { csvField, escapeFormula, toCsv } from './csv';

describe('CSV of a statistic', () => {
  it('escapes text cells that a spreadsheet would run as a formula, as the API does', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0']) expect(escapeFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(escapeFormula('Cluj')).toBe('Cluj');
    expect(escapeFormula("'quoted")).toBe("'quoted");
  });

  it('quotes per RFC 4180', () => {
    expect(csvField('Bistrița-Năsăud')).toBe('Bistrița-Năsăud');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers plainly, with no thousands separators', () => {
    expect(csvField(12345)).toBe('12345');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('builds the file: BOM, heading row, rows, CRLF', () => {
    const text = toCsv(
      ['Județ', 'Sesizări'],
      [
        ['Cluj', 12],
        ['-Iași', 3],
      ],
    );
    expect(text).toBe("\uFEFFJudeț,Sesizări\r\nCluj,12\r\n'-Iași,3\r\n");
  });
});
