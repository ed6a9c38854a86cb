import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { signIn, useLanguage } from '../support/session';

/** The shared modules the page's share scope has loaded (or is loading), and who provided each. */
function loadedSharedModules(page: Page): Promise<{ pkg: string; version: string; from: string }[]> {
  return page.evaluate(() => {
    type Versions = Record<string, { from: string; loaded?: boolean; loading?: unknown }>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__.__SHARE__;
    const found: { pkg: string; version: string; from: string }[] = [];
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions))
          if (info.loaded || info.loading) found.push({ pkg, version, from: info.from });
      }
    }
    return found;
  });
}

test('signing in with the demo account lands on /answers', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Username').fill(NGO_ADMIN.user);
  await page.getByLabel('Password').fill(NGO_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/answers$/);
  await expect(page.getByTestId('user-name')).toContainText(NGO_ADMIN.user);
  expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toMatch(/^ey/);
});

test('a wrong password shows the invalid-credentials text in red', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Username').fill(NGO_ADMIN.user);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const error = page.getByTestId('login-error');
  await expect(error).toHaveText('Invalid username or password.');
  const [red, green, blue] = (await error.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(80);
  expect(blue).toBeLessThan(80);
  await expect(page).toHaveURL(/\/login$/);
});

for (const area of AREAS) {
  test(`the ${area.id} area renders inside the shell from its own origin`, async ({ page }) => {
    await signIn(page, NGO_ADMIN, 'en');
    const fromAreaOrigin: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(areaOrigin(area)) && response.ok()) fromAreaOrigin.push(response.url());
    });
    await page.goto(area.route);
    await expect(page.getByRole('heading', { level: 1, name: area.titles.en })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(fromAreaOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromAreaOrigin.some((url) => url.includes('/remoteEntry.js'))).toBe(true);
  });
}

test('each area title follows the language, Romanian by default', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'ro');
  for (const area of AREAS) {
    await page.goto(area.route);
    await expect(page.getByRole('heading', { level: 1, name: area.titles.ro })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
});

test('React and the other shared libraries are downloaded once, from the host', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  const scripts: { url: string; hasReactDom: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The next goto may come before a late script's body is read (a busy machine): then fetch it again.
    const body = await response.text().catch(async () => (await page.request.get(response.url())).text());
    // `__reactFiber$` is a property name that only react-dom's own code contains.
    scripts.push({ url: response.url(), hasReactDom: body.includes('__reactFiber$') });
  });
  for (const area of AREAS) {
    await page.goto(area.route);
    await expect(page.getByRole('heading', { level: 1, name: area.titles.en })).toBeVisible();
  }
  // Every shared singleton in the page's share scope was loaded once, and from the host.
  const loaded = [...new Set((await loadedSharedModules(page)).map(({ pkg, version, from }) => `${pkg}@${version} from ${from}`))].sort();
  expect(loaded.filter((entry) => entry.startsWith('react@'))).toEqual([
    expect.stringMatching(/^react@19\.\d+\.\d+ from observatory_host$/),
  ]);
  for (const entry of loaded) expect(entry).toMatch(/ from observatory_host$/);
  const packages = loaded.map((entry) => entry.split('@').slice(0, -1).join('@'));
  expect(new Set(packages).size).toBe(packages.length);
  // react-dom was downloaded exactly once, from the host's origin; no area fetched its own copy.
  const withReactDom = [...new Set(scripts.filter((script) => script.hasReactDom).map((script) => script.url))];
  expect(withReactDom).toHaveLength(1);
  expect(new URL(withReactDom[0]!).origin).toBe(new URL(page.url()).origin);
  const areaScripts = scripts.filter((script) => AREAS.some((area) => script.url.startsWith(areaOrigin(area))));
  expect(areaScripts.length).toBeGreaterThanOrEqual(AREAS.length * 2);
});

test('the form kit comes on demand: not on a screen without a form, then once and from the host on the first with one', async ({
  page,
}) => {
  // No fetching when idle (a connection that asked to save data), so only what the screens need loads.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await signIn(page, NGO_ADMIN, 'en');
  const formKitChunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/forms\.\w+\.js$/.test(new URL(request.url()).pathname)) formKitChunks.push(request.url());
  });
  const formKit = async () => {
    const formKitModules = (await loadedSharedModules(page)).filter(
      ({ pkg }) => pkg === 'react-hook-form' || pkg === '@observatory/shared/form',
    );
    return [...new Set(formKitModules.map(({ pkg, from }) => `${pkg} from ${from}`))].sort();
  };

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await formKit()).toEqual([]);
  expect(formKitChunks).toEqual([]);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  expect(await formKit()).toEqual(['@observatory/shared/form from observatory_host', 'react-hook-form from observatory_host']);
  expect(formKitChunks).toHaveLength(1);
  expect(new URL(formKitChunks[0]!).origin).toBe(new URL(page.url()).origin);
});
