/**
 * Runs after every other spec: the whole suite must have caused no Content-Security-Policy
 * violation on any page the static servers served (they record browsers' reports, see
 * shared/tools/serve-static.mjs). First it proves the recording works.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CSP_REPORT_FILE } from '../support/servers';
import { useLanguage } from '../support/session';

const MARKER = 'csp-self-check';

function reports(): string[] {
  if (!existsSync(CSP_REPORT_FILE)) return [];
  return readFileSync(CSP_REPORT_FILE, 'utf8').split('\n').filter(Boolean);
}

test('the shell sends a strict policy, and a violation is reported', async ({ page }) => {
  await useLanguage(page, 'en');
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' http://127.0.0.1:");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  // An inline script is what the policy forbids: the browser refuses it and reports it.
  await page.evaluate((marker) => {
    const script = document.createElement('script');
    script.textContent = `window['${marker}'] = true;`;
    document.body.append(script);
  }, MARKER);
  expect(await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], MARKER)).toBeUndefined();
  await expect.poll(() => reports().filter((line) => line.includes('inline')).length, { timeout: 10_000 }).toBeGreaterThan(0);
});

interface CspReport {
  readonly 'blocked-uri'?: string;
  readonly 'source-file'?: string;
}

/**
 * What the tests themselves inject (this file's self-check, axe's measuring <style>) comes from
 * `page.evaluate`, which has no script file: an inline violation without a source file is the
 * harness's. Anything the application does comes from one of its files, or loads a resource.
 */
function causedByTheApp(line: string): boolean {
  const report = (JSON.parse((JSON.parse(line) as { report: string }).report) as { 'csp-report'?: CspReport })['csp-report'] ?? {};
  return report['blocked-uri'] !== 'inline' || Boolean(report['source-file']);
}

test('no page of the whole suite broke the Content-Security-Policy', () => {
  const violations = reports().filter(causedByTheApp);
  expect(violations, violations.join('\n')).toEqual([]);
});
