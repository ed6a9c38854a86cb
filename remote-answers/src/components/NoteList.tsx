import { useTranslation } from 'react-i18next';
import type { Note } from '../api/types';
import { NoteItem } from './NoteItem';

export interface NoteListProps {
  readonly notes: readonly Note[];
  readonly label: string;
  /** Says where each note belongs (the general list, whose notes are not under a question). */
  readonly withContext?: boolean;
}

/** A list of notes: under a question, or the general notes of the thread. */
export function NoteList({ notes, label, withContext = false }: NoteListProps) {
  const { t } = useTranslation('answers');
  const contextOf = (note: Note) => {
    if (!withContext || note.formCode === null) return undefined;
    return t('notes.formContext', { form: note.formCode });
  };
  return (
    <ul className="obs-answers-notes" aria-label={label}>
      {notes.map((note) => (
        <li key={note.id}>
          <NoteItem note={note} context={contextOf(note)} />
        </li>
      ))}
    </ul>
  );
}
