import { safeReturnTo } from './returnTo';

const ORIGIN = 'https://observatory.example';

describe('safeReturnTo', () => {
  it.each(['/observatori', '/observatori?page=2', '/answers/details/1/2#notes'])('follows the same-origin path %s', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(value);
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash trick'],
    ['https://evil.example/', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['%2F%2Fevil.example', 'encoded slashes (not a path)'],
    ['/\tevil', 'control character'],
    ['/login?returnTo=/x', 'the login page itself'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBeNull();
  });
});
