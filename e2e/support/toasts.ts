import type { Page } from '@playwright/test';

/** Waits until the shell's toasts have finished sliding in (axe measures colours mid-animation otherwise). */
export async function toastsSettled(page: Page): Promise<void> {
  await page.getByRole('alert').last().waitFor();
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
