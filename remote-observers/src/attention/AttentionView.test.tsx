import { screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { renderArea } from '../testing/renderObservers';
import type { AttentionItem, AttentionKind } from './api';

const PATH = '/api/v1/observer/attention';
const since = new Date(Date.now() - 72 * 60_000).toISOString();

const item = (observerId: number, name: string, overrides: Partial<AttentionItem> = {}): AttentionItem => ({
  observerId,
  name,
  phone: `07220000${String(observerId).padStart(2, '0')}`,
  kind: 'silent',
  since,
  countyCode: 'CJ',
  pollingStationNumber: 12,
  handledBy: null,
  handledAt: null,
  ...overrides,
});

const page = (data: AttentionItem[], total = data.length) => ({
  data,
  page: 1,
  pageSize: 50,
  totalItems: total,
  totalPages: total === 0 ? 0 : 1,
});

function api(kinds: Partial<Record<AttentionKind, AttentionItem[]>>) {
  return createTestHttp()
    .on('GET', `${PATH}/thresholds`, {
      body: { silentMinutes: 60, notStartedBy: '08:00', unreadMinutes: 30, timeZone: 'Europe/Bucharest', updatedBy: null, updatedAt: null },
    })
    .on('GET', PATH, (request) => {
      const rows = kinds[request.query.kind as AttentionKind] ?? [];
      return { body: page(request.query.pageSize === '1' ? rows.slice(0, 1) : rows, rows.length) };
    })
    .on('PUT', `${PATH}/handled`, (request) => ({
      body: { ...(request.body as object), handledBy: 'ngoadmin', handledAt: new Date().toISOString() },
    }))
    .on('PUT', `${PATH}/thresholds`, (request) => ({
      body: { ...(request.body as object), timeZone: 'Europe/Bucharest', updatedBy: 'ngoadmin', updatedAt: '2026-11-08T07:00:00.000Z' },
    }));
}

describe('Needs attention', () => {
  it('is a view beside the list and cards: each kind with its count, the rule, and the silent observers with station and how long', async () => {
    const http = api({ silent: [item(1, 'Ana Pop'), item(2, 'Bogdan Ene')], unread: [item(3, 'Carmen', { kind: 'unread' })] });
    const { user } = renderArea('/', { http: http.http });
    await user.click(await screen.findByRole('button', { name: 'Needs attention' }));
    expect(screen.getByRole('button', { name: 'Needs attention', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Silent (2)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not started (0)' })).toBeInTheDocument();
    expect(screen.getByText('Checked in, and nothing sent (answers, notes) for 60 minutes.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Observers who need attention, those nobody handled first' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Ana Pop');
    expect(first).toHaveTextContent('CJ 12');
    expect(first).toHaveTextContent('(1 h 12 min)');
    expect(http.requests.find((r) => r.path === PATH && r.query.pageSize === '50')?.query).toEqual({
      kind: 'silent',
      page: '1',
      pageSize: '50',
    });
  });

  it('select some → "Message them" opens the notifications area with exactly those ids; "Message all" takes every page', async () => {
    const http = api({ silent: [item(1, 'Ana Pop'), item(2, 'Bogdan Ene'), item(5, 'Dana')] });
    const { user, services } = renderArea('/?view=attention', { http: http.http });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Pop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dana' }));
    await user.click(screen.getByRole('button', { name: 'Message them' }));
    expect(services.navigate).toHaveBeenCalledWith(`/notifications?toObserverIds=${encodeURIComponent('[1,5]')}`);
    await user.click(screen.getByRole('button', { name: 'Message all 3' }));
    await waitFor(() =>
      expect(services.navigate).toHaveBeenLastCalledWith(`/notifications?toObserverIds=${encodeURIComponent('[1,2,5]')}`),
    );
  });

  it('"Mark handled" records who took it on, then reloads the kind; the handled ones show by whom', async () => {
    const rows = [item(1, 'Ana Pop'), item(2, 'Bogdan Ene', { handledBy: 'organizer', handledAt: new Date().toISOString() })];
    const http = api({ silent: rows });
    const { user, services } = renderArea('/?view=attention', { http: http.http });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('By organizer,');
    await user.click(screen.getByRole('button', { name: 'Mark handled (Ana Pop)' }));
    await waitFor(() =>
      expect(services.toasts.show).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Handled',
        message: '1 observer is marked handled by you.',
      }),
    );
    expect(http.requests.find((r) => r.method === 'PUT')?.body).toEqual({ observerId: 1, kind: 'silent' });
  });

  it('keeps the kind in the address, and the thresholds: saved for the NGO, a wrong value keeps what was typed', async () => {
    const http = api({ 'left-with-urgent': [item(4, 'Emil', { kind: 'left-with-urgent' })] });
    const { user } = renderArea('/?view=attention&kind=left-with-urgent', { http: http.http });
    expect(await screen.findByRole('button', { name: 'Left with urgent open (1)', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByText(/^Thresholds:/));
    const silent = screen.getByRole('textbox', { name: 'Silent after (minutes)' });
    await user.clear(silent);
    await user.type(silent, '0');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minutes go from 1 to 1440');
    expect(silent).toHaveValue('0');
    expect(http.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(silent);
    await user.type(silent, '45');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.method === 'PUT')?.body).toEqual({ silentMinutes: 45, notStartedBy: '08:00', unreadMinutes: 30 }),
    );
  });

  it('says when nobody needs attention, per kind', async () => {
    const http = api({});
    renderArea('/?view=attention&kind=unread', { http: http.http });
    expect(await screen.findByText('Everyone read the last notification sent to them in time.')).toBeInTheDocument();
  });
});
