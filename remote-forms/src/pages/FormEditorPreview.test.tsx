import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryDrafts } from '@observatory/shared/testing';
import { emptyForm, newSection } from '../lib/formModel';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven like a person would: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

describe('FormEditorPage: saving from the preview', () => {
  it('ends the preview before checking, so the summary leads to fields that are on screen', async () => {
    const api = createFormsApi();
    const { user } = renderArea('/nou', { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.queryByLabelText('Title (required)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'false');
    const summary = screen.getByRole('group', { name: 'There are 3 problems with this form' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'The code is required.' }));
    expect(screen.getByLabelText('Code (required)')).toHaveFocus();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('shows a taken code at the code field even when the preview was on', async () => {
    const api = createFormsApi({ post: () => ({ status: 409, body: { status: 409 } }) });
    const drafts = createMemoryDrafts();
    drafts.save('forms.editor.new', { ...emptyForm(), description: 'Opening', code: 'A', sections: [{ ...newSection(), code: 'S' }] });
    const { user } = renderArea('/nou', { http: api.http, drafts });
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const code = await screen.findByLabelText('Code (required)');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Another form already has this code. Choose a different one.')).toBeInTheDocument();
  });
});
