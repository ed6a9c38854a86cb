import type { Page } from '@playwright/test';

/**
 * Waits until every toast on screen has finished sliding in or out (axe measures colours
 * mid-animation otherwise, and a half-faded toast fails colour contrast).
 */
export async function toastAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target as Element | null;
          // The entrance, not the countdown bar (it runs for as long as the toast stays).
          return Boolean(target?.closest('.Toastify__toast')) && !target?.classList.contains('Toastify__progress-bar');
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the shell's error toasts have finished sliding in. */
export async function toastsSettled(page: Page): Promise<void> {
  await page.getByRole('alert').last().waitFor();
  await toastAnimationsSettled(page);
}

/** Waits until the toast saying `text`, of any kind, is shown and has finished sliding in. */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.locator('.Toastify__toast').filter({ hasText: text }).last().waitFor();
  await toastAnimationsSettled(page);
}
