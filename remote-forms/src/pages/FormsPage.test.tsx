import { screen, waitFor, within } from '@testing-library/react';
import { formItem } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven like a person would: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

const PUBLIC = [
  formItem(1, { description: 'Opening', code: 'A', diaspora: true, hasAnswers: true }),
  formItem(2, { description: 'Voting', code: 'B' }),
];
const DRAFTS = [formItem(3, { description: 'Counting', code: 'C', draft: true, order: 3 })];

const titles = () => screen.getAllByRole('rowheader').map((cell) => within(cell).getByText(/\w/, { selector: 'bdi' }).textContent);

describe('FormsPage', () => {
  it('lists the public forms: title, code, diaspora with a text alternative, actions; New form goes to the editor', async () => {
    const api = createFormsApi({ forms: [...PUBLIC, ...DRAFTS] });
    renderArea('', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '2 public forms, in the order observers see them' })).toBeInTheDocument();
    expect(titles()).toEqual(['Opening', 'Voting']);
    const opening = screen.getByRole('row', { name: /Opening/ });
    expect(within(opening).getByText('Only for the diaspora')).toBeInTheDocument();
    expect(within(opening).getByText('Has answers')).toBeInTheDocument();
    expect(within(opening).getByRole('button', { name: 'Edit Opening' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute('href', '/formulare/nou');
    expect(api.requests.map((request) => request.query)).toEqual([{ draft: 'false' }]);
  });

  it('switches to Draft by the tab (in the URL) and asks for that status again', async () => {
    const api = createFormsApi({ forms: [...PUBLIC, ...DRAFTS] });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Draft' }));
    expect(await screen.findByRole('table', { name: '1 draft form' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Public' }));
    await screen.findByRole('table', { name: /public forms/ });
    expect(api.requests.map((request) => request.query.draft)).toEqual(['false', 'true', 'false']);
  });

  it('publishes a draft at once: the row leaves, a toast says where it went, the list reloads', async () => {
    const api = createFormsApi({ forms: [...PUBLIC, ...DRAFTS] });
    const { user, services } = renderArea('?tab=draft', { http: api.http });
    await screen.findByRole('table', { name: '1 draft form' });
    await user.click(screen.getByRole('button', { name: 'More actions for Counting' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'No draft forms' })).toBeInTheDocument();
    expect(api.sent('PUT').map((request) => request.body)).toEqual([{ id: 3, draft: false }]);
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Form published',
      message: '\u2068Counting\u2069 is public now: observers can answer it. It is listed under Public.',
    });
    await waitFor(() => expect(api.sent('GET')).toHaveLength(2));
  });

  it('deletes after the spec’s confirmation; a form answered since the list loaded is refused in words (409) and stays', async () => {
    const api = createFormsApi({
      forms: [...PUBLIC, formItem(4, { description: 'Closing', code: 'D' }), ...DRAFTS],
      // Voting is not marked as answered in the list: an observer answered it since.
      remove: (request) => (request.query.formId === '2' ? { status: 409, body: { status: 409 } } : undefined),
    });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'More actions for Voting' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this form?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this record?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the form' }));
    expect(await screen.findByText(/cannot be deleted: observers have already answered it/)).toBeInTheDocument();
    expect(titles()).toEqual(['Opening', 'Voting', 'Closing']);

    await user.click(screen.getByRole('button', { name: 'More actions for Closing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete the form' }));
    await waitFor(() => expect(titles()).toEqual(['Opening', 'Voting']));
    expect(api.sent('DELETE').map((request) => request.query)).toEqual([{ formId: '2' }, { formId: '4' }]);
  });

  it('does not offer Delete for a form the list marks as answered, and says why (Archive instead)', async () => {
    const api = createFormsApi({ forms: PUBLIC });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'More actions for Opening' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Unpublish',
      'Archive',
      'Delete: not possible, it has answers (archive it)',
    ]);
    const item = screen.getByRole('menuitem', { name: 'Delete: not possible, it has answers (archive it)' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE')).toHaveLength(0);
  });

  it('unpublishes at once and offers Undo, which publishes the form again in its place', async () => {
    const api = createFormsApi({ forms: PUBLIC });
    const { user, services } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'More actions for Opening' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unpublish' }));
    await waitFor(() => expect(titles()).toEqual(['Voting']));
    expect(api.sent('PUT').map((request) => request.body)).toEqual([{ id: 1, draft: true }]);
    const undo = await screen.findByRole('button', { name: 'Undo unpublishing \u2068Opening\u2069' });
    expect(undo).toHaveFocus();
    expect(screen.getByText('\u2068Opening\u2069 is a draft now: observers no longer get it.')).toBeInTheDocument();

    await user.click(undo);
    await waitFor(() => expect(titles()).toEqual(['Opening', 'Voting']));
    expect(api.sent('PUT').map((request) => request.body)).toEqual([
      { id: 1, draft: true },
      { id: 1, draft: false },
    ]);
    expect(services.toasts.show).toHaveBeenLastCalledWith({
      kind: 'success',
      title: 'Form published',
      message: '\u2068Opening\u2069 is public now: observers can answer it. It is listed under Public.',
    });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toHaveFocus();
  });

  it('saves a new order with metadata-only PUTs of order, and puts the rows back when that fails', async () => {
    let fail = false;
    const api = createFormsApi({ forms: PUBLIC, put: () => (fail ? { status: 500, body: { status: 500 } } : undefined) });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Move down: Opening' }));
    expect(titles()).toEqual(['Voting', 'Opening']);
    expect(await screen.findByText('The new order is saved.')).toBeInTheDocument();
    expect(api.sent('PUT').map((request) => request.body)).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ]);
    // Said in the page's status region (the Undo notice has one of its own).
    expect(screen.getByText('Opening moved to position 2 of 2.')).toHaveAttribute('role', 'status');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Move up: Opening' }));
    expect(await screen.findByText(/The new order could not be saved, so the forms are back in their saved order/)).toBeInTheDocument();
    expect(titles()).toEqual(['Voting', 'Opening']);
  });

  it('says why the list failed, with Retry (the API down), and a 403 in place', async () => {
    const api = createFormsApi({ forms: PUBLIC });
    api.on('GET', '/api/v1/form', 'network-error');
    const { user } = renderArea('', { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The forms could not be loaded. The server could not be reached.');
    api.on('GET', '/api/v1/form', { status: 403 });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/You do not have permission to see or do this/)).toBeInTheDocument();
  });

  it('offers the first form when a tab is empty', async () => {
    renderArea('?tab=draft', { http: createFormsApi({ forms: PUBLIC }).http });
    expect(await screen.findByRole('heading', { name: 'No draft forms' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New form' })).toHaveLength(2);
  });

  it('lets an NGO admin see and open forms, but not change them', async () => {
    renderArea('', { http: createFormsApi({ forms: PUBLIC }).http, hostUser: { organizer: false } });
    expect(await screen.findByRole('link', { name: 'View Opening' })).toHaveAttribute('href', '/formulare/1');
    expect(screen.queryByRole('link', { name: 'New form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only the organizer's administrators can create, change, publish or delete forms/)).toBeInTheDocument();
  });

  it('reads in Romanian', async () => {
    renderArea('', { http: createFormsApi({ forms: PUBLIC }).http, language: 'ro' });
    expect(await screen.findByRole('table', { name: '2 formulare publice, în ordinea în care le văd observatorii' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ciorne' })).toBeInTheDocument();
  });
});
