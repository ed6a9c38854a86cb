import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@observatory/shared/ui';

interface LinkNoticeProps {
  /** What was wrong with the link's toObserverIds. */
  readonly kind: 'malformed' | 'empty';
}

/** Says that the link's selection was ignored (spec: a malformed value is ignored and the filter resets). */
export function LinkNotice({ kind }: LinkNoticeProps) {
  const { t } = useTranslation('notifications');
  return (
    <p className="obs-notifications-notice" role="status">
      <AlertIcon />
      <span>{t(`link.${kind}`)}</span>
    </p>
  );
}
