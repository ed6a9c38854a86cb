import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';

export interface Account {
  readonly user: string;
  readonly password: string;
}

const tokens = new Map<string, string>();

/** A real staff token, fetched once per account and worker (the API throttles sign-ins per address). */
export async function staffToken(request: APIRequestContext, account: Account): Promise<string> {
  const cached = tokens.get(account.user);
  if (cached) return cached;
  const response = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, { data: account });
  expect(response.ok(), `sign-in for ${account.user}`).toBe(true);
  const token = ((await response.json()) as { access_token: string }).access_token;
  tokens.set(account.user, token);
  return token;
}

/** A real token from the API for `account`. */
export function fetchToken(page: Page, account: Account): Promise<string> {
  return staffToken(page.request, account);
}

/** Signs in without the login form (the form has its own tests) and picks the language. */
export async function signIn(page: Page, account: Account, language: 'en' | 'ro' = 'en'): Promise<string> {
  const token = await fetchToken(page, account);
  await page.addInitScript(
    ({ value, lang }) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('token-id', value);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    },
    { value: token, lang: language },
  );
  return token;
}

/** Only the language, for pages seen signed out. */
export async function useLanguage(page: Page, language: 'en' | 'ro'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
  }, language);
}
