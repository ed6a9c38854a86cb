import { screen, waitFor, within } from '@testing-library/react';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { makeThread, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderAnswers';

jest.setTimeout(30_000);

const CLAIM = '/api/v1/answers/claim';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const urgentThread = (overrides = {}) =>
  createAnswersApi().on('GET', '/api/v1/answers', { body: pageOf([makeThread({ urgent: true, followUp: 'needed', ...overrides })]) });

describe('Being handled by', () => {
  it('claims an urgent open thread on opening, says so in the details and the list, and releases it on close', async () => {
    const api = urgentThread();
    const { user } = renderArea('/answers/details/7/100', { http: api.http });
    // A first render of the whole area is slow on a busy machine.
    expect(await screen.findByText(/You are handling this thread/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requestsTo(api, CLAIM).map((request) => [request.method, request.body])).toEqual([
      ['PUT', { observerId: 7, pollingStationId: 100 }],
    ]);
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveTextContent('Handled by ngoadmin, 10 min left');
    await user.click(screen.getByRole('link', { name: 'Close details' }));
    await waitFor(() => expect(requestsTo(api, CLAIM).map((request) => request.method)).toEqual(['PUT', 'DELETE']));
    expect(requestsTo(api, CLAIM)[1]?.query).toEqual({ observerId: '7', pollingStationId: '100' });
    expect(screen.getByRole('link', { name: /Alba 12/ })).not.toHaveTextContent('Handled by');
  });

  it('leaves a thread someone else holds to them, says who, and takes it over when asked', async () => {
    const until = inMinutes(3);
    const api = urgentThread({ claimedBy: 'ana', claimedUntil: until }).on('PUT', CLAIM, (request) =>
      (request.body as { takeOver?: boolean }).takeOver
        ? { body: { claimedBy: 'ngoadmin', claimedUntil: inMinutes(10) } }
        : { status: 409, body: { status: 409, title: 'Conflict', detail: 'held', errors: { claimedBy: 'ana', claimedUntil: until } } },
    );
    const { user } = renderArea('/answers', { http: api.http });
    const row = await screen.findByRole('link', { name: /Alba 12/ });
    expect(row).toHaveTextContent('Handled by ana, 3 min left');
    await user.click(row);
    const notice = await screen.findByText(/ana is handling this thread/);
    const takeOver = within(notice.closest('.obs-answers-claim') as HTMLElement).getByRole('button', { name: 'Take over' });
    await user.click(takeOver);
    expect(await screen.findByText(/You are handling this thread/)).toBeInTheDocument();
    expect(requestsTo(api, CLAIM).map((request) => request.body)).toEqual([
      { observerId: 7, pollingStationId: 100 },
      { observerId: 7, pollingStationId: 100, takeOver: true },
    ]);
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveTextContent('Handled by ngoadmin');
  });

  it('in Romanian', async () => {
    const until = inMinutes(3);
    const api = urgentThread().on('PUT', CLAIM, {
      status: 409,
      body: { status: 409, title: 'Conflict', errors: { claimedBy: 'ana', claimedUntil: until } },
    });
    renderArea('/answers/details/7/100', { http: api.http, language: 'ro' });
    expect(await screen.findByText(/ana se ocupă de acest fir/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preiau eu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveTextContent('Preluat de ana, încă 3 minute');
  });

  it('claims nothing for a thread without urgent answers or already resolved', async () => {
    for (const overrides of [{ urgent: false }, { urgent: true, followUp: 'resolved' as const }]) {
      const api = createAnswersApi().on('GET', '/api/v1/answers', { body: pageOf([makeThread(overrides)]) });
      const { unmount } = renderArea('/answers/details/7/100', { http: api.http });
      expect(await screen.findByRole('region', { name: 'Follow-up' })).toBeInTheDocument();
      expect(requestsTo(api, CLAIM)).toEqual([]);
      expect(screen.queryByText(/handling this thread/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
