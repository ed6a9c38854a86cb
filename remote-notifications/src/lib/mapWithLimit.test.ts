import { mapWithLimit } from './mapWithLimit';

describe('mapWithLimit', () => {
  it('keeps the order of the results', async () => {
    const delays = [30, 5, 15, 1];
    const results = await mapWithLimit(delays, 2, (ms) => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)));
    expect(results).toEqual([30, 5, 15, 1]);
  });

  it('never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    await mapWithLimit([1, 2, 3, 4, 5, 6, 7], 3, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    });
    expect(most).toBe(3);
  });

  it('starts nothing new once aborted', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    await mapWithLimit(
      [1, 2, 3, 4],
      1,
      async (item) => {
        started.push(item);
        controller.abort();
      },
      controller.signal,
    );
    expect(started).toEqual([1]);
  });

  it('answers an empty list at once', async () => {
    await expect(mapWithLimit([], 4, async () => 1)).resolves.toEqual([]);
  });
});
