import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { Button, EmptyState, ErrorIndicator, LoadingIndicator } from '@observatory/shared/ui';
import type { ThreadDetails, ThreadKey } from '../api/threadDetails';
import type { ThreadItem } from '../hooks/useThread';
import { formTabs } from '../lib/formTabs';
import { groupNotes } from '../lib/noteGroups';
import { useLoadedFormSections, usePublishedForms } from '../hooks/useReferenceData';
import { FollowUpPanel } from './FollowUpPanel';
import { FormTabPanel } from './FormTabPanel';
import { FormTabs } from './FormTabs';
import { NoteList } from './NoteList';
import { NoteExpansionProvider } from './noteExpansion';
import { StationInfo } from './StationInfo';

export interface DetailsBodyProps {
  readonly threadKey: ThreadKey;
  /** The thread's list item (names, follow-up), held or looked up. */
  readonly item: ThreadItem;
  readonly details: ThreadDetails;
}

/**
 * What the details pane shows once the thread is read: the check-in, the follow-up, a show/hide
 * notes button when there are notes, the form tabs (the first loads at once, the others when
 * chosen), and the notes that belong to no question loaded.
 */
export function DetailsBody({ threadKey, item, details }: DetailsBodyProps) {
  const { t } = useTranslation('answers');
  const describe = useDescribeError();
  const forms = usePublishedForms();
  const loadedForms = useLoadedFormSections();
  const [chosenForm, setChosenForm] = useState<number | null>(null);
  const [notesShown, setNotesShown] = useState(true);
  const generalId = useId();
  const answered = new Map(details.answers.map((group) => [group.id, group]));
  const notes = groupNotes(details.notes, loadedForms);
  const noteCount = details.notes.length;

  let tabs;
  if (forms.state.status === 'error') {
    tabs = <ErrorIndicator message={describe(forms.state.error, { what: t('details.formsError') })} onRetry={forms.retry} />;
  } else if (forms.state.status !== 'success') {
    tabs = <LoadingIndicator label={t('details.formsLoading')} />;
  } else {
    // Published forms, then any form answered that is no longer published (its answers count too).
    const list = formTabs(forms.state.data, details.answers);
    const selected = list.find((form) => form.id === chosenForm) ?? list[0];
    tabs = selected ? (
      <FormTabs forms={list} selectedId={selected.id} onSelect={setChosenForm}>
        <FormTabPanel formId={selected.id} answered={answered} notes={notesShown ? notes.byQuestion : null} />
      </FormTabs>
    ) : (
      <EmptyState headingLevel={3} title={t('details.noForms')} />
    );
  }

  return (
    <NoteExpansionProvider>
      <div className="obs-stack">
        <StationInfo info={details.info} />
        {item.thread ? (
          <FollowUpPanel threadKey={threadKey} thread={item.thread} />
        ) : item.error ? (
          // The follow-up needs the thread's list item: a failed lookup is said where the panel goes.
          <ErrorIndicator message={describe(item.error, { what: t('followUp.lookupError') })} onRetry={item.retry} />
        ) : null}
        {noteCount > 0 && (
          <div className="obs-toolbar">
            <Button small aria-pressed={notesShown} onClick={() => setNotesShown(!notesShown)}>
              {t('notes.toggle', { count: noteCount })}
            </Button>
          </div>
        )}
        {tabs}
        {notesShown && notes.general.length > 0 && (
          <section className="obs-answers-general-notes" aria-labelledby={generalId}>
            <h3 id={generalId} className="obs-answers-subheading">
              {t('notes.general')}
            </h3>
            <NoteList notes={notes.general} label={t('notes.general')} withContext />
          </section>
        )}
      </div>
    </NoteExpansionProvider>
  );
}
