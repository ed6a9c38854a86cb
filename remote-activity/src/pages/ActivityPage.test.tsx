import { screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import type { AuditEvent, AuditPage } from '../api/types';
import { renderArea } from '../testing/renderActivity';

jest.setTimeout(30_000);

const RESET: AuditEvent = {
  id: 41,
  at: '2026-11-08T09:12:00.000Z',
  actor: 'ana',
  ngoId: 2,
  action: 'observer.pin-reset',
  entityType: 'observer',
  entityId: '17',
  summary: 'PIN reset for Ion Rusu (0722…123)',
  label: 'Ion Rusu (0722…123)',
  ip: '127.0.0.1',
  requestId: 'r-41',
};
const FOLLOW_UP: AuditEvent = {
  ...RESET,
  id: 40,
  action: 'thread.follow-up',
  entityType: 'thread',
  entityId: '17-305',
  summary: 'follow-up: none → resolved',
  label: 'Ion Rusu (0722…123), AB 12',
};
const pageOf = (data: AuditEvent[], page = 1, totalItems = data.length): AuditPage => ({
  data,
  page,
  pageSize: 50,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / 50)),
});
const plain = (s: string | null) => (s ?? '').replace(/[\u2068\u2069]/g, '');

describe('ActivityPage', () => {
  it('lists the log in words with links to the items, and says whose activity it is', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit', { body: pageOf([RESET, FOLLOW_UP]) });
    renderArea('/', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText('The activity in Test NGO: who changed what, and when.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activity, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(plain(rows[0]!.textContent)).toContain('ana reset the PIN of observer Ion Rusu (0722…123)');
    expect(within(rows[0]!).getByRole('link', { name: /Open the profile of Ion Rusu/ })).toHaveAttribute(
      'href',
      '/observatori/profil/view/17',
    );
    expect(within(rows[1]!).getByRole('link', { name: /Open the thread of/ })).toHaveAttribute('href', '/answers/details/17/305');
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/audit', query: { page: '1', pageSize: '50' } });
  });

  it('reads its filters and page from the address and asks the API with them; Filter puts new ones in the address', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit', { body: pageOf([RESET], 2, 60) });
    const { user } = renderArea('/?action=observer.pin-reset&actor=ana&page=2', { http: api.http, hostUser: { organizer: true } });
    expect(screen.getByText("Every NGO's activity: who changed what, and when.")).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.requests[0]?.query).toEqual({ action: 'observer.pin-reset', actor: 'ana', page: '2', pageSize: '50' });
    expect(screen.getByLabelText('Action')).toHaveValue('observer.pin-reset');
    await user.selectOptions(screen.getByLabelText('Kind of item'), 'Observers');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.requests.at(-1)?.query).toEqual({
        action: 'observer.pin-reset',
        actor: 'ana',
        entityType: 'observer',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('refuses an end day before the start day and keeps what was typed', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit', { body: pageOf([]) });
    const { user } = renderArea('/', { http: api.http, language: 'ro' });
    await screen.findByText('Încă nu există activitate');
    await user.type(screen.getByLabelText('De la (ziua)'), '2026-11-10');
    await user.type(screen.getByLabelText('Până la (ziua)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrează' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ziua de sfârșit este înaintea zilei de început.');
    expect(screen.getByLabelText('De la (ziua)')).toHaveValue('2026-11-10');
    expect(api.requests).toHaveLength(1);
  });

  it('says when nothing matches the filters, and when the log could not be loaded', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit', { body: pageOf([]) });
    const { unmount } = renderArea('/?entityType=form', { http: api.http });
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    unmount();
    const failing = createTestHttp().on('GET', '/api/v1/audit', { status: 500, body: { status: 500 } });
    renderArea('/', { http: failing.http });
    expect(await screen.findByText(/The activity could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('downloads the filtered log as CSV, and says clearly when that failed', async () => {
    const api = createTestHttp()
      .on('GET', '/api/v1/audit', { body: pageOf([RESET]) })
      .on('GET', '/api/v1/audit/export', { status: 503, body: { status: 503 } });
    const { user } = renderArea('/?entityType=observer', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity log could not be downloaded.');
    const sent = api.requests.find((r) => r.path === '/api/v1/audit/export');
    expect(sent).toMatchObject({ query: { entityType: 'observer' }, responseType: 'blob' });
    expect(screen.getByLabelText('Kind of item')).toHaveValue('observer');
  });

  it('says so inside the area when a path names no page', () => {
    renderArea('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
