import { screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { makeNotification, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderNotifications';

const ONE = '/api/v1/notification/7';
const RECIPIENTS = '/api/v1/notification/7/recipients';

const notification = makeNotification({
  id: 7,
  title: 'Polls close at 21:00',
  body: 'Send form C.',
  sentObserverIds: [1, 2, 3, 4],
  delivery: { pending: 0, sent: 2, failed: 1, noDevice: 1, read: 1 },
});

const api = () =>
  createTestHttp()
    .on('GET', ONE, { body: notification })
    .on('GET', RECIPIENTS, {
      body: pageOf(
        [
          { observerId: 3, name: 'Carmen Civic', status: 'failed', readAt: null },
          { observerId: 4, name: 'Dana Idle', status: 'no_device', readAt: null },
          { observerId: 1, name: 'Ana Popescu', status: 'sent', readAt: '2026-11-08T09:00:00.000Z' },
        ],
        60,
        1,
        50,
      ),
    })
    .on('GET', '/api/v1/notification/7/undelivered', { body: { observerIds: [3, 4] } })
    .on('POST', '/api/v1/notification/send', { status: 202, body: { sent: 2 } });

describe('NotificationDetailPage', () => {
  it('shows the notification, its delivery counts and its recipients page by page', async () => {
    const http = api();
    renderArea('/history/7', { http: http.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Polls close at 21:00' })).toBeInTheDocument();
    const counts = (await screen.findByText('No device', { selector: 'dt' })).closest('dl')!;
    expect(counts).toHaveTextContent('Sent2Pending0Failed1No device1Read1');
    const table = await screen.findByRole('table', { name: 'Recipients, those it did not reach first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Carmen Civic', 'Dana Idle', 'Ana Popescu']);
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('No device');
    expect(rows[1]).toHaveTextContent('Not read');
    expect(screen.getByText('Showing 1 to 50 of 60')).toBeInTheDocument();
    expect(http.requests.find((r) => r.path === RECIPIENTS)?.query).toEqual({ page: '1', pageSize: '50' });
  });

  it('"Send again to those who did not get it": confirmed with the count, then a new notification to exactly those ids', async () => {
    const http = api();
    const { user, services } = renderArea('/history/7', { http: http.http });
    await user.click(await screen.findByRole('button', { name: 'Send again to those who did not get it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send it again to those who did not get it?' });
    expect(dialog).toHaveTextContent('to the 2 observers it did not reach');
    expect(http.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success',
      message: 'The notification was sent to 2 observers.',
    });
    const post = http.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Polls close at 21:00', message: 'Send form C.', recipients: [3, 4] });
  });

  it('offers no resend when everyone got it', async () => {
    const http = createTestHttp()
      .on('GET', ONE, { body: { ...notification, delivery: { pending: 0, sent: 4, failed: 0, noDevice: 0, read: 0 } } })
      .on('GET', RECIPIENTS, { body: pageOf([]) });
    renderArea('/history/7', { http: http.http });
    await screen.findByRole('heading', { level: 1, name: 'Polls close at 21:00' });
    expect(screen.queryByRole('button', { name: 'Send again to those who did not get it' })).not.toBeInTheDocument();
  });

  it('an unknown notification: the API says 404, the page says so', async () => {
    const http = createTestHttp()
      .on('GET', '/api/v1/notification/8', { status: 404, body: { status: 404 } })
      .on('GET', '/api/v1/notification/8/recipients', { status: 404, body: { status: 404 } });
    renderArea('/history/8', { http: http.http });
    expect((await screen.findAllByText(/There is no such notification, or another NGO sent it./)).length).toBeGreaterThan(0);
  });
});
