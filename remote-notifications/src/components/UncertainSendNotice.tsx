import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@observatory/shared/router';

interface UncertainSendNoticeProps {
  /** Whether the last send got no answer (it may have been sent). */
  readonly shown: boolean;
}

/**
 * Next to Send after a send that got no answer: it may have gone, so the person checks the
 * history before sending again. The alert region is always rendered, so the text appearing in it
 * is announced.
 */
export function UncertainSendNotice({ shown }: UncertainSendNoticeProps) {
  const { t } = useTranslation('notifications');
  return (
    <div role="alert" className={shown ? 'obs-notifications-uncertain' : undefined}>
      {shown && (
        <p>
          <Trans t={t} i18nKey="send.uncertainNotice" components={{ history: <Link className="obs-link" to="history" /> }} />
        </p>
      )}
    </div>
  );
}
