import { screen, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { makeNotification, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderNotifications';

const HISTORY = '/api/v1/notification/get/all';

describe('HistoryPage', () => {
  it('shows sender, NGO, title, message, how many it went to and when', async () => {
    const rows = [
      makeNotification({
        id: 2,
        title: 'Opening',
        body: 'Fill in form A.',
        sentObserverIds: [1, 2, 3],
        delivery: { pending: 1, sent: 1, failed: 0, noDevice: 1, read: 1 },
      }),
      makeNotification({ id: 1, title: 'Thanks', senderAccount: null, senderNgoName: '', sentObserverIds: [9] }),
    ];
    const http = createTestHttp().on('GET', HISTORY, { body: pageOf(rows, 2) });
    renderArea('/history', { http: http.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification history' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Notifications sent, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sender account', 'NGO', 'Title', 'Message', 'Sent to', 'Delivery', 'Sent at']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Opening');
    expect(first).toHaveTextContent('organizer');
    expect(first).toHaveTextContent('Coaliția pentru Alegeri Corecte');
    expect(first).toHaveTextContent('Fill in form A.');
    expect(first).toHaveTextContent('3 observers');
    expect(first).toHaveTextContent('Sent 1 · pending 1 · failed 0 · no device 1 · read 1');
    expect(within(first!).getByRole('link', { name: 'Recipients of “Opening”' })).toHaveAttribute('href', '/notifications/history/2');
    expect(within(second!).getAllByText('Unspecified')).toHaveLength(2);
    expect(second).toHaveTextContent('1 observer');
    expect(http.requests[0]).toMatchObject({ path: HISTORY, query: { page: '1', pageSize: '100' } });
  });

  it('gives the full date of "sent at" to keyboard and screen-reader users', async () => {
    const http = createTestHttp().on('GET', HISTORY, { body: pageOf([makeNotification({ insertedAt: '2026-05-18T08:30:00.000Z' })]) });
    renderArea('/history', { http: http.http });
    const time = (await screen.findByRole('table')).querySelector('time');
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveAttribute('dateTime', '2026-05-18T08:30:00.000Z');
    expect(time).toHaveTextContent(/Monday, 18 May 2026/);
  });

  it('pages with the shared pagination and keeps the page in the address', async () => {
    const http = createTestHttp().on('GET', HISTORY, (request) => {
      const page = Number(request.query.page);
      return { body: pageOf([makeNotification({ id: 1000 - page, title: `Row of page ${page}` })], 250, page, 100) };
    });
    const { user } = renderArea('/history', { http: http.http });
    expect(await screen.findByText('Row of page 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 100 of 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row of page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 101 to 200 of 250')).toBeInTheDocument();
    expect(http.requests.at(-1)?.query).toEqual({ page: '2', pageSize: '100' });
  });

  it('opens the page the address names', async () => {
    const http = createTestHttp().on('GET', HISTORY, { body: pageOf([makeNotification()], 250, 3, 100) });
    renderArea('/history?page=3', { http: http.http });
    await screen.findByRole('table');
    expect(http.requests[0]?.query).toEqual({ page: '3', pageSize: '100' });
  });

  it('moves a page past the end to the last page, in place of the address', async () => {
    const http = createTestHttp().on('GET', HISTORY, (request) => {
      const page = Number(request.query.page);
      const data = page === 2 ? [makeNotification({ id: 5, title: 'Oldest row' })] : [];
      return { body: pageOf(data, 105, page, 100) };
    });
    const { user } = renderArea('/history?page=99', {
      http: http.http,
      initialEntries: ['/notifications', '/notifications/history?page=99'],
    });
    expect(await screen.findByText('Oldest row')).toBeInTheDocument();
    expect(screen.getByText('Showing 101 to 105 of 105')).toBeInTheDocument();
    expect(http.requests.map((request) => request.query.page)).toEqual(['99', '2']);
    // Replaced, not pushed: Back leaves the history instead of returning to page 99.
    await user.click(screen.getByRole('link', { name: 'Back to sending' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    const http = createTestHttp().on('GET', HISTORY, { body: pageOf([]) });
    renderArea('/history', { http: http.http });
    expect(await screen.findByRole('heading', { name: 'Nothing sent yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows no stale rows after a failed load, only the reason with Retry', async () => {
    const http = createTestHttp().on('GET', HISTORY, (request) =>
      request.query.page === '2' ? { status: 500 } : { body: pageOf([makeNotification({ title: 'First page row' })], 250, 1, 100) },
    );
    const { user } = renderArea('/history', { http: http.http });
    expect(await screen.findByText('First page row')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notification history could not be loaded. The server had a problem.');
    expect(screen.queryByText('First page row')).not.toBeInTheDocument();
    http.on('GET', HISTORY, { body: pageOf([makeNotification({ title: 'Second page row' })], 250, 2, 100) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second page row')).toBeInTheDocument();
  });

  it('shows a 403 in place', async () => {
    const http = createTestHttp().on('GET', HISTORY, { status: 403 });
    renderArea('/history', { http: http.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to see or do this.');
  });

  it('isolates text written by others', async () => {
    const http = createTestHttp().on('GET', HISTORY, {
      body: pageOf([makeNotification({ title: '\u202Eevil', body: '<b>not html</b>' })]),
    });
    renderArea('/history', { http: http.http });
    const cell = await screen.findByText('<b>not html</b>');
    expect(cell.tagName).toBe('BDI');
    expect(screen.getByText('\u202Eevil').tagName).toBe('BDI');
  });
});
