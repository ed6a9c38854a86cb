import { screen, waitFor, within } from '@testing-library/react';
import { formItem } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

jest.setTimeout(30_000);

const titles = () => screen.getAllByRole('rowheader').map((cell) => within(cell).getByText(/\w/, { selector: 'bdi' }).textContent);

describe('FormsPage: Archive and Restore (issue 21)', () => {
  it('archives a form with answers after saying what it means, then lists it under Archived, from where it is restored as a draft', async () => {
    const api = createFormsApi({
      forms: [formItem(1, { description: 'Old opening', hasAnswers: true }), formItem(2, { description: 'Voting' })],
    });
    const { user, services } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'More actions for Old opening' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive this form?' });
    expect(dialog).toHaveTextContent('observers no longer get it or can answer it. Its answers, statistics and exports are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Archive the form' }));
    await waitFor(() => expect(titles()).toEqual(['Voting']));
    expect(api.sent('PUT').map((request) => request.path)).toEqual(['/api/v1/form/1/archive']);
    expect(services.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Form archived' }));

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('table', { name: /1 archived form: observers do not get it/ })).toBeInTheDocument();
    expect(api.requests.at(-1)?.query).toEqual({ archived: 'true' });
    // No order to change there; the main action opens the form to read.
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Old opening' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Old opening' }));
    await user.click(screen.getByRole('menuitem', { name: 'Restore as a draft' }));
    expect(await screen.findByRole('heading', { name: 'No archived forms' })).toBeInTheDocument();
    expect(api.sent('PUT').map((request) => request.path)).toEqual(['/api/v1/form/1/archive', '/api/v1/form/1/restore']);
    expect(services.toasts.show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Form restored' }));

    await user.click(screen.getByRole('tab', { name: 'Draft' }));
    await waitFor(() => expect(titles()).toEqual(['Old opening']));
  });

  it('says an archive that failed, and the form stays', async () => {
    const api = createFormsApi({
      forms: [formItem(1, { description: 'Old opening', hasAnswers: true })],
      archive: () => ({ status: 500, body: { status: 500 } }),
    });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'More actions for Old opening' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive the form' }));
    expect(await screen.findByText(/could not be archived/)).toBeInTheDocument();
    expect(titles()).toEqual(['Old opening']);
  });

  it('opens an archived form as a preview, even for organizers, saying how to change it', async () => {
    const api = createFormsApi({ forms: [formItem(7, { description: 'Old opening', draft: true, archived: true })], sections: { 7: [] } });
    renderArea('/7', { http: api.http });
    expect(await screen.findByText(/This form is archived: observers do not get it, and it cannot be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save draft/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/formulare?tab=archived');
  });

  it('shows forms that share a place in the order as listed and saves that order once, saying so', async () => {
    const api = createFormsApi({
      forms: [
        formItem(1, { description: 'A', order: 1 }),
        formItem(2, { description: 'B', order: 1 }),
        formItem(3, { description: 'C', order: 2 }),
      ],
    });
    renderArea('', { http: api.http });
    expect(await screen.findByText('2 forms shared a place in the order; the order shown is now saved.')).toBeInTheDocument();
    expect(titles()).toEqual(['A', 'B', 'C']);
    expect(api.sent('PUT').map((request) => request.body)).toEqual([{ id: 1, order: 0 }]);
  });
});
