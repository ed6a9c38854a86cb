import { screen, within } from '@testing-library/react';
import { createTestHttp, renderWithHost } from '@observatory/shared/testing';
import { History } from './History';
import type { AuditEvent } from './historyApi';

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: 1,
    at: '2026-11-08T09:12:00.000Z',
    actor: 'ngoadmin',
    ngoId: 2,
    action: 'observer.pin-reset',
    entityType: 'observer',
    entityId: '17',
    summary: 'PIN reset for Ion Rusu (0722…017)',
    label: 'Ion Rusu (0722…017)',
    ip: '127.0.0.1',
    requestId: 'r-1',
    ...overrides,
  };
}

describe('History', () => {
  test("asks for the item's events and says each one in words, newest first, merged with the extra entries", async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit/observer/17', {
      body: [
        event({ id: 3, at: '2026-11-08T10:00:00.000Z', action: 'observer.edit', summary: 'name: "Ion" → "Ion Rusu"' }),
        event({ id: 1, at: '2026-11-08T08:00:00.000Z', action: 'observer.add', actor: '' }),
      ],
    });
    renderWithHost(
      <History
        entityType="observer"
        entityId={17}
        extra={[{ key: 'x', at: '2026-11-08T09:00:00.000Z', text: 'Reopened by a new flagged answer' }]}
      />,
      { http: api.http },
    );
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.obs-history__text')?.textContent)).toEqual([
      'ngoadmin edited the observer',
      'Reopened by a new flagged answer',
      'Someone added the observer',
    ]);
    expect(items[0]).toHaveTextContent('name: "Ion" → "Ion Rusu"');
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe('/api/v1/audit/observer/17');
  });

  test('in Romanian', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit/form/4', { body: [event({ action: 'form.publish', entityType: 'form' })] });
    renderWithHost(<History entityType="form" entityId="4" />, { http: api.http, language: 'ro' });
    expect(await screen.findByText('ngoadmin a publicat formularul')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Istoric' })).toBeInTheDocument();
  });

  test('an item with no events says so; a failure says what failed and offers Retry', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit/thread/5-9', { body: [] });
    renderWithHost(<History entityType="thread" entityId="5-9" />, { http: api.http });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();

    const failing = createTestHttp().on('GET', '/api/v1/audit/observer/8', { status: 500, body: {} });
    renderWithHost(<History entityType="observer" entityId={8} />, { http: failing.http });
    expect(await screen.findByText(/The history could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
