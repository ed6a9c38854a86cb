import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, VisuallyHidden } from '@observatory/shared/ui';

interface SelectionButtonsProps {
  /** Sends the selected observers to the notifications screen. */
  readonly onNotify: () => void;
  /** Unticks everything (offered on the cards, where no select-all box exists). */
  readonly onClear?: () => void;
}

/**
 * The actions for selected observers (spec: a send-notification action; a delete action that
 * exists but is switched off, with the reason available to screen readers).
 */
export function SelectionButtons({ onNotify, onClear }: SelectionButtonsProps) {
  const { t } = useTranslation('observers');
  const reasonId = useId();
  return (
    <>
      <Button variant={ButtonVariant.PURPLE} onClick={onNotify}>
        {t('selection.notify')}
      </Button>
      <Button variant={ButtonVariant.BGGRAY} disabled aria-describedby={reasonId}>
        {t('selection.delete')}
      </Button>
      <VisuallyHidden id={reasonId}>{t('selection.deleteUnavailable')}</VisuallyHidden>
      {onClear && (
        <Button variant={ButtonVariant.BGGRAY} onClick={onClear}>
          {t('selection.clear')}
        </Button>
      )}
    </>
  );
}
