import { screen, within } from '@testing-library/react';
import type { AuditEvent } from '@observatory/shared/history';
import { formItem, loadedSections } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

jest.setTimeout(30_000);

const published: AuditEvent = {
  id: 9,
  at: '2026-11-08T09:12:00.000Z',
  actor: 'organizer',
  ngoId: 1,
  action: 'form.publish',
  entityType: 'form',
  entityId: '7',
  summary: 'Opening (A)',
  label: 'A',
  ip: '127.0.0.1',
  requestId: 'r-9',
};

const withHistory = (archived = false) =>
  createFormsApi({
    forms: [formItem(7, { code: 'A', description: 'Opening', draft: true, archived })],
    sections: { 7: loadedSections() },
  }).on('GET', '/api/v1/audit/form/7', { body: [published] });

describe('FormEditorPage: the form’s history', () => {
  it('asks for the form’s events and says each one in words under the editor', async () => {
    const api = withHistory();
    renderArea('/7', { http: api.http });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('organizer published the form')).toBeInTheDocument();
    expect(history).toHaveTextContent('Opening (A)');
    expect(api.requests.filter((request) => request.path === '/api/v1/audit/form/7')).toHaveLength(1);
  });

  it('in Romanian, also on the read-only preview of an archived form', async () => {
    renderArea('/7', { http: withHistory(true).http, language: 'ro' });
    const history = await screen.findByRole('region', { name: 'Istoric' });
    expect(await within(history).findByText('organizer a publicat formularul')).toBeInTheDocument();
  });

  it('a new form has no history yet and asks for none', async () => {
    const api = createFormsApi();
    renderArea('/nou', { http: api.http });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/api/v1/audit/'))).toBe(false);
  });
});
