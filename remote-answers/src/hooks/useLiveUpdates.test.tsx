import { act, fireEvent, screen } from '@testing-library/react';
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

/** The list, then a total that grows by `arriving` threads, as the API would answer the light question. */
function growingApi(arriving: number) {
  return createAnswersApi().on('GET', THREADS, (request) =>
    request.query.pageSize === '1'
      ? { body: pageOf([makeThread()], 1 + arriving, 1, 1) }
      : { body: pageOf([makeThread({ observerName: `Fetched ${request.query.page}` })], 1) },
  );
}

describe('live updates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('asks one light question every 30 s and offers the new threads without moving the rows', async () => {
    const api = growingApi(2);
    renderArea('/answers?county=AB&urgente=true', { http: api.http });
    await screen.findByText('Fetched 1');
    await advance(29_000);
    expect(requestsTo(api, THREADS)).toHaveLength(1);
    await advance(1_000);
    const probes = requestsTo(api, THREADS).filter((request) => request.query.pageSize === '1');
    expect(probes).toEqual([expect.objectContaining({ query: { county: 'AB', urgent: 'true', page: '1', pageSize: '1' } })]);
    const button = await screen.findByRole('button', { name: '2 new threads: show them' });
    expect(screen.getAllByText('2 new threads').length).toBeGreaterThan(0);
    // The rows stayed as they were until asked.
    expect(screen.getByText('Fetched 1')).toBeInTheDocument();
    await advance(30_000);
    expect(requestsTo(api, THREADS).filter((request) => request.query.pageSize === '1')).toHaveLength(2);
    fireEvent.click(button);
    await advance(0);
    expect(requestsTo(api, THREADS).at(-1)?.query).toMatchObject({ page: '1', pageSize: '20' });
    expect(screen.queryByRole('button', { name: /new threads/ })).not.toBeInTheDocument();
  });

  it('asks nothing while the page is hidden, and catches up when it shows again', async () => {
    const api = growingApi(1);
    renderArea('/answers', { http: api.http });
    await screen.findByText('Fetched 1');
    setVisibility('hidden');
    await advance(120_000);
    expect(requestsTo(api, THREADS)).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(requestsTo(api, THREADS)).toHaveLength(2);
    expect(await screen.findByRole('button', { name: '1 new thread: show it' })).toBeInTheDocument();
  });

  it('counts nothing new when the total did not grow', async () => {
    const api = growingApi(0);
    renderArea('/answers', { http: api.http });
    await screen.findByText('Fetched 1');
    await advance(30_000);
    expect(requestsTo(api, THREADS)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /new thread/ })).not.toBeInTheDocument();
  });
});
