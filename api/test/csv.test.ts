import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseCsv } from '../src/validation/csv.js';

const lines = (text: string) => parseCsv(text).records.map((r) => [r.line, ...r.fields]);

describe('CSV reader (observer import)', () => {
  test('BOM, semicolons chosen from the header, quoted delimiters and doubled quotes', () => {
    const parsed = parseCsv('\ufeffPhone;Pin;Name\r\n0722000001;1234;"Pop; ""Nelu"" Ion"\r\n');
    assert.equal(parsed.delimiter, ';');
    assert.deepEqual(
      parsed.records.map((r) => r.fields),
      [
        ['Phone', 'Pin', 'Name'],
        ['0722000001', '1234', 'Pop; "Nelu" Ion'],
      ],
    );
    assert.equal(parseCsv('Phone,Pin,Name;x\n1,2,"a;b"\n').delimiter, ',');
  });

  test('records keep the physical line they start on: blank lines, CRLF and LF, line breaks in quotes', () => {
    const text = ['Phone,Pin,Name', '', '1,2,"two', 'lines"', '3,4,five\r', '', '', '6,7,"crlf\r', 'inside"', '8,9,last'].join('\n');
    assert.deepEqual(lines(text), [
      [1, 'Phone', 'Pin', 'Name'],
      [3, '1', '2', 'two\nlines'],
      [5, '3', '4', 'five'],
      [8, '6', '7', 'crlf\r\ninside'],
      [10, '8', '9', 'last'],
    ]);
  });

  test('short and long rows are kept as they are; a quote inside an unquoted value is text', () => {
    assert.deepEqual(lines('a,b,c\n1\n1,2,3,4\nIon "Nelu" Pop,2\n"Ion" Pop,3\n'), [
      [1, 'a', 'b', 'c'],
      [2, '1'],
      [3, '1', '2', '3', '4'],
      [4, 'Ion "Nelu" Pop', '2'],
      // Text after a closing quote keeps the value as typed (a phone or PIN written so then fails its format check).
      [5, '"Ion" Pop', '3'],
    ]);
  });

  test('a quoted value never closed names the line the record starts on', () => {
    assert.throws(() => parseCsv('Phone,Pin,Name\n1,2,ok\n\n3,4,"open\nmore\n\n'), { message: 'Line 4: a quoted value is never closed.' });
    assert.throws(() => parseCsv('"Phone,Pin,Name\n'), { message: 'Line 1: a quoted value is never closed.' });
  });

  test('an empty file has no records', () => {
    assert.deepEqual(parseCsv('').records, []);
    assert.deepEqual(parseCsv('\ufeff\r\n\n').records, []);
  });
});
