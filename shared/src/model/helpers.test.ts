import { isImageAttachment, isSafeUrl, isValidResetPassword, previewText } from './helpers';
import { ANSWERS_FILE_NAME, CSV_MAX_BYTES, NOTE_PREVIEW_LENGTH, RESET_PASSWORD_LENGTHS } from './constants';

describe('isValidResetPassword', () => {
  it.each([
    ['1234', true],
    ['123456', true],
    ['12345', false],
    ['123', false],
    ['1234567', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidResetPassword(value)).toBe(expected);
  });

  it('rejects missing values', () => {
    expect(isValidResetPassword(undefined)).toBe(false);
    expect(isValidResetPassword(null)).toBe(false);
  });
});

describe('isImageAttachment', () => {
  it.each([
    ['photo.jpg', true],
    ['PHOTO.JPEG', true],
    ['https://api.example.org/files/a.JpG?sig=abc&exp=1', true],
    ['scan.png', false],
    ['notes.pdf', false],
    ['jpg', false],
    ['file.jpg.exe', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isImageAttachment(path)).toBe(expected);
  });
});

describe('previewText', () => {
  it('keeps text of up to 185 characters', () => {
    const text = 'a'.repeat(NOTE_PREVIEW_LENGTH);
    expect(previewText(text)).toBe(text);
  });

  it('cuts longer text at 185 characters and adds an ellipsis', () => {
    const text = 'ș'.repeat(200);
    expect(previewText(text)).toBe(`${'ș'.repeat(185)}…`);
  });

  it('gives an empty string for no text', () => {
    expect(previewText(null)).toBe('');
  });
});

describe('isSafeUrl', () => {
  const origin = 'https://backoffice.example.org';
  it.each([
    'https://api.example.org/files/1.jpg?sig=x',
    'http://127.0.0.1:4000/files/1.jpg',
    'http://localhost:4000/x',
    'http://[::1]:4000/x',
    '/assets/observer-guide.pdf',
    'assets/guide.pdf',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url, origin)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://backoffice.example.org/1234',
    '//evil.example.com/x',
    '\\\\evil.example.com/x',
    '/\\evil.example.com',
    'http://evil.example.com/x',
    'ftp://example.org/file',
    '',
    '   ',
  ])('rejects %j', (url) => {
    expect(isSafeUrl(url, origin)).toBe(false);
  });

  it('rejects non-strings and uses the page origin by default', () => {
    expect(isSafeUrl(undefined)).toBe(false);
    expect(isSafeUrl('/answers')).toBe(true);
  });
});

describe('constants', () => {
  it('keep the values of the spec', () => {
    expect(RESET_PASSWORD_LENGTHS).toEqual([4, 6]);
    expect(ANSWERS_FILE_NAME).toBe('answsers.xlsx');
    expect(CSV_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});
