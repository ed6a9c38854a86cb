import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';

interface SelectionActionsProps {
  count: number;
  onNotify: () => void;
  onClear: () => void;
}

/**
 * The card view's counterpart of the table's selection bar. The status line is always rendered so
 * the first selection is announced too.
 */
export function SelectionActions({ count, onNotify, onClear }: SelectionActionsProps) {
  const { t } = useTranslation('observers');
  const shown = count > 0;
  return (
    <div className={shown ? 'obs-table-bar' : undefined}>
      <p className={shown ? 'obs-table-bar__count' : 'obs-visually-hidden'} role="status">
        {shown ? t('selection.count', { count }) : ''}
      </p>
      {shown && (
        <div className="obs-toolbar" role="group" aria-label={t('selection.label')}>
          <Button variant={ButtonVariant.PURPLE} onClick={onNotify}>
            {t('selection.notify')}
          </Button>
          <Button variant={ButtonVariant.BGGRAY} onClick={onClear}>
            {t('selection.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
