import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@observatory/shared/ui';

/** How long Undo is offered once the person is not on it (pointer or focus). */
export const UNDO_TIMEOUT_MS = 10_000;

interface UndoNoticeProps {
  /** What can be undone, or null; a new one restarts the time and takes the focus. */
  readonly subject: object | null;
  /** What happened ("Question B1 removed."). */
  readonly message: string;
  /** What Undo takes back, completing the button's name ("removing Question B1"). */
  readonly undoWhat: string;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
}

/**
 * "Question B1 removed. Undo": a few seconds to take something back (a removed question, an
 * unpublished form). The time stops while the pointer or the focus is on the notice (WCAG 2.2.1),
 * and Undo takes the focus when it appears so a keyboard user can use it at once. The status
 * region is always there, so what happened is heard.
 */
export function UndoNotice({ subject, message, undoWhat, onUndo, onDismiss }: UndoNoticeProps) {
  const { t } = useTranslation('forms');
  const undoButton = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (subject) undoButton.current?.focus();
  }, [subject]);
  useEffect(() => {
    if (!subject || held) return undefined;
    const timer = setTimeout(onDismiss, UNDO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [subject, held, onDismiss]);

  return (
    <div
      className={subject ? 'obs-forms-undo' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setHeld(false)}
    >
      <p role="status" className={subject ? 'obs-forms-undo__message' : 'obs-visually-hidden'}>
        {subject ? message : ''}
      </p>
      {subject && (
        <Button ref={undoButton} small onClick={onUndo}>
          {t('undo.undo')}
          <span className="obs-visually-hidden"> {undoWhat}</span>
        </Button>
      )}
    </div>
  );
}
