import { fireEvent, screen, within } from '@testing-library/react';
import { makeNote } from '../testing/fixtures';
import { renderAnswers } from '../testing/renderAnswers';
import { NoteItem } from './NoteItem';

const API = 'http://127.0.0.1:4000/files';

describe('NoteItem', () => {
  it('cuts text past 185 characters with an ellipsis, and reads the rest on demand', async () => {
    const text = `${'a'.repeat(185)}THE REST`;
    const { user } = renderAnswers(<NoteItem note={makeNote({ text })} />);
    expect(screen.getByText(`${'a'.repeat(185)}…`)).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read the whole note' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no "read more" for a short note', () => {
    renderAnswers(<NoteItem note={makeNote({ text: 'Short.' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows hostile text literally, isolated: markup, right-to-left, 10 000 characters', async () => {
    const hostile = `<script>window.__xss=1</script>\u202Eשלום ${'x'.repeat(10_000)}`;
    const { user } = renderAnswers(<NoteItem note={makeNote({ text: hostile })} />);
    await user.click(screen.getByRole('button', { name: 'Read the whole note' }));
    const text = screen.getByText(hostile);
    expect(text.tagName).toBe('BDI');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows images as thumbnails with a text alternative that open full size in a dialog', async () => {
    const photo = `${API}/a.jpg?exp=1&sig=s`;
    const { user } = renderAnswers(<NoteItem note={makeNote({ attachmentsPaths: [photo, `${API}/b.PNG?exp=1&sig=s`] })} />);
    const thumbnail = screen.getByRole('img', { name: 'Photo 1 of 2 attached to the note' });
    expect(thumbnail).toHaveAttribute('src', photo);
    expect(thumbnail).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 attached to the note' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Photo 1 of 2 attached to the note' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2 attached to the note' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photo);
    expect(within(dialog).getByRole('link', { name: 'Open the original in a new tab' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers other files as download links, never as video', () => {
    const { container } = renderAnswers(
      <NoteItem note={makeNote({ attachmentsPaths: [`${API}/c.pdf?exp=1`, `${API}/d.mp4?exp=1`, `${API}/e.bin`] })} />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Download file 1 of 3 (PDF)',
      'Download file 2 of 3 (MP4)',
      'Download file 3 of 3 (BIN)',
    ]);
    expect(links[0]).toHaveAttribute('download');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('video')).toBeNull();
  });

  it('never puts an unsafe link in an href or src', () => {
    const { container } = renderAnswers(
      <NoteItem
        note={makeNote({
          attachmentsPaths: ['javascript:alert(1)//a.jpg', 'data:image/jpeg;base64,AAAA', '//evil.test/x.jpg', 'http://evil.test/y.pdf'],
        })}
      />,
    );
    expect(container.querySelectorAll('a, img')).toHaveLength(0);
    expect(screen.getAllByText(/invalid attachment link/)).toHaveLength(4);
  });

  it('says when a photo cannot be shown (an expired link)', async () => {
    renderAnswers(<NoteItem note={makeNote({ attachmentsPaths: [`${API}/a.jpg?exp=1`] })} />);
    fireEvent.error(screen.getByRole('img'));
    expect(await screen.findByText(/Photo 1 of 1 could not be shown/)).toBeInTheDocument();
  });
});
