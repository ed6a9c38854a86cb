import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, FormServerError, fieldId } from '@observatory/shared/form';
import { History } from '@observatory/shared/history';
import type { FieldErrors } from 'react-hook-form';
import { StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { editorDraftKey, useEditorDraft } from '../../hooks/useEditorDraft';
import { useEditorSave } from '../../hooks/useEditorSave';
import { useUndoRemoval } from '../../hooks/useUndoRemoval';
import { editorReducer } from '../../lib/editorReducer';
import type { OptionAddress, QuestionAddress } from '../../lib/editorReducer';
import { fieldNames } from '../../lib/fieldNames';
import { withLocks } from '../../lib/formModel';
import type { EditorForm, EditorOption, EditorSection } from '../../lib/formModel';
import { questionLabel } from '../../lib/labels';
import { tabOfForm } from '../../lib/paths';
import { problemText } from '../../lib/problemText';
import { AnsweredRemovalNotice } from './AnsweredRemovalNotice';
import { DeleteItemDialog } from './DeleteItemDialog';
import { DraftOffer } from './DraftOffer';
import type { PendingDelete } from './DeleteItemDialog';
import { EditorHeader } from './EditorHeader';
import { EditorActionsContext, EditorErrorsContext, ExpandedContext } from './EditorContext';
import type { EditorActions } from './EditorContext';
import { EditorPredefined } from './EditorPredefined';
import { FormDetailsFields } from './FormDetailsFields';
import { FormPreview } from './FormPreview';
import { LeaveGuard } from './LeaveGuard';
import { SectionsEditor } from './SectionsEditor';
import { UnpublishDialog } from './UnpublishDialog';
import { UndoNotice } from '../UndoNotice';

/**
 * The form builder for a new or an existing form: its fields, sections, questions and options
 * (each level reorderable by keyboard and by drag), a read-only preview, and Save draft / Publish.
 * Nothing typed is lost: unsaved changes are kept as a draft for after a session ends, leaving
 * asks first, and a refused save keeps everything and says why.
 */
export function FormEditor({ initial }: { readonly initial: EditorForm }) {
  const { t } = useTranslation('forms');
  const [form, dispatch] = useReducer(editorReducer, initial);
  const dirty = form !== initial;
  const draft = useEditorDraft(editorDraftKey(initial.id), form, dirty, true);
  const { announce, message } = useAnnounce();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [previewing, setPreviewing] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [predefinedFor, setPredefinedFor] = useState<QuestionAddress | null>(null);
  const undo = useUndoRemoval(dispatch);
  const expand = useCallback((keys: Iterable<string>) => setExpanded((current) => new Set([...current, ...keys])), []);
  const showFields = useCallback(() => setPreviewing(false), []);
  const editorSave = useEditorSave({ form, initial, dispatch, expand, onSaved: draft.clear, showFields });

  // Focus asked for by an action (a new item's first field), once the render that shows it is done.
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    pendingFocus.current = null;
    document.getElementById(fieldId(name))?.focus();
  });

  const actions = useMemo<EditorActions>(
    () => ({
      dispatch,
      removeQuestion: undo.remove,
      askDeleteSection: (section: EditorSection) => setPendingDelete({ kind: 'section', section }),
      askDeleteOption: (at: OptionAddress, option: EditorOption) => setPendingDelete({ kind: 'option', at, option }),
      openPredefined: setPredefinedFor,
      toggleQuestion: (key: string) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      focusField: (name: string) => {
        pendingFocus.current = name;
      },
      announce,
    }),
    [announce, undo.remove],
  );

  const confirmDelete = () => {
    if (pendingDelete?.kind === 'section') {
      dispatch({ type: 'removeSection', section: pendingDelete.section.key });
      if (undo.removed?.section === pendingDelete.section.key) undo.dismiss();
      pendingFocus.current = fieldNames.sections;
    } else if (pendingDelete?.kind === 'option') {
      dispatch({ type: 'removeOption', at: pendingDelete.at });
      pendingFocus.current = fieldNames.questionOptions(pendingDelete.at.question);
    }
    setPendingDelete(null);
  };
  const putBackUndone = () => {
    const restored = undo.undo();
    if (restored) pendingFocus.current = fieldNames.question(restored.question.key, 'toggle');
  };

  // Field errors: the validation's once a save was tried, then the server's refusals.
  const summary: FieldErrors = {};
  const fieldErrors: Record<string, string> = {};
  for (const problem of editorSave.problems) {
    const text = problemText(t, problem);
    fieldErrors[problem.name] ??= text.field;
    summary[problem.name] ??= { type: problem.kind, message: text.summary };
  }
  for (const [name, text] of Object.entries(editorSave.serverErrors)) fieldErrors[name] ??= text;

  return (
    <EditorActionsContext.Provider value={actions}>
      <EditorErrorsContext.Provider value={fieldErrors}>
        <ExpandedContext.Provider value={expanded}>
          <section className="obs-page obs-stack obs-forms-editor">
            <EditorHeader
              isNew={initial.id === undefined}
              tab={tabOfForm(initial)}
              previewing={previewing}
              onTogglePreview={() => setPreviewing((value) => !value)}
              saving={editorSave.saving}
              onSave={editorSave.submit}
            />
            <DraftOffer
              pending={draft.pending !== undefined}
              origin={draft.pendingOrigin}
              edited={dirty}
              onRestore={() => {
                const kept = draft.take();
                if (kept) dispatch({ type: 'replace', form: withLocks(kept, initial) });
              }}
              onDiscard={draft.discard}
            />
            <FormErrorSummary errors={summary} submitCount={editorSave.attempts} />
            <FormServerError message={editorSave.failure} />
            <AnsweredRemovalNotice refused={editorSave.refused} onPutBack={editorSave.putBackRefused} />
            {previewing ? (
              <FormPreview form={form} />
            ) : (
              <>
                <FormDetailsFields description={form.description} code={form.code} diaspora={form.diaspora} />
                <SectionsEditor sections={form.sections} />
              </>
            )}
            <UndoNotice
              subject={undo.removed}
              message={undo.removed ? t('undo.removed', { label: questionLabel(t, undo.removed.question) }) : ''}
              undoWhat={undo.removed ? t('undo.undoWhat', { label: questionLabel(t, undo.removed.question) }) : ''}
              onUndo={putBackUndone}
              onDismiss={undo.dismiss}
            />
            <StatusRegion message={message} />
            {/* Who created, saved, published or reordered this form (a save goes back to the list). */}
            {initial.id !== undefined && <History entityType="form" entityId={initial.id} />}
          </section>
          <DeleteItemDialog pending={pendingDelete} onConfirm={confirmDelete} onCancel={() => setPendingDelete(null)} />
          <EditorPredefined form={form} at={predefinedFor} onClose={() => setPredefinedFor(null)} />
          <UnpublishDialog open={editorSave.askUnpublish} onConfirm={editorSave.confirmUnpublish} onCancel={editorSave.cancelUnpublish} />
          <LeaveGuard shouldAsk={editorSave.shouldAsk} onLeave={draft.clear} />
        </ExpandedContext.Provider>
      </EditorErrorsContext.Provider>
    </EditorActionsContext.Provider>
  );
}
