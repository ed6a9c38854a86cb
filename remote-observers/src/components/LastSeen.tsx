import { useTranslation } from 'react-i18next';
import { DateTime } from '@observatory/shared/ui';

/** When the observer was last active, in the reader's language (the full date on focus), or "Never". */
export function LastSeen({ value }: { value: string | null }) {
  const { t } = useTranslation('observers');
  return <DateTime value={value} empty={t('list.neverSeen')} />;
}
