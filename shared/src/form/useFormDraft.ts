import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftOrigin } from '@observatory/shared/contract';
import { useHostServices } from '@observatory/shared/services';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface FormDraft<T> {
  /** A draft kept from an earlier visit (e.g. before the session ended), until restored or discarded. */
  readonly pending: T | undefined;
  /** Where the pending draft was kept (this session, or one that ended); undefined when the host cannot tell. */
  readonly origin: DraftOrigin | undefined;
  /** Puts the kept values back into the form. */
  readonly restore: () => void;
  /** Drops the kept values. */
  readonly discard: () => void;
  /** Call after a successful save: the draft is no longer needed. */
  readonly clear: () => void;
}

export interface FormDraftOptions<T> {
  /** False turns the draft off (e.g. a read-only view). */
  readonly enabled?: boolean;
  /** Fields never written to the draft: secrets such as passwords and PINs stay out of storage. */
  readonly exclude?: readonly (keyof T & string)[];
}

/**
 * Keeps what a person types in a form in the host's draft store while they type, so that when
 * they leave the screen unsaved, or their session ends mid-edit (401), nothing is lost: the next
 * visit, or the one after signing in again, offers the draft back (`origin` says which). Drafts
 * are cleared at logout by the host, and here after a successful save.
 */
export function useFormDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>, options: FormDraftOptions<T> = {}): FormDraft<T> {
  const { enabled = true, exclude } = options;
  const { drafts } = useHostServices();
  const [pending, setPending] = useState<T | undefined>(() => (enabled ? drafts.load<T>(key) : undefined));
  // Read once with the draft: writing it again later (in this session) must not change what the offer says.
  const [origin] = useState<DraftOrigin | undefined>(() => (pending === undefined ? undefined : drafts.origin?.(key)));
  // Writing starts only once a kept draft is dealt with, so it is not overwritten by the empty form.
  const writing = useRef(pending === undefined);
  // Values typed but not yet written (the pause has not ended).
  const unsaved = useRef<Record<string, unknown> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    const write = () => {
      clearTimeout(timer.current);
      if (unsaved.current) drafts.save(key, unsaved.current);
      unsaved.current = undefined;
    };
    const subscription = form.watch((values, { type }) => {
      if (!writing.current || type !== 'change') return;
      const kept: Record<string, unknown> = { ...values };
      for (const field of exclude ?? []) delete kept[field];
      unsaved.current = kept;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // The form goes away (often because the session just ended): keep the last keystrokes.
      write();
    };
    // `exclude` is a constant list in practice; re-subscribing for a new array identity is harmless.
  }, [drafts, enabled, exclude, form, key]);

  const restore = useCallback(() => {
    if (pending) form.reset({ ...form.getValues(), ...pending }, { keepDefaultValues: true });
    writing.current = true;
    setPending(undefined);
  }, [form, pending]);

  const discard = useCallback(() => {
    drafts.clear(key);
    writing.current = true;
    setPending(undefined);
  }, [drafts, key]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = undefined;
    drafts.clear(key);
  }, [drafts, key]);

  return { pending, origin, restore, discard, clear };
}
