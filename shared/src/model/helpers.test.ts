import { isSafeUrl } from './helpers';

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
