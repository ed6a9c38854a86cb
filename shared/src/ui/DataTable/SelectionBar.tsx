import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';

interface SelectionBarProps {
  count: number;
  /** Without it the send-notification action is not offered. */
  onSendNotification?: () => void;
}

/**
 * The bottom bar shown once rows are selected (spec section 2): the count and the send-notification
 * action. Deleting several rows is present but switched off, as the spec has it. The count's status
 * region stays in the page while nothing is selected, so the first selection is announced too.
 */
export function SelectionBar({ count, onSendNotification }: SelectionBarProps) {
  const { t } = useTranslation('kit');
  const reasonId = useId();
  const shown = count > 0;
  return (
    <div className={shown ? 'obs-table-bar' : undefined}>
      <p className={shown ? 'obs-table-bar__count' : 'obs-visually-hidden'} role="status">
        {shown ? t('table.selectedCount', { count }) : ''}
      </p>
      {shown && (
        <div className="obs-toolbar" role="group" aria-label={t('table.selectionActions')}>
          {onSendNotification && (
            <Button variant={ButtonVariant.PURPLE} onClick={onSendNotification}>
              {t('table.sendNotification')}
            </Button>
          )}
          <Button variant={ButtonVariant.BGGRAY} disabled aria-describedby={reasonId}>
            {t('table.delete')}
          </Button>
          <VisuallyHidden id={reasonId}>{t('table.deleteUnavailable')}</VisuallyHidden>
        </div>
      )}
    </div>
  );
}
