import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN, ORGANIZER } from '../support/topology';
import { createThread, detailsUrl, expectNoAxeViolations, listUrl, signIn, staffToken, waitForArea } from '../support/answers';

/** Who the API says handles the thread now (null when no one does). */
async function storedClaim(request: APIRequestContext, staff: string, observerId: number): Promise<string | null> {
  const response = await request.get(`${E2E_API_URL}/api/v1/answers`, {
    headers: { Authorization: `Bearer ${staff}` },
    params: { observerId },
  });
  return ((await response.json()) as { data: { claimedBy: string | null }[] }).data[0]?.claimedBy ?? null;
}

const pane = (page: Page) => page.locator('[data-area="answers"] .obs-answers-pane');
const row = (page: Page, name: string) => page.locator('[data-area="answers"] .obs-answers-thread', { hasText: name });

test('two people on one urgent thread see each other’s claim; Take over moves it (en + ro, axe, 320 px)', async ({ browser, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Claim', flagged: true });
  const ana = await browser.newContext();
  const bogdan = await browser.newContext();
  try {
    // The NGO admin opens the urgent thread: it is theirs, and the list says so.
    const first = await ana.newPage();
    await signIn(first, NGO_ADMIN, 'en');
    await first.goto(detailsUrl(thread, false, `?${new URLSearchParams({ phoneObserver: thread.observer.phone }).toString()}`));
    await waitForArea(first);
    await expect(pane(first).getByText(/You are handling this thread/)).toBeVisible({ timeout: 30_000 });
    await expect(row(first, thread.pollingStationName)).toContainText('Handled by ngoadmin');
    expect(await storedClaim(request, staff, thread.observerId)).toBe('ngoadmin');
    await expectNoAxeViolations(first, 'a thread the person handles (en)');

    // The organizer, in Romanian, opens the same thread: it says who handles it and offers to take over.
    const second = await bogdan.newPage();
    await second.setViewportSize({ width: 320, height: 800 });
    await signIn(second, ORGANIZER, 'ro');
    await second.goto(detailsUrl(thread));
    await waitForArea(second);
    await expect(pane(second).getByText(/ngoadmin se ocupă de acest fir/)).toBeVisible({ timeout: 30_000 });
    const takeOver = pane(second).getByRole('button', { name: 'Preiau eu' });
    await expect(takeOver).toBeVisible();
    await expectNoAxeViolations(second, 'a thread someone else handles (ro, 320 px)');
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await takeOver.focus();
    await second.keyboard.press('Enter');
    await expect(pane(second).getByText(/Vă ocupați de acest fir/)).toBeVisible();

    // The NGO admin's list, refreshed, says who handles the thread now.
    await first.goto(listUrl(thread));
    await waitForArea(first);
    await expect(row(first, thread.pollingStationName)).toContainText('Handled by organizer', { timeout: 30_000 });

    // The organizer closes the details: the claim is released, and the list stops saying it.
    await pane(second).getByRole('link', { name: 'Închide detaliile' }).click();
    await expect.poll(() => storedClaim(request, staff, thread.observerId), { timeout: 15_000 }).toBeNull();
  } finally {
    await ana.close();
    await bogdan.close();
  }
});
