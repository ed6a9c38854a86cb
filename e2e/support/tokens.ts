/** Builds an unsigned token with the given claims: enough for the shell's own expiry checks. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.not-signed`;
}

/** A real token with its signature broken: the API answers 401 to it. */
export function tamper(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
