import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Dispatch } from 'react';
import { useNavigate } from '@observatory/shared/router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isolate } from '@observatory/shared/i18n';
import { fieldId } from '@observatory/shared/form';
import { useHostServices } from '@observatory/shared/services';
import type { AnsweredRemoval } from '../api/types';
import type { EditorAction } from '../lib/editorReducer';
import { fieldValue } from '../lib/fieldNames';
import type { EditorForm } from '../lib/formModel';
import { areaPaths } from '../lib/paths';
import { describeRemoval, restoreAnswered } from '../lib/restoreAnswered';
import { questionKeysWithProblems, validateForm } from '../lib/validateForm';
import { formListsQuery } from '../state/formLists';
import { useSaveForm } from './useSaveForm';
import type { SaveMode } from './useSaveForm';

interface EditorSaveOptions {
  readonly form: EditorForm;
  /** The form as loaded: what is unchanged, and where refused removals go back to. */
  readonly initial: EditorForm;
  readonly dispatch: Dispatch<EditorAction>;
  /** Opens these questions, so the fields with problems can be reached. */
  readonly expand: (keys: Iterable<string>) => void;
  /** After a successful upload (the kept draft is no longer needed). */
  readonly onSaved: () => void;
  /** Shows the fields again (ends the preview), so errors and focus land on something visible. */
  readonly showFields: () => void;
}

/**
 * Save draft and Publish: validate first (errors at the fields, a summary that takes the focus),
 * then upload and go to the list (spec), or keep everything and say why it was refused: a taken
 * code at the code field, answered items that cannot be removed (with a way to put them back),
 * anything else above the form. Saving a public form as a draft asks first: it unpublishes it.
 * Saving from the preview ends the preview first, so what it reports is on screen.
 */
export function useEditorSave({ form, initial, dispatch, expand, onSaved, showFields }: EditorSaveOptions) {
  const { t } = useTranslation('forms');
  const { toasts } = useHostServices();
  const navigate = useNavigate();
  const forgetLists = useSetAtom(formListsQuery.forgetAtom);
  const { save, saving } = useSaveForm();
  const [attempts, setAttempts] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [server, setServer] = useState<{ errors: Readonly<Record<string, string>>; values: Record<string, string | undefined> }>();
  const [refusal, setRefusal] = useState<AnsweredRemoval | null>(null);
  const [askUnpublish, setAskUnpublish] = useState(false);
  const problems = useMemo(() => (attempts > 0 ? validateForm(form) : []), [attempts, form]);

  // Read when someone leaves: unsaved changes, unless they were just saved.
  const leaving = useRef(false);
  const latest = useRef({ dirty: false });
  useLayoutEffect(() => {
    latest.current = { dirty: form !== initial };
  });
  const shouldAsk = useCallback(() => latest.current.dirty && !leaving.current, []);

  const upload = async (mode: SaveMode) => {
    setFailure(undefined);
    setRefusal(null);
    setServer(undefined);
    const outcome = await save(form, mode);
    if (!outcome) return;
    const title = isolate(form.description.trim());
    if (outcome.kind === 'saved') {
      leaving.current = true;
      onSaved();
      forgetLists();
      toasts.show({
        kind: 'success',
        title: mode === 'draft' ? t('save.savedTitle') : t('save.publishedTitle'),
        message: mode === 'draft' ? t('save.saved', { title }) : t('save.published', { title }),
      });
      void navigate(areaPaths.list(mode === 'draft' ? 'draft' : 'public'));
      return;
    }
    // The preview may have been turned on during the upload: the refusal points at fields.
    showFields();
    const message = outcome.kind === 'answered' ? t('locks.refusedSave') : outcome.message;
    setFailure(message);
    toasts.show({ kind: 'error', title: t('save.failedTitle'), message });
    if (outcome.kind === 'answered') setRefusal(outcome.removal);
    if (outcome.kind === 'fields') {
      const names = Object.keys(outcome.errors);
      setServer({ errors: outcome.errors, values: Object.fromEntries(names.map((name) => [name, fieldValue(form, name)])) });
      const first = names[0];
      if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
    }
  };

  const submit = (mode: SaveMode) => {
    if (saving) return;
    // The summary's links and the focus after a refusal lead to fields, which the preview hides.
    showFields();
    setAttempts((count) => count + 1);
    const found = validateForm(form);
    if (found.length > 0) {
      setFailure(undefined);
      expand(questionKeysWithProblems(form, found));
      return;
    }
    if (mode === 'draft' && form.id !== undefined && !initial.draft) setAskUnpublish(true);
    else void upload(mode);
  };

  // A server refusal stays on its field until that field changes.
  const serverErrors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [name, text] of Object.entries(server?.errors ?? {}))
      if (fieldValue(form, name) === server?.values[name]) shown[name] = text;
    return shown;
  }, [form, server]);

  const refused = useMemo(() => (refusal ? describeRemoval(initial, refusal) : null), [initial, refusal]);
  const putBackRefused = () => {
    if (!refusal) return;
    dispatch({ type: 'replace', form: restoreAnswered(form, initial, refusal) });
    setRefusal(null);
    setFailure(undefined);
  };

  return {
    attempts,
    problems,
    serverErrors,
    failure,
    refused,
    putBackRefused,
    saving,
    submit,
    askUnpublish,
    confirmUnpublish: () => {
      setAskUnpublish(false);
      void upload('draft');
    },
    cancelUnpublish: () => setAskUnpublish(false),
    shouldAsk,
  };
}
