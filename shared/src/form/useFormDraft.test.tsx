import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryDrafts, renderWithHost } from '@observatory/shared/testing';
import { DRAFT_SAVE_DELAY_MS, useFormDraft } from './useFormDraft';
import { DraftNotice } from './DraftNotice';

interface Values {
  title: string;
  message: string;
  secret: string;
}

function DraftedForm({ onSaved }: { onSaved?: () => void }) {
  const form = useForm<Values>({ defaultValues: { title: '', message: '', secret: '' } });
  const draft = useFormDraft('notification', form, { exclude: ['secret'] });
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        draft.clear();
        onSaved?.();
      })}
    >
      <DraftNotice pending={draft.pending !== undefined} origin={draft.origin} onRestore={draft.restore} onDiscard={draft.discard} />
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <label>
        Message
        <textarea {...form.register('message')} />
      </label>
      <label>
        Secret
        <input type="password" {...form.register('secret')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useFormDraft', () => {
  it('keeps what is typed (never the excluded secret), and offers it back on the next visit', async () => {
    const drafts = createMemoryDrafts();
    const first = renderWithHost(<DraftedForm />, { drafts });
    await first.user.type(screen.getByLabelText('Title'), 'Închidere secții');
    await first.user.type(screen.getByLabelText('Secret'), '1234');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    expect(drafts.load('notification')).toEqual({ title: 'Închidere secții', message: '' });
    first.unmount();

    // A visit elsewhere in the same session: the notice says so (it said "before your session ended").
    const second = renderWithHost(<DraftedForm />, { drafts });
    expect(screen.getByText('You have unsaved changes kept from your last visit to this page.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Închidere secții');
    expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });

  it('says when the draft was kept because the session ended, and keeps saying it after more typing elsewhere', async () => {
    const drafts = createMemoryDrafts();
    const first = renderWithHost(<DraftedForm />, { drafts });
    await first.user.type(screen.getByLabelText('Title'), 'Neterminat');
    first.unmount();
    drafts.endSession();
    renderWithHost(<DraftedForm />, { drafts });
    expect(screen.getByText('You have unsaved changes, kept when your session ended.')).toBeInTheDocument();
    expect(screen.queryByText(/last visit/)).not.toBeInTheDocument();
  });

  it('says neither when the host cannot tell (an older host lends no origin)', () => {
    const memory = createMemoryDrafts();
    memory.save('notification', { title: 'Kept', message: '' });
    const drafts = { save: memory.save, load: memory.load, clear: memory.clear };
    renderWithHost(<DraftedForm />, { drafts });
    expect(screen.getByText('You have unsaved changes that were kept for you.')).toBeInTheDocument();
  });

  it('keeps the last keystrokes when the form goes away before the pause ends', async () => {
    const drafts = createMemoryDrafts();
    const { user, unmount } = renderWithHost(<DraftedForm />, { drafts });
    await user.type(screen.getByLabelText('Title'), 'Abia');
    unmount();
    expect(drafts.load('notification')).toEqual({ title: 'Abia', message: '' });
  });

  it('does not overwrite a kept draft before it is restored or discarded', async () => {
    const drafts = createMemoryDrafts();
    drafts.save('notification', { title: 'Kept', message: '' });
    const { user } = renderWithHost(<DraftedForm />, { drafts });
    await user.type(screen.getByLabelText('Message'), 'x');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    expect(drafts.load('notification')).toEqual({ title: 'Kept', message: '' });
  });

  it('discard drops the kept draft', async () => {
    const drafts = createMemoryDrafts();
    drafts.save('notification', { title: 'Kept', message: '' });
    const { user } = renderWithHost(<DraftedForm />, { drafts });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(drafts.load('notification')).toBeUndefined();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('a save right after typing leaves no draft behind when the form goes away', async () => {
    const drafts = createMemoryDrafts();
    const { user, unmount } = renderWithHost(<DraftedForm />, { drafts });
    await user.type(screen.getByLabelText('Title'), 'Repede');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    unmount();
    expect(drafts.load('notification')).toBeUndefined();
  });

  it('a successful save clears the draft', async () => {
    const drafts = createMemoryDrafts();
    const onSaved = jest.fn();
    const { user } = renderWithHost(<DraftedForm onSaved={onSaved} />, { drafts });
    await user.type(screen.getByLabelText('Title'), 'Gata');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSaved).toHaveBeenCalled();
    expect(drafts.load('notification')).toBeUndefined();
  });
});
