import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDrafts, createMemoryPreferences } from '@observatory/shared/testing';
import { emptyForm, newSection } from '../lib/formModel';
import { formItem, loadedSections } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

// Whole screens driven like a person would: slow on a busy 2-core machine, so more than jest's 5 s.
jest.setTimeout(30_000);

const existing = () =>
  createFormsApi({ forms: [formItem(7, { code: 'A', description: 'Opening', draft: true })], sections: { 7: loadedSections() } });
const codes = () => [...document.querySelectorAll('.obs-forms-question__code')].map((element) => element.textContent);

describe('FormEditorPage: a new form', () => {
  it('checks before uploading: errors at the fields and a summary that takes the focus', async () => {
    const api = createFormsApi();
    const { user } = renderArea('/nou', { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const summary = screen.getByRole('group', { name: 'There are 3 problems with this form' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The title is required.', 'The code is required.', 'Add at least one section.']);
    expect(screen.getByLabelText('Title (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST')).toHaveLength(0);
    await user.click(within(summary).getByRole('link', { name: 'Add at least one section.' }));
    expect(screen.getByRole('button', { name: 'Add section' })).toHaveFocus();
  });

  it('builds a form and uploads it as a draft with POST, then goes to the Draft tab', async () => {
    const api = createFormsApi();
    const { user, services } = renderArea('/nou', { http: api.http });
    await user.type(await screen.findByLabelText('Title (required)'), 'Opening');
    await user.type(screen.getByLabelText('Code (required)'), 'A');
    await user.click(screen.getByRole('checkbox', { name: 'Only for the diaspora' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByLabelText('Section title')).toHaveFocus();
    await user.keyboard('First{Tab}S1');
    await user.click(screen.getByRole('button', { name: 'Add question to Section S1' }));
    expect(screen.getByLabelText('Question code (required)')).toHaveFocus();
    await user.keyboard('Q1');
    await user.selectOptions(screen.getByLabelText('Question type'), 'Multiple choice with text');
    await user.type(screen.getByLabelText('Question text (required)'), 'Anything wrong?');
    await user.click(screen.getByRole('button', { name: 'Add option to Question Q1' }));
    expect(screen.getByLabelText('Option 1 (required)')).toHaveFocus();
    // Before it has a text, the option's toggles are named by its place; then by its text.
    expect(screen.getByRole('checkbox', { name: 'Flagged: Option 1' })).toBeInTheDocument();
    await user.keyboard('Other');
    await user.click(screen.getByRole('checkbox', { name: 'Free text: Other' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flagged: Other' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(api.sent('POST').map((request) => request.body)).toEqual([
      {
        code: 'A',
        description: 'Opening',
        diaspora: true,
        draft: true,
        currentVersion: 1,
        formSections: [
          {
            code: 'S1',
            description: 'First',
            questions: [
              {
                code: 'Q1',
                text: 'Anything wrong?',
                questionType: 3,
                optionsToQuestions: [{ text: 'Other', isFreeText: true, flagged: true }],
              },
            ],
          },
        ],
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    expect(services.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Draft saved' }));
  });

  it('shows a taken code at the code field and keeps everything', async () => {
    const api = createFormsApi({ post: () => ({ status: 409, body: { status: 409 } }) });
    const drafts = createMemoryDrafts();
    const draft = { ...emptyForm(), description: 'Opening', code: 'A', sections: [{ ...newSection(), code: 'S' }] };
    drafts.save('forms.editor.new', draft);
    const { user } = renderArea('/nou', { http: api.http, drafts });
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const code = screen.getByLabelText('Code (required)');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Another form already has this code. Choose a different one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Opening');
    // The refusal goes once the code changes.
    await user.type(code, '2');
    expect(screen.queryByText('Another form already has this code. Choose a different one.')).not.toBeInTheDocument();
  });

  it('offers back a draft kept when the session ended; Discard drops it', async () => {
    const drafts = createMemoryDrafts();
    drafts.save('forms.editor.new', { ...emptyForm(), description: 'Kept' });
    drafts.endSession();
    const { user } = renderArea('/nou', { http: createFormsApi().http, drafts });
    expect(await screen.findByText('You have unsaved changes, kept when your session ended.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title (required)')).toHaveValue('');
    expect(drafts.load('forms.editor.new')).toBeUndefined();
  });

  it('keeps what is typed as a draft while editing', async () => {
    jest.useFakeTimers();
    try {
      const drafts = createMemoryDrafts();
      renderArea('/nou', { http: createFormsApi().http, drafts });
      const title = await screen.findByLabelText('Title (required)');
      act(() => {
        title.focus();
      });
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.change(title, { target: { value: 'Typed' } });
      act(() => {
        jest.advanceTimersByTime(400);
      });
      expect(drafts.load<{ description: string }>('forms.editor.new')?.description).toBe('Typed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('FormEditorPage: an existing form', () => {
  it('opens with the list’s metadata merged in and shows answered items as locked', async () => {
    const api = existing();
    const { user } = renderArea('/7', { http: api.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Opening');
    expect(codes()).toEqual(['A1', 'A2', 'B1']);
    expect(api.requests.map((request) => `${request.path}?${new URLSearchParams(request.query as Record<string, string>)}`).sort()).toEqual(
      ['/api/v1/audit/form/7?', '/api/v1/form/7?', '/api/v1/form?archived=true', '/api/v1/form?draft=false', '/api/v1/form?draft=true'],
    );
    expect(screen.getByRole('button', { name: 'Remove Question A1' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Delete Section A' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByText('Answered: cannot be removed')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Question A1' }));
    expect(codes()).toEqual(['A1', 'A2', 'B1']);
  });

  it('removes a question without asking and offers Undo, which puts it back in its place', async () => {
    const { user } = renderArea('/7', { http: existing().http });
    await user.click(await screen.findByRole('button', { name: 'Remove Question A2' }));
    expect(codes()).toEqual(['A1', 'B1']);
    const undo = screen.getByRole('button', { name: 'Undo removing Question A2' });
    expect(undo).toHaveFocus();
    expect(screen.getByText('Question A2 removed.')).toBeInTheDocument();
    await user.click(undo);
    expect(codes()).toEqual(['A1', 'A2', 'B1']);
    expect(screen.getByRole('button', { name: /^A2 / })).toHaveFocus();
  });

  it('reorders sections, questions and options by keyboard and uploads that order with PUT', async () => {
    const api = existing();
    const { user } = renderArea('/7', { http: api.http });
    (await screen.findByRole('button', { name: 'Move down: Section A' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move down: Section A' })).toHaveFocus();
    screen.getByRole('button', { name: 'Move up: Question A2' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /^A1 / }));
    screen.getByRole('button', { name: 'Move up: Option No' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Option No moved to position 1 of 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Forms' });
    const body = api.sent('PUT')[0]!.body as {
      id: number;
      formSections: { id: number; questions: { id: number; optionsToQuestions: { optionId: number }[] }[] }[];
    };
    expect(body.id).toBe(7);
    expect(body.formSections.map((section) => [section.id, section.questions.map((question) => question.id)])).toEqual([
      [2, [30]],
      [1, [20, 10]],
    ]);
    expect(body.formSections[1]!.questions[1]!.optionsToQuestions.map((option) => option.optionId)).toEqual([12, 11]);
  });

  it('asks before deleting a section or an option', async () => {
    const { user } = renderArea('/7', { http: existing().http });
    await user.click(await screen.findByRole('button', { name: 'Delete Section B' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this section?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this record?');
    expect(dialog).toHaveTextContent('Section B and its 1 question will be removed from the form when you save it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(codes()).toEqual(['A1', 'A2']);
    expect(screen.getByRole('button', { name: 'Add section' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^A2 / }));
    await user.click(screen.getByRole('button', { name: 'Delete Option Everyone' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this option?' })).toHaveTextContent('The option “Everyone” will be removed');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Option 1 (required)')).toHaveValue('Everyone');
  });

  it('adds predefined options in the current language, skips those the question has, and remembers the choice', async () => {
    const preferences = createMemoryPreferences();
    preferences.save('selectedPredefinedOptions', ['predefined.confirmation.yes', 'predefined.confirmation.no']);
    const { user } = renderArea('/7', { http: existing().http, preferences, language: 'ro' });
    await user.click(await screen.findByRole('button', { name: /^A2 / }));
    await user.click(screen.getByRole('button', { name: 'Adaugă opțiuni predefinite la Întrebarea A2' }));
    const dialog = screen.getByRole('dialog', { name: 'Adaugă opțiuni predefinite' });
    expect(within(dialog).getByRole('checkbox', { name: 'Da' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    const options = screen.getAllByLabelText(/^Opțiunea \d/).map((input) => (input as HTMLInputElement).value);
    expect(options).toEqual(['Everyone', 'Da', 'Nu', '3']);
    expect(preferences.load('selectedPredefinedOptions')).toEqual([
      'predefined.confirmation.yes',
      'predefined.confirmation.no',
      'predefined.rating.3',
    ]);

    await user.click(screen.getByRole('button', { name: 'Adaugă opțiuni predefinite la Întrebarea A2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Adaugă' }));
    expect(screen.getAllByLabelText(/^Opțiunea \d/)).toHaveLength(4);
    expect(screen.getByText(/3 opțiuni existau deja în întrebare și au fost sărite: Da, Nu, 3/)).toBeInTheDocument();
  });

  it('says which answered items a refused save would remove, and puts them back', async () => {
    const api = existing();
    api.on('PUT', '/api/v1/form', { status: 409, body: { status: 409, errors: { questions: [20], options: [21] } } });
    const { user } = renderArea('/7', { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Remove Question A2' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const refused = await screen.findByRole('group', { name: 'Some removals were refused' });
    expect(refused).toHaveTextContent('Question A2');
    expect(
      screen.getByText(/The form was not saved: it removes questions or options that observers have already answered/),
    ).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Put them back' }));
    expect(codes()).toEqual(['A1', 'A2', 'B1']);
    expect(screen.getByRole('button', { name: 'Remove Question A2' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks before saving a public form as a draft', async () => {
    const api = createFormsApi({ forms: [formItem(7, { draft: false })], sections: { 7: loadedSections() } });
    const { user } = renderArea('/7', { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Save this public form as a draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save as draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Forms' });
    expect(api.sent('PUT')[0]!.body).toMatchObject({ id: 7, draft: true });
  });

  it('shows a preview as observers will see it: order kept, flagged options marked', async () => {
    const { user } = renderArea('/7', { http: existing().http });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'A1 Did it open on time?',
      'A2 Who was there?',
      'B1 Was the count public?',
    ]);
    expect(within(groups[0]!).getAllByRole('radio')).toHaveLength(2);
    expect(within(groups[0]!).getByText('Flagged')).toBeInTheDocument();
    expect(within(groups[1]!).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says why the form could not be loaded, with Retry', async () => {
    const api = existing();
    api.on('GET', '/api/v1/form/7', 'network-error');
    const { user } = renderArea('/7', { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The form could not be loaded. The server could not be reached.');
    api.on('GET', '/api/v1/form/7', { body: loadedSections() });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit form' })).toBeInTheDocument();
  });

  it('says a form that does not exist is gone', async () => {
    renderArea('/8', { http: existing().http });
    expect(await screen.findByText(/What you asked for no longer exists/)).toBeInTheDocument();
  });

  it('shows an NGO admin the read-only preview only', async () => {
    renderArea('/7', { http: existing().http, hostUser: { organizer: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Form: Opening' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
  });
});
