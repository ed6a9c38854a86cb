import { useId, useLayoutEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { collectErrors } from './collectErrors';
import { fieldId as defaultFieldId } from './fieldId';

export interface FormErrorSummaryProps {
  /** `formState.errors`. */
  errors: FieldErrors;
  /** `formState.submitCount`: the summary appears, and takes focus, after each failed submit. */
  submitCount: number;
  /** Heading text. Defaults to "There are N problems with this form" (plural-aware). */
  title?: string;
  /** Maps a field path to its input's id when the fields were not built with FormField. */
  getFieldId?: (name: string) => string;
}

/**
 * The list of problems at the top of a form (UX-4). After a failed submit it takes focus, so
 * screen readers read it, and each entry links to its field. Create the form with
 * `useForm({ shouldFocusError: false })`, otherwise react-hook-form moves focus to the first field.
 */
export function FormErrorSummary({ errors, submitCount, title, getFieldId = defaultFieldId }: FormErrorSummaryProps) {
  const { t } = useTranslation('kit');
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const entries = collectErrors(errors);
  const show = submitCount > 0 && entries.length > 0;
  // Focus once per submit attempt, when its errors show up (they may arrive a render after the
  // count); fixing a field later must not pull focus back up here.
  const focusedFor = useRef(0);
  useLayoutEffect(() => {
    if (show && focusedFor.current !== submitCount) {
      focusedFor.current = submitCount;
      box.current?.focus();
    }
  }, [show, submitCount]);
  if (!show) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const target = document.getElementById(getFieldId(name));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={box} className="obs-error-summary" tabIndex={-1} role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="obs-error-summary__title">
        {title ?? t('form.summaryTitle', { count: entries.length })}
      </h2>
      <ul className="obs-error-summary__list">
        {entries.map((entry) => (
          <li key={entry.name}>
            <a href={`#${getFieldId(entry.name)}`} onClick={(event) => goTo(event, entry.name)}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
