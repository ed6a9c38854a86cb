import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useHostServices } from '@observatory/shared/services';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface FormDraft<T> {
  /** A draft kept from an earlier visit (e.g. before the session ended), until restored or discarded. */
  readonly pending: T | undefined;
  /** Puts the kept values back into the form. */
  readonly restore: () => void;
  /** Drops the kept values. */
  readonly discard: () => void;
  /** Call after a successful save: the draft is no longer needed. */
  readonly clear: () => void;
}

/**
 * Keeps what a person types in a form in the host's draft store while they type, so that when
 * their session ends mid-edit (401) nothing is lost: after signing in again the form offers the
 * draft back. Drafts are cleared at logout by the host, and here after a successful save.
 */
export function useFormDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>, enabled = true): FormDraft<T> {
  const { drafts } = useHostServices();
  const [pending, setPending] = useState<T | undefined>(() => (enabled ? drafts.load<T>(key) : undefined));
  // Writing starts only once a kept draft is dealt with, so it is not overwritten by the empty form.
  const writing = useRef(pending === undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values, { type }) => {
      if (!writing.current || type !== 'change') return;
      clearTimeout(timer);
      timer = setTimeout(() => drafts.save(key, values), DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [drafts, enabled, form, key]);

  const restore = useCallback(() => {
    if (pending) form.reset(pending, { keepDefaultValues: true });
    writing.current = true;
    setPending(undefined);
  }, [form, pending]);

  const discard = useCallback(() => {
    drafts.clear(key);
    writing.current = true;
    setPending(undefined);
  }, [drafts, key]);

  const clear = useCallback(() => drafts.clear(key), [drafts, key]);

  return { pending, restore, discard, clear };
}
