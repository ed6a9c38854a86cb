import { useState } from 'react';
import { screen } from '@testing-library/react';
import { makeNote } from '../testing/fixtures';
import { renderAnswers } from '../testing/renderAnswers';
import { NoteExpansionProvider } from './noteExpansion';
import { NoteList } from './NoteList';

const text = `${'ș'.repeat(185)} THE REST`;

/** The details pane's move: a note shown in the general list until the form arrives, then under its question. */
function MovingNote() {
  const [underQuestion, setUnderQuestion] = useState(false);
  const list = <NoteList notes={[makeNote({ id: 7, text })]} label="Notes" />;
  return (
    <NoteExpansionProvider>
      <button type="button" onClick={() => setUnderQuestion(true)}>
        Form arrived
      </button>
      {underQuestion ? <section>{list}</section> : <div>{list}</div>}
    </NoteExpansionProvider>
  );
}

describe('note expansion', () => {
  it('keeps a note read whole when it moves from the general list to under its question', async () => {
    const { user } = renderAnswers(<MovingNote />);
    await user.click(screen.getByRole('button', { name: 'Read the whole note' }));
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Form arrived' }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
