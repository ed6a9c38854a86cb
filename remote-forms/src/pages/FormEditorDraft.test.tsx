import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryDrafts } from '@observatory/shared/testing';
import { emptyForm } from '../lib/formModel';
import type { EditorForm } from '../lib/formModel';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven like a person would: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

const KEY = 'forms.editor.new';
const kept = (description: string): EditorForm => ({ ...emptyForm(), description });
const keptTitles = (drafts: ReturnType<typeof createMemoryDrafts>) => [
  drafts.load<EditorForm>(KEY)?.description,
  ...(drafts.load<EditorForm[]>(`${KEY}.older`) ?? []).map((form) => form.description),
];

describe('FormEditorPage: a draft offered back while the person types', () => {
  it('keeps what is typed while the offer waits, beside the offer, so a second session end loses neither', async () => {
    const drafts = createMemoryDrafts();
    drafts.save(KEY, kept('Before'));
    drafts.endSession();
    const first = renderArea('/nou', { http: createFormsApi().http, drafts });
    expect(await screen.findByText('You have unsaved changes, kept when your session ended.')).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Title (required)'), 'Since');
    await waitFor(() => expect(keptTitles(drafts)).toEqual(['Since', 'Before']));

    // The session ends again: both come back, the newest first.
    first.unmount();
    drafts.endSession();
    const { user } = renderArea('/nou', { http: createFormsApi().http, drafts });
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Since');
    // The older one is still offered; restoring it over the restored changes asks first.
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(screen.getByRole('alertdialog', { name: 'Replace your changes?' })).toBeInTheDocument();
  });

  it('asks before Restore replaces what was typed since the editor opened; Cancel keeps it', async () => {
    const drafts = createMemoryDrafts();
    drafts.save(KEY, kept('Before'));
    drafts.endSession();
    const { user } = renderArea('/nou', { http: createFormsApi().http, drafts });
    const title = await screen.findByLabelText('Title (required)');
    await user.type(title, 'Since');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace your changes?' });
    expect(dialog).toHaveTextContent('You changed this form since you opened it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(title).toHaveValue('Since');
    expect(screen.getByText('You have unsaved changes, kept when your session ended.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Replace my changes' }));
    expect(title).toHaveValue('Before');
    expect(screen.queryByText('You have unsaved changes, kept when your session ended.')).not.toBeInTheDocument();
    await waitFor(() => expect(keptTitles(drafts)).toEqual(['Before']));
  });

  it('restores without asking when nothing was typed since', async () => {
    const drafts = createMemoryDrafts();
    drafts.save(KEY, kept('Before'));
    drafts.endSession();
    const { user } = renderArea('/nou', { http: createFormsApi().http, drafts });
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Before');
  });

  it('Discard drops the offer only: what was typed since is still kept', async () => {
    const drafts = createMemoryDrafts();
    drafts.save(KEY, kept('Before'));
    drafts.endSession();
    const { user } = renderArea('/nou', { http: createFormsApi().http, drafts });
    const title = await screen.findByLabelText('Title (required)');
    await user.type(title, 'Since');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title).toHaveValue('Since');
    expect(keptTitles(drafts)).toEqual(['Since']);
  });

  it('says so when the version offered was kept from a visit earlier in this session, not at a session end', async () => {
    const drafts = createMemoryDrafts();
    const first = renderArea('/nou', { http: createFormsApi().http, drafts });
    await first.user.type(await screen.findByLabelText('Title (required)'), 'Half done');
    first.unmount();
    renderArea('/nou', { http: createFormsApi().http, drafts });
    expect(await screen.findByText('You have unsaved changes kept from your last visit to this page.')).toBeInTheDocument();
    expect(screen.queryByText(/session ended/)).not.toBeInTheDocument();
  });
});
