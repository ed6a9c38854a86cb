import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@observatory/shared/ui';
import type { Note } from '../api/types';
import { previewText } from '../lib/notePreview';
import { NoteAttachments } from './NoteAttachments';
import { useNoteWhole } from './noteExpansion';

export interface NoteItemProps {
  readonly note: Note;
  /** Where the note belongs, when it is not shown under its question ("Form B, question B2-1"). */
  readonly context?: string;
}

/**
 * One note: its text cut past 185 characters with an ellipsis and a button to read the rest,
 * isolated as observer-supplied text, when it was written, and its files.
 */
export function NoteItem({ note, context }: NoteItemProps) {
  const { t } = useTranslation('answers');
  const textId = useId();
  const [whole, toggleWhole] = useNoteWhole(note.id);
  const preview = previewText(note.text);
  const cut = preview !== note.text;
  return (
    <article className="obs-answers-note">
      <p className="obs-answers-note__meta">
        {t('notes.written')} <DateTime value={note.lastModified} />
        {context && <span className="obs-answers-note__context"> · {context}</span>}
      </p>
      {note.text ? (
        <p id={textId} className="obs-answers-note__text">
          <bdi>{whole ? note.text : preview}</bdi>
        </p>
      ) : (
        <p className="obs-answers-muted">{t('notes.noText')}</p>
      )}
      {cut && (
        <button
          type="button"
          className="obs-answers-text-button obs-link"
          aria-expanded={whole}
          aria-controls={textId}
          onClick={toggleWhole}
        >
          {whole ? t('notes.showLess') : t('notes.readAll')}
        </button>
      )}
      {note.attachmentsPaths.length > 0 && <NoteAttachments paths={note.attachmentsPaths} />}
    </article>
  );
}
