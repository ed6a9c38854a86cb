import { decodeClaims, isTokenExpired, userFromToken } from './jwt';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('jwt helpers', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('reads the claims, including non-ASCII names', () => {
    const token = tokenWith({ sub: 'ștefan', ngoId: 2, ngoName: 'Asociația', organizer: true });
    expect(decodeClaims(token)).toMatchObject({ sub: 'ștefan', ngoName: 'Asociația' });
    expect(userFromToken(token)).toEqual({ name: 'ștefan', ngoId: 2, ngoName: 'Asociația', organizer: true });
  });

  it('treats a token as expired at and after exp', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), 0, now)).toBe(false);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 }), 0, now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 1 }), 0, now)).toBe(true);
  });

  it('applies the optional offset in seconds', () => {
    const token = tokenWith({ exp: now / 1000 + 60 });
    expect(isTokenExpired(token, 30, now)).toBe(false);
    expect(isTokenExpired(token, 60, now)).toBe(true);
  });

  it('treats unreadable tokens and tokens without exp as expired', () => {
    expect(isTokenExpired('garbage', 0, now)).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: 'x' }), 0, now)).toBe(true);
  });
});
