/** Why a sign-in did not work, as the login page says it. */
export type LoginFailure = 'invalid' | 'throttled' | 'unreachable';

export class LoginError extends Error {
  override readonly name = 'LoginError';
  constructor(readonly failure: LoginFailure) {
    super(failure);
  }
}

/**
 * POST /api/v2/access/authorize {user, password} -> the access token. With `fetch`, not the HTTP
 * client: the sign-in screen loads before anything else, and must not wait for axios and the kit.
 * The login call carries no token (the original sent `Bearer null`).
 */
export async function requestToken(apiBaseUrl: string, user: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/v2/access/authorize', apiBaseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ user, password }),
    });
  } catch {
    throw new LoginError('unreachable');
  }
  if (response.status === 400 || response.status === 401) throw new LoginError('invalid');
  if (response.status === 429) throw new LoginError('throttled');
  if (!response.ok) throw new LoginError('unreachable');
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (typeof body?.access_token !== 'string' || body.access_token === '') throw new LoginError('unreachable');
  return body.access_token;
}
