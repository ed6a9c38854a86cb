import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@observatory/shared/ui';
import type { RemovedQuestion } from '../../hooks/useUndoRemoval';

/** How long Undo is offered once the person is not on it (pointer or focus). */
export const UNDO_TIMEOUT_MS = 10_000;

interface UndoNoticeProps {
  readonly removed: RemovedQuestion | null;
  /** The removed question's name ("Question B1"). */
  readonly label: string;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
}

/**
 * "Question B1 removed. Undo": a few seconds to take a removal back. The time stops while the
 * pointer or the focus is on the notice (WCAG 2.2.1), and Undo takes the focus when it appears so
 * a keyboard user can use it at once. The status region is always there, so the removal is heard.
 */
export function UndoNotice({ removed, label, onUndo, onDismiss }: UndoNoticeProps) {
  const { t } = useTranslation('forms');
  const undoButton = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);
  useEffect(() => {
    if (!removed || held) return undefined;
    const timer = setTimeout(onDismiss, UNDO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [removed, held, onDismiss]);

  return (
    <div
      className={removed ? 'obs-forms-undo' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setHeld(false)}
    >
      <p role="status" className={removed ? 'obs-forms-undo__message' : 'obs-visually-hidden'}>
        {removed ? t('undo.removed', { label }) : ''}
      </p>
      {removed && (
        <Button ref={undoButton} small onClick={onUndo}>
          {t('undo.undo')}
          <span className="obs-visually-hidden"> {t('undo.undoWhat', { label })}</span>
        </Button>
      )}
    </div>
  );
}
