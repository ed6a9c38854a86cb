import { useCallback, useEffect, useRef, useState } from 'react';
import { useHostServices } from '@observatory/shared/services';
import { isEditorForm } from '../lib/formModel';
import type { EditorForm } from '../lib/formModel';

/** How long editing must pause before the draft is written. */
export const EDITOR_DRAFT_DELAY_MS = 300;

/** The draft key of a form: one per form, and one for a new form. */
export function editorDraftKey(formId: number | undefined): string {
  return `forms.editor.${formId ?? 'new'}`;
}

/**
 * Keeps the unsaved form in the host's draft store while the person edits (the kit's useFormDraft
 * does the same for react-hook-form forms), so a session that ends mid-edit loses nothing: after
 * signing in again the editor offers it back. The host clears drafts at logout; here they are
 * cleared after a save and when the person chooses to leave without saving.
 */
export function useEditorDraft(key: string, form: EditorForm, dirty: boolean, enabled: boolean) {
  const { drafts } = useHostServices();
  const [pending, setPending] = useState<EditorForm | undefined>(() => {
    if (!enabled) return undefined;
    const kept = drafts.load<unknown>(key);
    return isEditorForm(kept) ? kept : undefined;
  });
  // Writing starts once a kept draft is dealt with, so the form as loaded never overwrites it.
  const writing = useRef(pending === undefined);
  const unwritten = useRef<EditorForm | null>(null);

  const flush = useCallback(() => {
    if (unwritten.current) drafts.save(key, unwritten.current);
    unwritten.current = null;
  }, [drafts, key]);

  useEffect(() => {
    if (!enabled || !writing.current || !dirty) return undefined;
    unwritten.current = form;
    const timer = setTimeout(flush, EDITOR_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, enabled, flush, form]);
  // The editor goes away (often because the session just ended): keep the last changes.
  useEffect(() => flush, [flush]);

  const clear = useCallback(() => {
    unwritten.current = null;
    drafts.clear(key);
  }, [drafts, key]);
  const settle = useCallback(() => {
    writing.current = true;
    setPending(undefined);
  }, []);
  const discard = useCallback(() => {
    clear();
    settle();
  }, [clear, settle]);

  return { pending, settle, discard, clear };
}
