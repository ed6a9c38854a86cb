import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHostServices } from '@observatory/shared/services';
import type { DraftOrigin, DraftService } from '@observatory/shared/contract';
import { isEditorForm } from '../lib/formModel';
import type { EditorForm } from '../lib/formModel';

/** How long editing must pause before the draft is written. */
const EDITOR_DRAFT_DELAY_MS = 300;

/**
 * How many unsaved versions of one form are kept at most: what is being typed, plus drafts still
 * offered from earlier sessions (each session that ends before its offer is dealt with adds one).
 */
const EDITOR_DRAFTS_KEPT = 3;

/** The draft key of a form: one per form, and one for a new form. */
export function editorDraftKey(formId: number | undefined): string {
  return `forms.editor.${formId ?? 'new'}`;
}

/** Where drafts still offered are kept beside the newest one (an array, newest first). */
const olderKey = (key: string) => `${key}.older`;

/** The kept versions, newest first: the one under `key`, then the older ones. */
function loadKept(drafts: DraftService, key: string): EditorForm[] {
  const older = drafts.load<unknown>(olderKey(key));
  return [drafts.load<unknown>(key), ...(Array.isArray(older) ? older : [])].filter(isEditorForm).slice(0, EDITOR_DRAFTS_KEPT);
}

/**
 * Keeps the unsaved form in the host's draft store while the person edits (the kit's useFormDraft
 * does the same for react-hook-form forms), so a session that ends mid-edit loses nothing: after
 * signing in again the editor offers it back (`pending`). Typing goes on being kept while an offer
 * waits, and the offer is kept beside it until it is restored or discarded, so a second session
 * end loses neither: both are offered, newest first. The host clears drafts at logout; here they
 * are cleared after a save and when the person chooses to leave without saving.
 */
export function useEditorDraft(key: string, form: EditorForm, dirty: boolean, enabled: boolean) {
  const { drafts } = useHostServices();
  const [offered, setOffered] = useState<readonly EditorForm[]>(() => (enabled ? loadKept(drafts, key) : []));
  // Where the newest version was kept (this session, or one that ended); the older ones are all
  // from sessions that ended before their offer was dealt with.
  const [newestOrigin] = useState<DraftOrigin | undefined>(() =>
    isEditorForm(drafts.load<unknown>(key)) ? drafts.origin?.(key) : 'ended-session',
  );
  const [taken, setTaken] = useState(0);
  // What the store must hold, read when it is written (after a pause, an offer dealt with, or unmount).
  const latest = useRef({ form, dirty, offered });
  useLayoutEffect(() => {
    latest.current = { form, dirty, offered };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduled = useRef(false);
  // The form as it was when the drafts were cleared (saved, or left on purpose): not written again.
  const clearedAt = useRef<EditorForm | null>(null);

  /** Stores what is typed (when it differs from the form as loaded), then the offers still open. */
  const write = useCallback(() => {
    clearTimeout(timer.current);
    scheduled.current = false;
    const { form: current, dirty: edited, offered: open } = latest.current;
    const versions = [...(edited ? [current] : []), ...open].slice(0, EDITOR_DRAFTS_KEPT);
    if (versions[0]) drafts.save(key, versions[0]);
    else drafts.clear(key);
    if (versions.length > 1) drafts.save(olderKey(key), versions.slice(1));
    else drafts.clear(olderKey(key));
  }, [drafts, key]);

  useEffect(() => {
    // Nothing typed and nothing offered: the form as loaded is never written.
    if (!enabled || (!dirty && offered.length === 0) || clearedAt.current === form) return undefined;
    scheduled.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, EDITOR_DRAFT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [dirty, enabled, form, offered, write]);
  // The editor goes away (often because the session just ended): keep the last changes.
  useEffect(
    () => () => {
      if (scheduled.current) write();
    },
    [write],
  );

  /** Drops the offer shown and writes at once, so the store never holds what was dealt with. */
  const settle = useCallback((): EditorForm | undefined => {
    const [first, ...rest] = latest.current.offered;
    latest.current = { ...latest.current, offered: rest };
    setOffered(rest);
    setTaken((count) => count + 1);
    if (enabled) write();
    return first;
  }, [enabled, write]);

  const clear = useCallback(() => {
    clearedAt.current = latest.current.form;
    clearTimeout(timer.current);
    scheduled.current = false;
    latest.current = { ...latest.current, offered: [] };
    setOffered([]);
    drafts.clear(key);
    drafts.clear(olderKey(key));
  }, [drafts, key]);

  return {
    /** The offer shown: the newest version kept from before, not restored nor discarded yet. */
    pending: offered[0],
    /** Where the offer shown was kept, for the notice to say. */
    pendingOrigin: taken === 0 ? newestOrigin : ('ended-session' as const),
    /** Takes the offer shown (to put it into the editor); the next one, if any, is offered after. */
    take: settle,
    /** Drops the offer shown; what was typed since is still kept. */
    discard: settle,
    /** After a save, or leaving without saving on purpose: nothing is kept. */
    clear,
  };
}
