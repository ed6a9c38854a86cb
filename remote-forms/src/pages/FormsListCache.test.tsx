import { screen, waitFor, within } from '@testing-library/react';
import { formListsQuery } from '../state/formLists';
import { formItem, loadedSections } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven like a person would: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

const FORMS = [
  formItem(1, { description: 'Opening', code: 'A' }),
  formItem(2, { description: 'Voting', code: 'B' }),
  formItem(3, { description: 'Counting', code: 'C', draft: true, order: 3 }),
  formItem(4, { description: 'Closing', code: 'D', draft: true, order: 4 }),
];
const SECTIONS = { 1: loadedSections(), 2: loadedSections(), 3: loadedSections(), 4: loadedSections() };

/**
 * Each request for forms as `METHOD path?query`, in the order sent. The editor's history (the audit
 * trail, GET /api/v1/audit/form/{id}) is left out: it is not form data and has its own test.
 */
const sent = (api: ReturnType<typeof createFormsApi>) =>
  api.requests
    .filter((request) => !request.path.startsWith('/api/v1/audit/'))
    .map((request) => {
      const query = new URLSearchParams(request.query as Record<string, string>).toString();
      return `${request.method} ${request.path}${query ? `?${query}` : ''}`;
    });
const titles = () => screen.getAllByRole('rowheader').map((cell) => within(cell).getByText(/\w/, { selector: 'bdi' }).textContent);

describe('the forms lists held by the area (spec section 5)', () => {
  it('opens the editor from the list asking only for the form’s sections, and goes back to the list without asking', async () => {
    const api = createFormsApi({ forms: FORMS, sections: SECTIONS });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table', { name: '2 public forms, in the order observers see them' });
    await user.click(screen.getByRole('button', { name: 'Edit Voting' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Voting');
    await user.click(screen.getByRole('link', { name: /Back/ }));
    await screen.findByRole('table', { name: '2 public forms, in the order observers see them' });
    expect(sent(api)).toEqual(['GET /api/v1/form?draft=false', 'GET /api/v1/form/2']);
  });

  it('a change to a form forgets the other tabs’ lists and asks the shown one again', async () => {
    const api = createFormsApi({ forms: FORMS, sections: SECTIONS });
    const { user, store } = renderArea('', { http: api.http });
    await screen.findByRole('table', { name: /public forms/ });
    await user.click(screen.getByRole('tab', { name: 'Draft' }));
    await screen.findByRole('table', { name: '2 draft forms' });
    expect([...store.get(formListsQuery.heldAtom).keys()].sort()).toEqual(['"draft"', '"public"']);

    await user.click(screen.getByRole('button', { name: 'More actions for Counting' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(sent(api)).toHaveLength(4));
    expect(sent(api)).toEqual([
      'GET /api/v1/form?draft=false',
      'GET /api/v1/form?draft=true',
      'PUT /api/v1/form',
      'GET /api/v1/form?draft=true',
    ]);
    // The public list held before the publish lacks Counting: it is no longer held; the draft list is the fresh one.
    await waitFor(() => expect([...store.get(formListsQuery.heldAtom).values()].map((held) => held.params)).toEqual(['draft']));
    expect(titles()).toEqual(['Closing']);

    // The editor finds Closing in the held draft list: only its sections are asked.
    await user.click(screen.getByRole('button', { name: 'Edit Closing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit form' })).toBeInTheDocument();
    expect(sent(api).slice(4)).toEqual(['GET /api/v1/form/4']);
  });

  it('a save in the editor forgets the lists: the list it goes back to is asked again and shows the change', async () => {
    const api = createFormsApi({ forms: FORMS, sections: SECTIONS });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table', { name: /public forms/ });
    await user.click(screen.getByRole('button', { name: 'Edit Voting' }));
    const title = await screen.findByLabelText('Title (required)');
    await user.clear(title);
    await user.type(title, 'Voting day');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('table', { name: /public forms/ });
    await waitFor(() => expect(titles()).toEqual(['Opening', 'Voting day']));
    expect(sent(api)).toEqual(['GET /api/v1/form?draft=false', 'GET /api/v1/form/2', 'PUT /api/v1/form', 'GET /api/v1/form?draft=false']);
  });
});
