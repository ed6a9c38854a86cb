import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@observatory/shared/i18n';

/** When the observer was last active, in the reader's locale, or "Never". */
export function LastSeen({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation('observers');
  const text = formatDateTime(value, i18n.language);
  if (!value || !text) return <span className="obs-observers-muted">{t('list.neverSeen')}</span>;
  return <time dateTime={value}>{text}</time>;
}
