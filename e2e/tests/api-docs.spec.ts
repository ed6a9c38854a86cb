import { expect, test } from '@playwright/test';
import { E2E_API_URL } from '../support/topology';

/**
 * The API's reference page (/docs) works in a real browser under the policy the API sends for
 * it: everything it loads comes from the API itself, and the browser refuses nothing.
 */
test('the API reference page renders the document from the API alone, with no policy violation', async ({ page }) => {
  const foreign: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== E2E_API_URL) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(`${E2E_API_URL}/docs`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Observatory API/ })).toBeVisible({ timeout: 20_000 });
  // The areas and their operations come from /openapi.json (through the page's own fetch).
  await expect(page.getByRole('heading', { name: 'Observers' }).first()).toBeVisible();
  await expect(page.getByText("A page of the caller's observers")).toBeVisible();
  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});
