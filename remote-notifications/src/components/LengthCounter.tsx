import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { AlertIcon } from '@observatory/shared/ui';

interface LengthCounterProps {
  readonly used: number;
  readonly limit: number;
}

/**
 * "12 of 65 characters" under a field's label (it is the field's hint, so it is read with the
 * field), and past the limit a warning with an icon and words, never colour alone.
 */
export function LengthCounter({ used, limit }: LengthCounterProps) {
  const { t, i18n } = useTranslation('notifications');
  const over = used - limit;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <span className={over > 0 ? 'obs-notifications-counter obs-notifications-counter--over' : 'obs-notifications-counter'}>
      <span>{t('length.count', { used: number(used), limit: number(limit) })}</span>
      {over > 0 && (
        <span className="obs-notifications-counter__warning">
          <AlertIcon />
          <span>{t('length.over', { count: over, limit: number(limit) })}</span>
        </span>
      )}
    </span>
  );
}
