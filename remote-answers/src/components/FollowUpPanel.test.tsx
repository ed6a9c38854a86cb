import { act, screen, waitFor, within } from '@testing-library/react';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { makeThread, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderAnswers';

const FOLLOW_UP = '/api/v1/answers/follow-up';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FollowUpPanel', () => {
  it('shows the status at once, in the pane and in the list, and keeps what the API saved', async () => {
    const saved = deferred<{ body: unknown }>();
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers', {
        body: pageOf([makeThread({ urgent: true, followUp: 'needed', followUpBy: 'ana', followUpAt: '2026-05-18T08:00:00.000Z' })]),
      })
      .on('PUT', FOLLOW_UP, () => saved.promise);
    const { user } = renderArea('/answers/details/7/100', { http: api.http });
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    expect(panel).toHaveTextContent('Needs follow-up Set by ana');
    await user.click(within(panel).getByRole('button', { name: 'Mark resolved' }));
    // Optimistic: before the API answers, the pane and the list row say "Resolved".
    expect(within(panel).getByRole('button', { name: 'Mark resolved' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel).toHaveTextContent('Resolved Set by ngoadmin');
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveTextContent('Resolved');
    await act(async () =>
      saved.resolve({ body: { followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-05-18T09:00:00.000Z' } }),
    );
    expect(await screen.findByText('Follow-up saved: Resolved.')).toBeInTheDocument();
    expect(requestsTo(api, FOLLOW_UP)[0]?.body).toEqual({ observerId: 7, pollingStationId: 100, status: 'resolved' });
    // The list was not asked again: the held row changed in place.
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(1);
  });

  it('shows another person’s later change when it arrives with the list, instead of the value set here', async () => {
    let listed = makeThread({ urgent: true });
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers', () => ({ body: pageOf([listed]) }))
      .on('PUT', FOLLOW_UP, { body: { followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-05-18T09:00:00.000Z' } });
    const { user } = renderArea('/answers/details/7/100', { http: api.http });
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    await user.click(within(panel).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Follow-up saved: Resolved.')).toBeInTheDocument();
    // Meanwhile someone else set it back; the next refresh of the list brings that.
    listed = makeThread({ urgent: true, followUp: 'needed', followUpBy: 'bogdan', followUpAt: '2026-05-18T09:30:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(panel).toHaveTextContent('Needs follow-up Set by bogdan'));
    expect(within(panel).getByRole('button', { name: 'Needs follow-up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveTextContent('Needs follow-up');
  });

  it('keeps the value set here when the list brings an older one', async () => {
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers', (request) =>
        request.query.observerId === '7'
          ? { body: pageOf([makeThread({ followUp: 'needed', followUpBy: 'ana', followUpAt: '2026-05-18T08:00:00.000Z' })]) }
          : { body: pageOf([makeThread({ observerId: 1 })]) },
      )
      .on('PUT', FOLLOW_UP, { body: { followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-05-18T09:00:00.000Z' } });
    const { user } = renderArea('/answers/details/7/100', { http: api.http });
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    await user.click(within(panel).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Follow-up saved: Resolved.')).toBeInTheDocument();
    // The thread was looked up (the list does not hold it): only the value set here knows the change.
    expect(panel).toHaveTextContent('Resolved Set by ngoadmin');
  });

  it('puts the old status back and says why when the API refuses', async () => {
    const api = createAnswersApi().on('PUT', FOLLOW_UP, { status: 500 });
    const { user, services } = renderArea('/answers/details/7/100', { http: api.http });
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    await user.click(within(panel).getByRole('button', { name: 'Needs follow-up' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The follow-up could not be saved, so it was put back as it was. The server had a problem.');
    expect(within(panel).getByRole('button', { name: 'No follow-up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Alba 12/ })).not.toHaveTextContent('Needs follow-up');
    expect(services.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Follow-up not saved' }));
  });

  it('shows the history on demand: the audit trail merged with the system’s changes, read again after a change, in both languages', async () => {
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers/follow-up/history', {
        body: [
          { status: 'needed', by: null, at: '2026-05-18T09:00:00.000Z', audited: false },
          { status: 'resolved', by: 'ana', at: '2026-05-18T08:00:00.000Z', audited: true },
          // Before the audit trail: only the thread's own record has it.
          { status: 'needed', by: 'ion', at: '2026-05-17T08:00:00.000Z', audited: false },
        ],
      })
      .on('GET', '/api/v1/audit/thread/7-100', {
        body: [
          {
            id: 5,
            at: '2026-05-18T08:00:00.000Z',
            actor: 'ana',
            ngoId: 2,
            action: 'thread.follow-up',
            entityType: 'thread',
            entityId: '7-100',
            summary: 'follow-up: none → resolved',
            label: 'Ion Rusu (0722…123), AB 12',
            ip: '127.0.0.1',
            requestId: 'r-5',
          },
        ],
      })
      .on('PUT', FOLLOW_UP, { body: { followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-05-18T10:00:00.000Z' } });
    const { user, unmount } = renderArea('/answers/details/7/100', { http: api.http });
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    expect(requestsTo(api, '/api/v1/answers/follow-up/history')).toHaveLength(0);
    expect(requestsTo(api, '/api/v1/audit/thread/7-100')).toHaveLength(0);
    const toggle = within(panel).getByRole('button', { name: 'Show the history' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = await within(panel).findByRole('region', { name: 'History' });
    await within(history).findByText('ana changed the follow-up');
    const items = within(history).getAllByRole('listitem');
    // Newest first; ana's change is said once (from the audit trail); the system's and ion's (from
    // before the trail) come from the follow-up history.
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Needs follow-up by the system (a new flagged answer)');
    expect(items[1]).toHaveTextContent('ana changed the follow-up follow-up: none → resolved');
    expect(items[2]).toHaveTextContent('Needs follow-up by ion (recorded before the activity log began)');
    await user.click(within(panel).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(requestsTo(api, '/api/v1/answers/follow-up/history')).toHaveLength(2));
    await waitFor(() => expect(requestsTo(api, '/api/v1/audit/thread/7-100')).toHaveLength(2));
    unmount();

    const { user: ro } = renderArea('/answers/details/7/100', { http: api.http, language: 'ro' });
    const urmarire = await screen.findByRole('region', { name: 'Urmărire' });
    await ro.click(within(urmarire).getByRole('button', { name: /istoric/i }));
    const istoric = await within(urmarire).findByRole('region', { name: 'Istoric' });
    expect(await within(istoric).findByText('ana a schimbat starea de urmărire')).toBeInTheDocument();
    expect(within(istoric).getByText('Necesită urmărire de ion (înregistrare de dinaintea jurnalului de activitate)')).toBeInTheDocument();
  });
});
