import { screen, waitFor, within } from '@testing-library/react';
import { formItem } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven by keyboard: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

const FORMS = [
  formItem(1, { description: 'Opening', code: 'A' }),
  formItem(2, { description: 'Voting', code: 'B' }),
  formItem(3, { description: 'Counting', code: 'C' }),
];

/** Row menu → Delete → confirm, by keyboard only. */
async function deleteByKeyboard(user: ReturnType<typeof renderArea>['user'], title: string) {
  screen.getByRole('button', { name: `More actions for ${title}` }).focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: 'Delete' });
  item.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this form?' });
  within(dialog).getByRole('button', { name: 'Delete the form' }).focus();
  await user.keyboard('{Enter}');
}

describe('FormsPage: focus after a row leaves the list (issue 21)', () => {
  it('a keyboard delete puts focus on the next row’s first control and says what is left; the last row hands it to the previous one', async () => {
    const api = createFormsApi({ forms: FORMS });
    const { user } = renderArea('', { http: api.http });
    await screen.findByRole('button', { name: 'Move up: Counting' });
    await deleteByKeyboard(user, 'Voting');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up: Counting' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('2 forms left in Public.'))).toBe(true);

    await deleteByKeyboard(user, 'Counting');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up: Opening' })).toHaveFocus());
  });

  it('when the tab is left empty, focus goes to the list’s heading', async () => {
    const api = createFormsApi({ forms: [formItem(3, { description: 'Counting', draft: true })] });
    const { user } = renderArea('?tab=draft', { http: api.http });
    await screen.findByRole('button', { name: 'More actions for Counting' });
    await user.click(screen.getByRole('button', { name: 'More actions for Counting' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    await screen.findByRole('heading', { name: 'No draft forms' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toHaveFocus());
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('No forms left in Draft.'))).toBe(true);
  });

  it('Publish, which needs no confirmation, follows the same rule', async () => {
    const drafts = FORMS.map((form) => ({ ...form, draft: true }));
    const { user } = renderArea('?tab=draft', { http: createFormsApi({ forms: drafts }).http });
    await screen.findByRole('button', { name: 'Move up: Voting' });
    await user.click(screen.getByRole('button', { name: 'More actions for Opening' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up: Voting' })).toHaveFocus());
  });
});
