import { act, fireEvent, screen } from '@testing-library/react';
import type { AnswerThread } from '../api/types';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { makeThread, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderAnswers';

const THREADS = '/api/v1/answers';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const at = (minute: number) => new Date(Date.UTC(2026, 4, 18, 8, minute)).toISOString();

/** A thread that changed last at 08:mm. */
function thread(id: number, minute: number, overrides: Partial<AnswerThread> = {}) {
  return makeThread({ observerId: id, observerName: `Observer ${id}`, lastModified: at(minute), ...overrides });
}

/**
 * The threads list as the API serves it, over `threads` (which a test changes meanwhile): the
 * follow-up and `from` filters (on last modification), newest first or not-yet-resolved first, paged.
 */
function threadsApi(threads: AnswerThread[]) {
  return createAnswersApi().on('GET', THREADS, (request) => {
    const { followUp, from, unresolvedFirst } = request.query;
    const rows = threads
      .filter((row) => (!followUp || row.followUp === followUp) && (!from || row.lastModified! >= from))
      .sort((a, b) => b.lastModified!.localeCompare(a.lastModified!))
      .sort((a, b) => (unresolvedFirst ? Number(a.followUp === 'resolved') - Number(b.followUp === 'resolved') : 0));
    const page = Number(request.query.page);
    const size = Number(request.query.pageSize);
    return { body: pageOf(rows.slice((page - 1) * size, page * size), rows.length, page, size) };
  });
}

const probes = (api: ReturnType<typeof threadsApi>) => requestsTo(api, THREADS).filter((request) => request.query.pageSize === '1');

describe('live updates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('asks one light question every 30 s, for threads after the newest shown, and offers them without moving the rows', async () => {
    const threads = [thread(1, 30)];
    const api = threadsApi(threads);
    renderArea('/answers?county=AB&urgente=true', { http: api.http });
    await screen.findByText('Observer 1');
    threads.push(thread(2, 40), thread(3, 41));
    await advance(29_000);
    expect(requestsTo(api, THREADS)).toHaveLength(1);
    await advance(1_000);
    // The page held every thread: its newest (08:30) is the mark, in the API's own time.
    expect(probes(api).map((request) => request.query)).toEqual([
      { county: 'AB', urgent: 'true', from: '2026-05-18T08:30:00.001Z', page: '1', pageSize: '1' },
    ]);
    const button = await screen.findByRole('button', { name: '2 new or updated threads: show them' });
    expect(screen.getAllByText('2 new or updated threads').length).toBeGreaterThan(0);
    // The rows stayed as they were until asked.
    expect(screen.queryByText('Observer 3')).not.toBeInTheDocument();
    await advance(30_000);
    expect(probes(api)).toHaveLength(2);
    fireEvent.click(button);
    await advance(0);
    expect(requestsTo(api, THREADS).at(-1)?.query).toMatchObject({ page: '1', pageSize: '20' });
    expect(await screen.findByText('Observer 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new or updated/ })).not.toBeInTheDocument();
    // The next question starts from the newest now shown.
    await advance(30_000);
    expect(probes(api).at(-1)?.query.from).toBe('2026-05-18T08:41:00.001Z');
  });

  it('a thread leaving the filter does not cancel out one arriving (resolved under "needs follow-up")', async () => {
    const threads = [thread(1, 30, { followUp: 'needed' }), thread(2, 20, { followUp: 'needed' })];
    const api = threadsApi(threads);
    renderArea('/answers?followUp=needed', { http: api.http });
    await screen.findByText('Observer 1');
    // Someone resolves thread 1 (its last change stays), and thread 3 arrives: the total is still 2.
    threads[0] = { ...threads[0]!, followUp: 'resolved' };
    threads.push(thread(3, 45, { followUp: 'needed' }));
    await advance(30_000);
    expect(await screen.findByRole('button', { name: '1 new or updated thread: show it' })).toBeInTheDocument();
  });

  it('on a page that cannot tell the newest thread, asks for it once when the page arrives', async () => {
    const threads = Array.from({ length: 25 }, (_, index) => thread(index + 1, index));
    const api = threadsApi(threads);
    renderArea('/answers?page=2', { http: api.http });
    await screen.findByText('Observer 5');
    await advance(0);
    expect(probes(api).map((request) => request.query)).toEqual([{ page: '1', pageSize: '1' }]);
    threads.push(thread(26, 50));
    await advance(29_000);
    expect(probes(api)).toHaveLength(1);
    await advance(1_000);
    expect(probes(api).at(-1)?.query).toEqual({ from: '2026-05-18T08:24:00.001Z', page: '1', pageSize: '1' });
    fireEvent.click(await screen.findByRole('button', { name: '1 new or updated thread: show it' }));
    expect(await screen.findByText('Observer 26')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new or updated/ })).not.toBeInTheDocument();
  });

  it('asks nothing while the page is hidden, and catches up when it shows again', async () => {
    const threads = [thread(1, 30)];
    const api = threadsApi(threads);
    renderArea('/answers', { http: api.http });
    await screen.findByText('Observer 1');
    setVisibility('hidden');
    threads.push(thread(2, 40));
    await advance(120_000);
    expect(requestsTo(api, THREADS)).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(requestsTo(api, THREADS)).toHaveLength(2);
    expect(await screen.findByRole('button', { name: '1 new or updated thread: show it' })).toBeInTheDocument();
  });

  it('counts nothing new when no thread changed after the newest shown', async () => {
    const api = threadsApi([thread(1, 30), thread(2, 10)]);
    renderArea('/answers', { http: api.http });
    await screen.findByText('Observer 1');
    await advance(30_000);
    expect(requestsTo(api, THREADS)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /new or updated/ })).not.toBeInTheDocument();
  });
});
